import { MessageCircle, X } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { useSite } from "~/components/layout/use-site";
import { cn } from "~/components/ui/cn";
import { CHAT_PANEL_ID, panelFrameClass } from "./chat-frame";
import { useFocusNotObscured } from "./use-focus-not-obscured";

// The panel, the reply engine and the answers load only when the button is
// first used: the first page load carries only this button.
const loadPanel = () => import("./chat-panel");
let ChatPanel = lazy(loadPanel);

/** SPEC.md "Chat widget": floating button bottom right, red while the chat is open. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useFocusNotObscured(root);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <div ref={root} data-chat-root="">
      {started ? (
        <PanelErrorBoundary
          key={attempt}
          onRetry={() => {
            ChatPanel = lazy(loadPanel);
            setAttempt((n) => n + 1);
          }}
          open={open}
        >
          <Suspense fallback={open ? <PanelLoading /> : null}>
            <ChatPanel open={open} onClose={close} />
          </Suspense>
        </PanelErrorBoundary>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={started ? CHAT_PANEL_ID : undefined}
        aria-label={open ? "Close chat assistant" : "Open chat assistant"}
        data-state={open ? "open" : "closed"}
        onClick={() => {
          setStarted(true);
          setOpen((v) => !v);
        }}
        className={cn(
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
    <div className={cn(panelFrameClass, "items-center justify-center p-8")} role="status">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
      />
      <span className="mt-3 text-sm text-ink-muted">Loading the chat…</span>
    </div>
  );
}

function PanelError({ onRetry }: { onRetry: () => void }) {
  const site = useSite();
  return (
    <div className={cn(panelFrameClass, "gap-3 p-6")} role="alert">
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

/** A failed download of the panel's code (slow or dropped connection) shows a message, not a broken page. */
class PanelErrorBoundary extends Component<
  { children: ReactNode; onRetry: () => void; open: boolean },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) return this.props.open ? <PanelError onRetry={this.props.onRetry} /> : null;
    return this.props.children;
  }
}
