import { type FormEvent, useEffect, useId, useRef, useState } from "react";

interface Props {
  onSave: (text: string) => boolean;
  onCancel: () => void;
}

/** SPEC.md: the Context panel. Blank submits are ignored; Cancel closes. */
export function ChatContextForm({ onSave, onCancel }: Props) {
  const id = useId();
  const [value, setValue] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);

  // Opened on request, so focus goes straight to the field.
  useEffect(() => field.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(value);
  }

  return (
    <form
      id="chat-context-panel"
      onSubmit={submit}
      aria-labelledby={`${id}-label`}
      className="grid gap-2 border-b border-line bg-brand-50 px-3 py-3"
    >
      <label id={`${id}-label`} htmlFor={`${id}-text`} className="text-sm font-semibold">
        Tell us about yourself or your goal
      </label>
      <textarea
        ref={field}
        id={`${id}-text`}
        rows={3}
        maxLength={2000}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={`${id}-hint`}
        className="w-full resize-none rounded-lg border border-slate-500 bg-white px-3 py-2 text-base"
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        For example: &ldquo;Final-year B.Com student, want to move into data analytics.&rdquo;
      </p>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-10 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-100"
        >
          Cancel
        </button>
        <button
          type="submit"
          className="min-h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Save context
        </button>
      </div>
    </form>
  );
}
