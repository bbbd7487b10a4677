import { useEffect, useRef } from "react";
import { type KeyValueStore, timedPopupsEnabled } from "~/lib/discount-countdown";

/** How often a due pop-up checks again while it has to wait. */
const RETRY_MS = 1000;

/** localStorage, or an in-memory stand-in where the browser refuses storage (some privacy modes). */
export function browserStore(): KeyValueStore {
  try {
    const store = window.localStorage;
    store.getItem("timedPopups");
    return store;
  } catch {
    const data = new Map<string, string>();
    return {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, String(v)),
      removeItem: (k) => void data.delete(k),
    };
  }
}

/** A visible dialog (modal or not) is open: the chat panel, a pop-up, a page's own dialog. */
export function anotherDialogIsOpen(): boolean {
  return Array.from(
    document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog[open]'),
  ).some((el) => el.getClientRects().length > 0);
}

const NOT_TYPED_INTO = new Set([
  "button",
  "submit",
  "reset",
  "checkbox",
  "radio",
  "range",
  "color",
  "file",
  "image",
]);

/** Focus is in a field the person types into. */
export function personIsTyping(): boolean {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
    return true;
  return el instanceof HTMLInputElement && !NOT_TYPED_INTO.has(el.type);
}

/**
 * Calls `show` `delayMs` after the page loads and then every `repeatMs` (when
 * given). A pop-up never opens on top of another open dialog or while the
 * person is typing in a form: it waits and checks again every second. An
 * occurrence that falls while the pop-up is still open is skipped.
 * Nothing happens when localStorage.timedPopups is "off".
 */
export function useTimedPopup(
  show: () => void | Promise<void>,
  opts: { delayMs: number; repeatMs?: number; isOpen: boolean; waitWhile?: () => boolean },
) {
  const { delayMs, repeatMs, isOpen, waitWhile } = opts;
  const showRef = useRef(show);
  const openRef = useRef(isOpen);
  const waitRef = useRef(waitWhile);
  useEffect(() => {
    showRef.current = show;
    openRef.current = isOpen;
    waitRef.current = waitWhile;
  });

  useEffect(() => {
    let retry: number | undefined;
    let repeat: number | undefined;
    const attempt = () => {
      retry = undefined;
      if (openRef.current) return;
      if (anotherDialogIsOpen() || personIsTyping() || waitRef.current?.()) {
        retry = window.setTimeout(attempt, RETRY_MS);
        return;
      }
      void showRef.current();
    };
    const due = () => {
      if (retry === undefined) attempt();
    };
    // The switch is read when the pop-up is due, not when the page mounts: a page's first use of
    // localStorage opens the site's storage synchronously, a few milliseconds in the task that
    // ends hydration on a phone, for a pop-up that is seconds away (docs/decisions/221).
    const first = window.setTimeout(() => {
      if (!timedPopupsEnabled(browserStore())) return;
      due();
      if (repeatMs) repeat = window.setInterval(due, repeatMs);
    }, delayMs);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(retry);
      window.clearInterval(repeat);
    };
  }, [delayMs, repeatMs]);
}
