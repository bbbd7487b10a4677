import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/batch-exam";
import { BatchHeader } from "~/components/staff/batch-header";
import { ExamForm } from "~/components/staff/exam-form";
import { QuestionForm, QuestionList } from "~/components/staff/exam-questions";
import { ExamResults, ResultsImport } from "~/components/staff/exam-results";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime, formatTime } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { examPageAction, examPageLoad } from "~/server/staff/exam-page.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return examPageLoad(request, params);
}

export function action({ request, params }: Route.ActionArgs) {
  return examPageAction(request, params);
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
      {done ? <Notice tone="success">{done}</Notice> : null}
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
