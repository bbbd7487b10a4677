import { Check, X } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { formatMarks, type QuestionOutcome } from "~/lib/exam-marking";
import type { ExamReviewQuestion } from "~/lib/portal-types";

const OUTCOMES: Record<
  QuestionOutcome,
  { label: string; variant: "success" | "danger" | "info" | "secondary" }
> = {
  correct: { label: "Correct", variant: "success" },
  partial: { label: "Partly correct", variant: "info" },
  wrong: { label: "Wrong", variant: "danger" },
  unanswered: { label: "Not answered", variant: "secondary" },
};

/** The per-question review after an exam has closed: what the student chose, what was right, the marks. */
export function ExamReview({ questions }: { questions: ExamReviewQuestion[] }) {
  return (
    <ol className="grid gap-4">
      {questions.map((q, i) => (
        <li key={q.id} className="rounded-card border border-line bg-surface p-5 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink-muted">Question {i + 1}</h3>
            <div className="flex items-center gap-2">
              <Badge variant={OUTCOMES[q.outcome].variant}>{OUTCOMES[q.outcome].label}</Badge>
              <span className="text-sm font-semibold">
                {formatMarks(q.earned)}/{q.marks} {q.marks === 1 ? "mark" : "marks"}
              </span>
            </div>
          </div>
          <p className="mt-2 font-semibold whitespace-pre-line">{q.prompt}</p>
          {q.kind === "numeric" ? <NumericReview question={q} /> : <ChoiceReview question={q} />}
        </li>
      ))}
    </ol>
  );
}

function ChoiceReview({ question: q }: { question: ExamReviewQuestion }) {
  const chosen = new Set(Array.isArray(q.answer) ? q.answer : []);
  const correct = new Set(q.correctOptions);
  return (
    <ul className="mt-3 grid gap-2">
      {q.options.map((option, i) => {
        const isChosen = chosen.has(i);
        const isCorrect = correct.has(i);
        return (
          <li
            key={i}
            className={cn(
              "flex items-start gap-3 rounded-lg border px-3 py-2 text-sm",
              isCorrect
                ? "border-green-600 bg-green-50"
                : isChosen
                  ? "border-red-500 bg-red-50"
                  : "border-line",
            )}
          >
            {isCorrect ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            ) : isChosen ? (
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            ) : (
              <span aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span className="flex-1 break-words">{option}</span>
            <span className="shrink-0 text-xs font-semibold text-ink-muted">
              {[isChosen ? "Your answer" : null, isCorrect ? "Correct answer" : null]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function NumericReview({ question: q }: { question: ExamReviewQuestion }) {
  const expected =
    q.numericAnswer === null
      ? "–"
      : q.numericTolerance > 0
        ? `${q.numericAnswer} (± ${q.numericTolerance})`
        : String(q.numericAnswer);
  return (
    <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
      <div className="rounded-lg bg-surface-muted p-3">
        <dt className="text-ink-muted">Your answer</dt>
        <dd className="font-semibold break-words">
          {typeof q.answer === "string" && q.answer ? q.answer : "–"}
        </dd>
      </div>
      <div className="rounded-lg bg-green-50 p-3">
        <dt className="text-ink-muted">Correct answer</dt>
        <dd className="font-semibold">{expected}</dd>
      </div>
    </dl>
  );
}
