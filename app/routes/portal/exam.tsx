import { CalendarClock } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/exam";
import { BackLink } from "~/components/portal/back-link";
import { ExamMarks, ExamTopics, ResultBadge } from "~/components/portal/exam-parts";
import { ExamReview } from "~/components/portal/exam-review";
import { ScoreBar } from "~/components/portal/exam-result";
import { ExamTest } from "~/components/portal/exam-test";
import { StartExam } from "~/components/portal/exam-card";
import { useRevalidateAt } from "~/components/portal/use-revalidate-at";
import { Button } from "~/components/ui/button";
import { answersFromForm } from "~/lib/exam-marking";
import { formatDateTime, formatTime } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStudent } from "~/server/auth.server";
import { activeBatchIdFor } from "~/server/enrolments.server";
import { answerExam, examQuestionsFor, publishedExam, startAttempt } from "~/server/exam-attempts.server";
import { flashCookie } from "~/server/flash.server";
import { parseForm } from "~/server/forms.server";
import { portalContext } from "~/server/portal/context.server";
import { examPageData } from "~/server/portal/exam-page.server";
import { examWindow } from "~/lib/exam-window";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `${loaderData?.exam.title ?? "Exam"} | Student Portal`,
    description: "An exam of your batch: when it opens, the test itself, and your result.",
    path: `/dashboard/exams/${loaderData?.exam.id ?? ""}`,
    noindex: true,
  });

const notFound = () => new Response("Exam not found", { status: 404, statusText: "Not Found" });

/** One exam of the student's batch; any other id (a draft, another batch's) is answered like a missing one. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { viewer, activeBatchId } = await portalContext(request);
  const page = await examPageData(viewer.userId, activeBatchId, params.examId);
  if (!page) throw notFound();
  return page;
}

function refusal(reason: string, closesAt: Date, opensAt: Date) {
  switch (reason) {
    case "not_open":
      return `This exam is open from ${formatDateTime(opensAt)} to ${formatTime(closesAt)} (India time).`;
    case "time_up":
      return `Time is up: the exam closed at ${formatTime(closesAt)}, so these answers were not accepted. The answers you had saved were marked.`;
    case "submitted":
      return "You have already handed in this test: it has one attempt.";
    default:
      return "Start the exam first.";
  }
}

/** Start the one attempt, save answers as they are given, hand them in: the server's clock decides each. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStudent(request);
  const exam = await publishedExam(await activeBatchIdFor(user.id), params.examId);
  if (!exam) throw notFound();
  const questions = await examQuestionsFor(exam.id);
  // The test's own fields only: one per question (checkboxes send several values).
  const schema = z.object({
    intent: z.enum(["start", "save", "submit"]),
    ...Object.fromEntries(questions.map((q) => [`q-${q.id}`, z.unknown().optional()])),
  });
  const form = await parseForm(request, schema);
  if (!form.ok) return form.response;
  const { opensAt, closesAt } = examWindow(exam);
  const page = `/dashboard/exams/${exam.id}`;
  if (form.value.intent === "start") {
    const started = await startAttempt(exam, user.id);
    if (!started.ok) {
      return data({ refused: refusal("not_open", closesAt, opensAt) }, { status: 400 });
    }
    return redirect(page);
  }
  const submit = form.value.intent === "submit";
  const answered = await answerExam(exam, user.id, answersFromForm(questions, form.formData), { submit });
  if (!answered.ok) {
    return data(
      { refused: refusal(answered.reason, closesAt, opensAt) },
      { status: answered.reason === "not_open" || answered.reason === "no_attempt" ? 400 : 409 },
    );
  }
  if (submit) {
    return redirect(page, {
      headers: {
        "Set-Cookie": flashCookie({
          kind: "success",
          title: "Answers submitted",
          description: `Your score and the review appear when the exam closes at ${formatTime(closesAt)}.`,
        }),
      },
    });
  }
  return { saved: true as const, savedAt: new Date().toISOString() };
}

export default function ExamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { exam, questions, review } = loaderData;
  useRevalidateAt(exam.phase === "closed" ? [] : [exam.startsAt, exam.closesAt]);
  const refused = actionData && "refused" in actionData ? actionData.refused : null;
  return (
    <>
      <BackLink to="/dashboard/exams">All exams</BackLink>
      <header className="mb-6">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{exam.title}</h1>
          {exam.status === "completed" && exam.result ? <ResultBadge result={exam.result} /> : null}
        </div>
        <p className="mt-1 text-ink-muted">
          {exam.module}
          {exam.kind === "portal" ? " · Timed test in the portal, one attempt" : ""}
        </p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          <CalendarClock aria-hidden="true" className="size-4" />
          <span>
            <time dateTime={exam.startsAt}>{formatDateTime(exam.startsAt)}</time> to{" "}
            <time dateTime={exam.closesAt}>{formatTime(exam.closesAt)}</time>
          </span>
        </p>
      </header>

      {refused ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {refused}
        </p>
      ) : null}

      {questions ? (
        <ExamTest
          key={exam.id}
          examId={exam.id}
          questions={questions}
          saved={loaderData.saved}
          savedAt={loaderData.savedAt}
          closesAt={exam.closesAt}
          serverNow={loaderData.serverNow}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <section className="grid content-start gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
            {exam.description ? <p className="text-ink-muted">{exam.description}</p> : null}
            <ExamMarks exam={exam} />
            <ExamTopics topics={exam.topics} />
            <ExamStatus exam={exam} submittedAt={loaderData.submittedAt} />
          </section>
          {exam.kind === "portal" ? <TestRules /> : null}
        </div>
      )}

      {review ? (
        <section aria-labelledby="review-heading" className="mt-8">
          <h2 id="review-heading" className="mb-4 text-xl font-bold">
            Your answers, question by question
          </h2>
          <ExamReview questions={review} />
        </section>
      ) : null}
    </>
  );
}

function ExamStatus({
  exam,
  submittedAt,
}: {
  exam: Route.ComponentProps["loaderData"]["exam"];
  submittedAt: string | null;
}) {
  if (exam.phase === "closed" || (exam.kind === "external" && exam.score !== null)) {
    if (exam.score !== null) return <ScoreBar exam={exam} />;
    return (
      <p className="text-sm">
        {exam.kind === "portal" && exam.attempt === "none"
          ? "You did not take this test."
          : "Your result has not been published yet. It appears here as soon as your trainer publishes it."}
      </p>
    );
  }
  if (exam.attempt === "submitted") {
    return (
      <p className="rounded-lg bg-brand-50 p-4 text-sm">
        You handed in your answers
        {submittedAt ? (
          <>
            {" "}
            at <time dateTime={submittedAt}>{formatTime(submittedAt)}</time>
          </>
        ) : null}
        . Your score and the review appear when the exam closes at{" "}
        <time dateTime={exam.closesAt}>{formatTime(exam.closesAt)}</time>.
      </p>
    );
  }
  if (exam.kind === "portal" && exam.phase === "open" && exam.startUrl) {
    return (
      <Form method="post">
        <Button
          type="submit"
          name="intent"
          value="start"
          size="lg"
          className="w-full bg-red-700 hover:bg-red-800"
        >
          Start Exam
        </Button>
      </Form>
    );
  }
  return <StartExam exam={exam} />;
}

function TestRules() {
  return (
    <aside className="rounded-card border border-line bg-surface p-5 text-sm shadow-card">
      <h2 className="mb-2 font-bold">How the test works</h2>
      <ul className="grid list-disc gap-1.5 pl-5 text-ink-muted">
        <li>One attempt. Once started, the clock runs until the exam closes.</li>
        <li>Your answers are saved as you go; you can also press Save answers.</li>
        <li>When time is up, the answers you saved are marked; later answers are not accepted.</li>
        <li>Multiple choice: each wrong option ticked cancels a right one.</li>
        <li>Your score and the review appear once the exam has closed for everyone.</li>
      </ul>
    </aside>
  );
}

/** Inside the portal shell: a missing exam (or one of another batch). */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="rounded-card border border-line bg-surface p-8 text-center shadow-card">
      <h1 className="text-2xl font-bold">{missing ? "Exam not found" : "Something went wrong"}</h1>
      <p className="mt-2 text-ink-muted">
        {missing
          ? "This exam doesn't exist, or it isn't one of your batch's."
          : "Please try again in a moment."}
      </p>
      <Link
        to="/dashboard/exams"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Back to your exams
      </Link>
    </div>
  );
}
