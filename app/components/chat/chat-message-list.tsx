import { useEffect, useRef } from "react";
import { CHAT_MESSAGES_MAX_HEIGHT_PX } from "~/content/chat";
import { cx } from "~/components/ui/class-names";
import type { ChatMessage } from "./use-chat";

const TELUGU = /[\u0C00-\u0C7F]/;

/** Paragraphs of a message, each marked lang="te" when written in Telugu (screen readers switch voice). */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((para, i) => (
        <p key={i} lang={TELUGU.test(para) ? "te" : undefined} className="whitespace-pre-line">
          {para}
        </p>
      ))}
    </>
  );
}

/** SPEC.md: the message area is at most 350px high and scrolls to the newest message. */
export function ChatMessageList(props: { messages: ChatMessage[]; typing: boolean; typingText: string }) {
  const { messages, typing, typingText } = props;
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, typing]);

  return (
    <>
      <div
        ref={log}
        role="log"
        aria-label="Conversation"
        // Focusable so keyboard users can scroll back through the conversation.
        tabIndex={0}
        data-testid="chat-messages"
        style={{ maxHeight: CHAT_MESSAGES_MAX_HEIGHT_PX }}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-3 focus-visible:outline-offset-[-3px]"
      >
        <ol className="flex flex-col gap-2.5">
          {messages.map((m) => (
            <li
              key={m.id}
              data-from={m.isUser ? "user" : "assistant"}
              className={cx(
                "grid max-w-[85%] gap-2 rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words",
                m.isUser
                  ? "self-end rounded-br-sm bg-brand-600 text-white"
                  : "self-start rounded-bl-sm border border-line bg-white text-ink",
              )}
            >
              <span className="sr-only">{m.isUser ? "You:" : "Assistant:"}</span>
              <MessageText text={m.text} />
            </li>
          ))}
        </ol>
        {typing ? (
          <div
            aria-hidden="true"
            className="mt-2.5 flex w-fit gap-1 rounded-2xl border border-line bg-white px-3.5 py-3"
          >
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-slate-500"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </div>
        ) : null}
      </div>
      {/* Announced by screen readers; always present so the change is heard. */}
      <p role="status" className="min-h-5 bg-slate-50 px-4 pb-1 text-xs text-ink-muted">
        {typing ? typingText : ""}
      </p>
    </>
  );
}
