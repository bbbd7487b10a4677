import { getFormProps } from "@conform-to/react";
import { Check } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { questionSchema } from "~/lib/exam-forms";
import { QUESTION_KIND_NAMES, QUESTION_KINDS, type QuestionKind } from "~/lib/exam-marking";

export interface StaffQuestion {
  id: string;
  kind: QuestionKind;
  prompt: string;
  options: string[];
  correctOptions: number[];
  numericAnswer: number | null;
  numericTolerance: number;
  marks: number;
}

/** The test's questions with their answers, as trainers check them; edit and delete until the exam opens. */
export function QuestionList({ questions, editable }: { questions: StaffQuestion[]; editable: boolean }) {
  if (questions.length === 0) {
    return <p className="text-sm text-ink-muted">No questions yet.</p>;
  }
  return (
    <ol className="grid gap-3">
      {questions.map((q, i) => (
        <li key={q.id} className="rounded-lg border border-line p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-ink-muted">
              Question {i + 1} · {QUESTION_KIND_NAMES[q.kind]} · {q.marks} {q.marks === 1 ? "mark" : "marks"}
            </p>
            {editable ? (
              <div className="flex gap-2">
                <Link
                  to={`?edit=${q.id}#question-form`}
                  className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Edit<span className="sr-only"> question {i + 1}</span>
                </Link>
                <Form method="post">
                  <input type="hidden" name="questionId" value={q.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="delete-question"
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                  >
                    Delete<span className="sr-only"> question {i + 1}</span>
                  </Button>
                </Form>
              </div>
            ) : null}
          </div>
          <p className="mt-1 font-semibold whitespace-pre-line">{q.prompt}</p>
          {q.kind === "numeric" ? (
            <p className="mt-2 text-sm">
              Answer: <strong>{q.numericAnswer}</strong>
              {q.numericTolerance > 0 ? ` (± ${q.numericTolerance})` : ""}
            </p>
          ) : (
            <ul className="mt-2 grid gap-1 text-sm">
              {q.options.map((option, o) => (
                <li key={o} className="flex items-start gap-2">
                  {q.correctOptions.includes(o) ? (
                    <Check aria-label="Correct" className="mt-0.5 size-4 shrink-0 text-green-700" />
                  ) : (
                    <span aria-hidden="true" className="size-4 shrink-0" />
                  )}
                  <span>
                    {o + 1}. {option}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Add a question, or edit one (its values filled in). Choice fields or number fields, by kind. */
export function QuestionForm({
  editing,
  lastResult,
  marksLeft,
}: {
  editing: StaffQuestion | null;
  lastResult: FormResult | null;
  marksLeft: number;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm(questionSchema, {
    id: editing ? `question-${editing.id}` : "question-new",
    lastResult,
    defaultValue: editing
      ? {
          questionId: editing.id,
          kind: editing.kind,
          prompt: editing.prompt,
          options: editing.options.join("\n"),
          correct: editing.correctOptions.map((o) => o + 1).join(", "),
          numericAnswer: editing.numericAnswer === null ? "" : String(editing.numericAnswer),
          numericTolerance: String(editing.numericTolerance),
          marks: String(editing.marks),
        }
      : { kind: "single", marks: String(Math.max(1, Math.min(marksLeft, 5))), numericTolerance: "0" },
  });
  const [kind, setKind] = useState<QuestionKind>((fields.kind.initialValue as QuestionKind) ?? "single");
  const showChoice = !hydrated || kind !== "numeric";
  const showNumeric = !hydrated || kind === "numeric";
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="question" />
      {editing ? <input type="hidden" name="questionId" value={editing.id} /> : null}
      <FormField field={fields.kind} label="Kind" required>
        {(control) => (
          <NativeSelect {...control} onChange={(e) => setKind(e.currentTarget.value as QuestionKind)}>
            {QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {QUESTION_KIND_NAMES[k]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        field={fields.marks}
        label="Marks"
        required
        hint={`${marksLeft} of the total not given to a question yet.`}
      >
        {(control) => <Input {...control} type="number" min={1} max={100} inputMode="numeric" />}
      </FormField>
      <FormField field={fields.prompt} label="Question" required className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={3} maxLength={2000} />}
      </FormField>
      {showChoice ? (
        <>
          <FormField
            field={fields.options}
            label="Options"
            hint="Single or multiple choice: 2 to 8 options, one per line."
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={4} />}
          </FormField>
          <FormField
            field={fields.correct}
            label="Correct option numbers"
            hint="e.g. 2, or 1, 3 for multiple choice."
          >
            {(control) => <Input {...control} inputMode="numeric" maxLength={60} />}
          </FormField>
        </>
      ) : null}
      {showNumeric ? (
        <>
          <FormField
            field={fields.numericAnswer}
            label="Expected answer"
            hint="Numeric questions: the number."
          >
            {(control) => <Input {...control} inputMode="decimal" />}
          </FormField>
          <FormField
            field={fields.numericTolerance}
            label="Tolerance (±)"
            hint="0 for an exact answer; 0.01 accepts 3.14 for 3.1416."
          >
            {(control) => <Input {...control} inputMode="decimal" />}
          </FormField>
        </>
      ) : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit">{editing ? "Save question" : "Add question"}</Button>
        {editing ? (
          <Button asChild variant="outline">
            <Link to="?">Cancel</Link>
          </Button>
        ) : null}
      </div>
      {editing ? (
        <p className="text-sm text-ink-muted sm:col-span-2">
          <Badge variant="info">Editing</Badge> question “{editing.prompt.slice(0, 60)}”
        </p>
      ) : null}
    </Form>
  );
}
