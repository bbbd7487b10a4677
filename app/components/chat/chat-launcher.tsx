import { MessageCircle, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useHydrated } from "~/components/layout/use-hydrated";
import { useSite } from "~/components/layout/use-site";
import { useOnDemand } from "~/components/popups/use-on-demand";
import { cx } from "~/components/ui/class-names";
import { CHAT_PANEL_ID, panelFrameClass } from "./chat-frame";
import { useFocusNotObscured } from "./use-focus-not-obscured";

// The panel, the reply engine and the answers load only when the button is
// first used: the first page load carries only this button.
const loadPanel = () => import("./chat-panel");

/** SPEC.md "Chat widget": floating button bottom right, red while the chat is open. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const panel = useOnDemand(loadPanel);
  const Panel = panel.Component;
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useFocusNotObscured(root);
  const hydrated = useHydrated();

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  if (!hydrated) return null;

  function toggle() {
    if (!open && !Panel) void panel.ensure();
    setOpen(!open);
  }

  return (
    <div ref={root} data-chat-root="">
      {Panel ? <Panel open={open} onClose={close} /> : null}
      {open && !Panel ? (
        panel.failed ? (
          <PanelError onRetry={() => void panel.ensure()} />
        ) : (
          <PanelLoading />
        )
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={Panel ? CHAT_PANEL_ID : undefined}
        aria-label={open ? "Close chat assistant" : "Open chat assistant"}
        data-state={open ? "open" : "closed"}
        onClick={toggle}
        className={cx(
          "fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full text-white shadow-lg transition-colors sm:right-6 sm:bottom-6",
          "focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-brand-500",
          open ? "bg-red-600 hover:bg-red-700" : "bg-brand-600 hover:bg-brand-700",
        )}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </div>
  );
}

function PanelLoading() {
  return (
    <div className={cx(panelFrameClass, "items-center justify-center p-8")} role="status">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
      />
      <span className="mt-3 text-sm text-ink-muted">Loading the chat…</span>
    </div>
  );
}

/** A failed download of the panel's code (slow or dropped connection) shows a message, not a broken page. */
function PanelError({ onRetry }: { onRetry: () => void }) {
  const site = useSite();
  return (
    <div className={cx(panelFrameClass, "gap-3 p-6")} role="alert">
      <p className="font-semibold">The chat could not load.</p>
      <p className="text-sm text-ink-muted">
        Check your connection and try again, or call us at {site.phone} or email {site.email}.
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
      >
        Try again
      </button>
    </div>
  );
}
