import { type ComponentType, useEffect, useState } from "react";
import { publicStylesheetReady } from "~/components/layout/public-stylesheet";

/** Runs `task` when the browser has nothing else to do (at the latest after `timeoutMs`). */
function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The chat button, fetched and mounted once the browser is idle after the page has
 * started: it renders nothing on the server anyway (a button without JavaScript would be
 * dead), and its code then never competes with the page's own start-up. If the download
 * fails there is no chat button; the page's contact details remain. It waits for the whole
 * public stylesheet too (public-stylesheet.ts).
 */
export function ChatLauncherWhenIdle() {
  const [Launcher, setLauncher] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      // Not before the whole stylesheet is there: the page inlined only what its markup uses.
      void Promise.all([import("./chat-launcher"), publicStylesheetReady()])
        .then(([m]) => active && setLauncher(() => m.ChatLauncher))
        .catch(() => {});
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return Launcher ? <Launcher /> : null;
}
