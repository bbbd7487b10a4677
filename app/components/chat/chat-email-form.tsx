import { type FormEvent, useId, useRef, useState } from "react";
import { CollectionNotice } from "~/components/layout/collection-notice";
import { isChatEmail } from "~/lib/chat";
import { randomId, type EmailResult } from "./use-chat";

interface Props {
  phone: string;
  onSave: (email: string, idempotencyKey: string) => Promise<EmailResult | null>;
  onDismiss: () => void;
}

/** SPEC.md: the e-mail capture panel, opened by a default-answer reply. */
export function ChatEmailForm({ phone, onSave, onDismiss }: Props) {
  const id = useId();
  const [value, setValue] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per panel: a double submit stores one lead.
  const key = useRef(randomId());

  async function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC.md: an e-mail without '@' does nothing.
    if (saving || !isChatEmail(value)) return;
    setSaving(true);
    setError(null);
    const result = await onSave(value, key.current);
    setSaving(false);
    if (result && !result.ok) {
      setError(
        result.error ?? `We couldn't save your email just now. Please try again, or call us at ${phone}.`,
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-label`}
      className="grid gap-2 border-t border-line bg-brand-50 px-3 py-3"
      data-testid="chat-email-form"
    >
      <label id={`${id}-label`} htmlFor={`${id}-email`} className="text-sm font-semibold text-ink">
        Leave your email and our team will reply
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 text-base"
        />
        <button
          type="submit"
          aria-busy={saving}
          className="min-h-11 shrink-0 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {saving ? "Sending…" : "Send"}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <CollectionNotice kind="chat" />
      <button
        type="button"
        onClick={onDismiss}
        className="justify-self-start rounded px-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        Not now
      </button>
    </form>
  );
}
