import { Input } from "~/components/ui/input";
import type { ExamTestQuestion } from "~/lib/portal-types";

/** One question of the test: radios, checkboxes or a number, with what was saved already checked. */
export function ExamQuestion({
  question: q,
  number,
  saved,
}: {
  question: ExamTestQuestion;
  number: number;
  saved: number[] | string | undefined;
}) {
  const name = `q-${q.id}`;
  const chosen = Array.isArray(saved) ? saved : [];
  const hintId = `${name}-hint`;
  return (
    <fieldset
      className="rounded-card border border-line bg-surface p-5 shadow-card"
      aria-describedby={q.kind === "multiple" ? hintId : undefined}
    >
      <legend className="sr-only">
        Question {number} ({q.marks} {q.marks === 1 ? "mark" : "marks"})
      </legend>
      <p aria-hidden="true" className="mb-2 text-sm font-semibold text-ink-muted">
        Question {number} · {q.marks} {q.marks === 1 ? "mark" : "marks"}
      </p>
      <p className="font-semibold whitespace-pre-line text-ink">{q.prompt}</p>
      {q.kind === "multiple" ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          Choose all that apply.
        </p>
      ) : null}
      {q.kind === "numeric" ? (
        <div className="mt-3 grid max-w-xs gap-1.5">
          <label htmlFor={name} className="text-sm font-semibold">
            Your answer (a number)
          </label>
          <Input
            id={name}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            maxLength={40}
            defaultValue={typeof saved === "string" ? saved : ""}
          />
        </div>
      ) : (
        <div className="mt-3 grid gap-2">
          {q.options.map((option, i) => (
            <label
              key={i}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2.5 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type={q.kind === "single" ? "radio" : "checkbox"}
                name={name}
                value={i}
                defaultChecked={chosen.includes(i)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="break-words">{option}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
