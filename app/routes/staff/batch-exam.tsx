import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/batch-exam";
import { BatchHeader } from "~/components/staff/batch-header";
import { ExamForm } from "~/components/staff/exam-form";
import { QuestionForm, QuestionList } from "~/components/staff/exam-questions";
import { ExamResults, ResultsImport } from "~/components/staff/exam-results";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { labelFor } from "~/lib/course-modules";
import {
  examChangeSchema,
  examSchema,
  parseResultsCsv,
  questionDeleteSchema,
  questionSchema,
  resultSchema,
  resultsImportSchema,
  scoreText,
} from "~/lib/exam-forms";
import { examPhase, examWindow } from "~/lib/exam-window";
import { formatDateTime, formatTime } from "~/lib/format";
import { istLocalValue } from "~/lib/ist";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { closeExpiredAttempts } from "~/server/exam-attempts.server";
import {
  deleteExam,
  deleteQuestion,
  examRoster,
  getBatchExam,
  importResults,
  recordResult,
  saveExam,
  saveQuestion,
  setExamPublished,
} from "~/server/exams.server";
import { parseForm } from "~/server/forms.server";
import { managedBatch } from "~/server/staff/batch-work.server";

const DONE = {
  created: "Exam created as a draft.",
  saved: "Saved.",
  published: "Published: students see it, and its slot on their schedule.",
  unpublished: "Unpublished: students no longer see it.",
  question: "Question saved.",
  "question-deleted": "Question deleted.",
  result: "Result saved.",
  imported: "Results imported.",
} as const;

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

async function examOf(batchId: string, examId: string) {
  const found = await getBatchExam(batchId, examId);
  if (!found) throw notFound();
  return found;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { batch, modules } = await managedBatch(request, params.batchId);
  let { exam, questions } = await examOf(batch.id, params.examId);
  // Attempts left open when the window passed are marked before anyone reads the results.
  if ((await closeExpiredAttempts(exam)) > 0) ({ exam, questions } = await examOf(batch.id, params.examId));
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const editId = url.searchParams.get("edit");
  const phase = examPhase(exam, new Date());
  return {
    batch,
    modules: modules.map((m) => ({ number: m.number, label: m.label })),
    exam: {
      id: exam.id,
      title: exam.title,
      module: labelFor(modules, exam.module),
      kind: exam.kind,
      published: exam.published,
      totalMarks: exam.totalMarks,
      startsAt: exam.startsAt.toISOString(),
      closesAt: examWindow(exam).closesAt.toISOString(),
      phase,
    },
    form: {
      title: exam.title,
      description: exam.description,
      module: String(exam.module),
      opensAt: istLocalValue(exam.startsAt),
      durationMinutes: String(exam.durationMinutes),
      totalMarks: String(exam.totalMarks),
      passingMarks: String(exam.passingMarks),
      topics: exam.topics.join("\n"),
      kind: exam.kind,
      examUrl: exam.examUrl ?? "",
    },
    questions: questions.map((q) => ({
      ...q,
      options: [...q.options],
      correctOptions: [...q.correctOptions],
    })),
    editing: questions.find((q) => q.id === editId) ?? null,
    roster: await examRoster(batch.id, exam.id),
    done: done && done in DONE ? (done as keyof typeof DONE) : null,
  };
}

const schemaFor = (formData: FormData) => {
  switch (formData.get("intent")) {
    case "save":
      return examSchema;
    case "question":
      return questionSchema;
    case "delete-question":
      return questionDeleteSchema;
    case "result":
      return resultSchema;
    case "import":
      return resultsImportSchema;
    default:
      return examChangeSchema;
  }
};

export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await managedBatch(request, params.batchId);
  const { exam } = await examOf(batch.id, params.examId);
  const form = await parseForm(request, schemaFor);
  if (!form.ok) return form.response;
  const here = `/staff/batches/${encodeURIComponent(batch.id)}/exams/${exam.id}`;
  const back = (done: keyof typeof DONE) => redirect(`${here}?done=${done}`);
  const intent = form.formData.get("intent");
  const value = form.value;

  if (intent === "save" && "opensAt" in value) {
    const saved = await saveExam(user, batch.id, exam.id, value);
    if (!saved.ok)
      return form.refuse(
        saved.reason === "invalid" ? { fieldErrors: saved.fieldErrors } : { formErrors: ["No such exam."] },
        saved.reason === "invalid" ? 400 : 404,
      );
    return back("saved");
  }
  if (intent === "question" && "prompt" in value) {
    const saved = await saveQuestion(user, batch.id, exam.id, value);
    if (!saved.ok)
      return form.refuse(
        { formErrors: [saved.reason === "refused" ? saved.message : "No such question."] },
        409,
      );
    return back("question");
  }
  if (intent === "delete-question" && "questionId" in value && value.questionId) {
    const gone = await deleteQuestion(user, batch.id, exam.id, value.questionId);
    if (!gone.ok)
      return form.refuse(
        { formErrors: [gone.reason === "refused" ? gone.message : "No such question."] },
        409,
      );
    return back("question-deleted");
  }
  if (intent === "result" && "userId" in value && "score" in value) {
    const score = value.score === "" ? null : scoreText.safeParse(value.score);
    if (score && !score.success)
      return form.refuse({ fieldErrors: { score: [score.error.issues[0].message] } });
    const saved = await recordResult(user, batch.id, exam.id, value.userId, score ? score.data : null);
    if (!saved.ok)
      return form.refuse({
        fieldErrors: {
          score: saved.reason === "refused" ? saved.problems : ["Not a student of this batch."],
        },
      });
    return back("result");
  }
  if (intent === "import" && "csv" in value) {
    const parsed = parseResultsCsv(await value.csv.text());
    if (parsed.problems.length > 0) return form.refuse({ formErrors: parsed.problems });
    const imported = await importResults(user, batch.id, exam.id, parsed.rows);
    if (!imported.ok)
      return form.refuse({
        formErrors: imported.reason === "refused" ? imported.problems : ["No such exam."],
      });
    return back("imported");
  }
  if (
    "intent" in value &&
    (value.intent === "publish" || value.intent === "unpublish" || value.intent === "delete")
  ) {
    if (value.intent === "delete") {
      const gone = await deleteExam(user, batch.id, exam.id);
      if (!gone.ok)
        return form.refuse({ formErrors: [gone.reason === "refused" ? gone.message : "No such exam."] }, 409);
      return redirect(`/staff/batches/${encodeURIComponent(batch.id)}/exams`);
    }
    const changed = await setExamPublished(user, batch.id, exam.id, value.intent === "publish");
    if (!changed.ok)
      return form.refuse(
        { formErrors: [changed.reason === "refused" ? changed.message : "No such exam."] },
        409,
      );
    return back(value.intent === "publish" ? "published" : "unpublished");
  }
  return form.refuse({ formErrors: ["We couldn't read that form. Please reload the page and try again."] });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `${loaderData?.exam.title ?? "Exam"} · ${loaderData?.batch.name ?? "Batch"} · Staff console`,
    description: "An exam's details, questions and results.",
    path: `/staff/batches/${loaderData?.batch.id ?? ""}/exams/${loaderData?.exam.id ?? ""}`,
    noindex: true,
  });

export default function BatchExam({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, modules, exam, form, questions, editing, roster, done } = loaderData;
  const navigation = useNavigation();
  const result = navigation.state === "idle" && actionData ? actionData.result : null;
  const sent = result?.initialValue?.intent;
  const topProblem =
    sent !== "save" && sent !== "question" && sent !== "result" && sent !== "import"
      ? result?.error?.[""]?.[0]
      : null;
  const locked = exam.phase !== "scheduled";
  const marksGiven = questions.reduce((sum, q) => sum + q.marks, 0);
  return (
    <>
      <BatchHeader
        batch={batch}
        segment="exams"
        title={exam.title}
        actions={
          <Form
            method="post"
            className="flex flex-wrap gap-2"
            onSubmit={(event) => {
              const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
              if (button?.value === "delete" && !window.confirm(`Delete the exam “${exam.title}”?`))
                event.preventDefault();
            }}
          >
            <Button
              type="submit"
              name="intent"
              value={exam.published ? "unpublish" : "publish"}
              variant={exam.published ? "outline" : "primary"}
            >
              {exam.published ? "Unpublish" : "Publish"}
            </Button>
            <Button type="submit" name="intent" value="delete" variant="ghost" className="text-red-700">
              Delete
            </Button>
          </Form>
        }
      />
      <p className="-mt-2 mb-6 max-w-3xl text-ink-muted">{`${exam.module} · ${formatDateTime(exam.startsAt)} to ${formatTime(exam.closesAt)}`}</p>
      <p className="-mt-2 mb-6 flex flex-wrap gap-2">
        {exam.published ? (
          <Badge variant="success">Published</Badge>
        ) : (
          <Badge variant="secondary">Draft</Badge>
        )}
        <Badge variant="outline">{exam.kind === "portal" ? "In-portal test" : "External exam"}</Badge>
        <Badge variant={exam.phase === "open" ? "danger" : "outline"}>
          {exam.phase === "scheduled" ? "Not open yet" : exam.phase === "open" ? "Open now" : "Closed"}
        </Badge>
      </p>
      {done ? <Notice tone="success">{DONE[done]}</Notice> : null}
      {topProblem ? <Notice tone="error">{topProblem}</Notice> : null}

      {exam.kind === "portal" ? (
        <section
          aria-labelledby="questions-heading"
          className="mb-8 rounded-card border border-line bg-surface p-5 shadow-card"
        >
          <h2 id="questions-heading" className="text-lg font-bold">
            Questions ({questions.length}, {marksGiven} of {exam.totalMarks} marks)
          </h2>
          <p className="mb-4 text-sm text-ink-muted">
            {locked
              ? "The exam has opened: its questions are fixed."
              : "Publish when the questions add up to the total marks. Correct answers are never sent to students before the exam closes."}
          </p>
          <QuestionList questions={questions} editable={!locked} />
          {!locked ? (
            <div id="question-form" className="mt-6 scroll-mt-4 border-t border-line pt-6">
              <h3 className="mb-4 font-bold">{editing ? "Edit question" : "Add a question"}</h3>
              <QuestionForm
                key={editing?.id ?? "new"}
                editing={editing}
                lastResult={sent === "question" ? result : null}
                marksLeft={exam.totalMarks - marksGiven}
              />
              {sent === "question" && result?.error?.[""] ? (
                <Notice tone="error" className="mt-4">
                  {result.error[""][0]}
                </Notice>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="results-heading" className="mb-8">
        <h2 id="results-heading" className="mb-3 text-lg font-bold">
          Results
        </h2>
        <ExamResults
          rows={roster}
          totalMarks={exam.totalMarks}
          editable={exam.kind === "external"}
          problem={
            sent === "result" && result?.error?.score
              ? { userId: String(result.initialValue?.userId ?? ""), message: result.error.score[0] }
              : null
          }
        />
        {exam.kind === "external" ? (
          <div className="mt-4 rounded-card border border-line bg-surface p-5 shadow-card">
            <ResultsImport
              problems={
                sent === "import" ? [...(result?.error?.[""] ?? []), ...(result?.error?.csv ?? [])] : []
              }
            />
          </div>
        ) : null}
      </section>

      <section
        aria-labelledby="details-heading"
        className="rounded-card border border-line bg-surface p-5 shadow-card"
      >
        <h2 id="details-heading" className="mb-4 text-lg font-bold">
          Details
        </h2>
        <ExamForm
          modules={modules}
          defaultValue={form}
          lastResult={sent === "save" ? result : null}
          locked={locked}
          submitLabel="Save details"
        />
      </section>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
