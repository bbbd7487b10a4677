import { Bot, FileText, Paperclip, SendHorizontal, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useCatalogue } from "~/components/layout/use-catalogue";
import { useSite } from "~/components/layout/use-site";
import { cx } from "~/components/ui/class-names";
import { CHAT_DOCUMENT_EXTENSIONS, type ChatLanguage } from "~/content/chat";
import { typingMessage } from "~/lib/chat";
import { CHAT_PANEL_ID, panelFrameClass } from "./chat-frame";
import { ChatContextForm } from "./chat-context-form";
import { ChatEmailForm } from "./chat-email-form";
import { ChatMessageList } from "./chat-message-list";
import { useChat } from "./use-chat";

const LANGUAGES: { value: ChatLanguage; label: string; lang: string }[] = [
  { value: "en", label: "English", lang: "en" },
  { value: "te", label: "తెలుగు", lang: "te" },
];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="file"]), textarea, select, [tabindex="0"]';

/**
 * The chat assistant (SPEC.md "Chat widget"), loaded on first use of the
 * launcher. A non-modal dialog: focus moves in on open, Tab stays inside,
 * Escape closes and the launcher gets focus back. It stays mounted while
 * closed so the conversation survives closing and page changes.
 */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const site = useSite();
  const contact = useMemo(
    () => ({
      brandName: site.brandName,
      phone: site.phone,
      email: site.email,
      onlinePayment: site.onlinePayment,
    }),
    [site.brandName, site.phone, site.email, site.onlinePayment],
  );
  const chat = useChat(contact, useCatalogue());
  const { state } = chat;
  const [draft, setDraft] = useState("");
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const contextButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function send() {
    if (chat.send(draft)) setDraft("");
  }

  function onComposerKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // SPEC.md: Enter sends, Shift+Enter adds a new line (and Enter that ends an IME composition is not a send).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function closeContext() {
    chat.setContextPanel(false);
    contextButton.current?.focus();
  }

  return (
    <section
      ref={panel}
      id={CHAT_PANEL_ID}
      data-chat-panel=""
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={onPanelKeyDown}
      className={panelFrameClass}
    >
      <header className="border-b border-line bg-brand-700 px-3 pt-3 pb-2 text-white">
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15"
          >
            <Bot className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="chat-title" className="truncate text-base font-semibold text-white">
              {site.brandName} Assistant
            </h2>
            <p className="text-xs text-brand-100">Instant answers about courses, fees and batches</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <div role="group" aria-label="Language" className="inline-flex rounded-lg bg-white/10 p-0.5">
            {LANGUAGES.map((l) => (
              <button
                key={l.value}
                type="button"
                lang={l.lang}
                aria-pressed={state.language === l.value}
                onClick={() => chat.setLanguage(l.value)}
                className={cx(
                  "min-h-9 rounded-md px-3 text-sm font-medium focus-visible:outline-white",
                  state.language === l.value ? "bg-white text-brand-800" : "text-white hover:bg-white/15",
                )}
              >
                {l.label}
              </button>
            ))}
          </div>
          <button
            ref={contextButton}
            type="button"
            aria-expanded={state.contextPanelOpen}
            aria-controls="chat-context-panel"
            onClick={() => chat.setContextPanel(!state.contextPanelOpen)}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-white/40 px-3 text-sm font-medium hover:bg-white/15 focus-visible:outline-white aria-expanded:bg-white aria-expanded:text-brand-800"
          >
            <FileText aria-hidden="true" className="size-4" />
            Context
          </button>
        </div>
      </header>

      {state.contextPanelOpen ? (
        <ChatContextForm
          onSave={(text) => {
            const saved = chat.saveContext(text);
            if (saved) contextButton.current?.focus();
            return saved;
          }}
          onCancel={closeContext}
        />
      ) : null}

      <ChatMessageList
        messages={state.messages}
        typing={chat.typing}
        typingText={typingMessage(state.language)}
      />

      {state.emailPanelOpen ? (
        <ChatEmailForm
          phone={site.phone}
          onSave={chat.saveEmail}
          onDismiss={() => {
            chat.setEmailPanel(false);
            input.current?.focus();
          }}
        />
      ) : null}

      <form
        className="flex items-end gap-2 border-t border-line bg-white p-2"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_DOCUMENT_EXTENSIONS.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) chat.uploadDocument(file);
            e.target.value = "";
          }}
          data-testid="chat-file-input"
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink"
        >
          <Paperclip aria-hidden="true" className="size-5" />
          <span className="sr-only">Upload a document (.pdf, .doc, .docx or .txt)</span>
        </button>
        <label htmlFor="chat-message" className="sr-only">
          Type your message
        </label>
        <textarea
          ref={input}
          id="chat-message"
          rows={1}
          maxLength={2000}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onComposerKeyDown}
          placeholder={state.language === "te" ? "మీ ప్రశ్న టైప్ చేయండి…" : "Type your question…"}
          aria-describedby="chat-message-hint"
          className="max-h-32 min-h-11 w-full min-w-0 resize-none rounded-lg border border-slate-500 px-3 py-2.5 text-base leading-snug"
        />
        <span id="chat-message-hint" className="sr-only">
          Enter sends, Shift+Enter adds a new line.
        </span>
        <button
          type="submit"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="sr-only">Send message</span>
        </button>
      </form>
    </section>
  );
}
