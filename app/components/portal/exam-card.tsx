import { CalendarClock, ExternalLink, Lock } from "lucide-react";
import { Link } from "react-router";
import { ExamFacts, ExamMarks, ExamTopics, ResultBadge } from "~/components/portal/exam-parts";
import { ExamResultDetails } from "~/components/portal/exam-result";
import { PortalLink } from "~/components/portal/portal-link";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/format";
import { formatMarks } from "~/lib/exam-marking";
import { scorePercent } from "~/lib/portal-stats";
import type { PortalExam } from "~/lib/portal-types";

const startClass =
  "mt-auto inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg bg-red-700 px-5 font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/** "Start Exam" inside the window (a link out, or the test in the portal); before it, when it opens. */
export function StartExam({ exam }: { exam: PortalExam }) {
  if (exam.startUrl) {
    const label = exam.attempt === "in_progress" ? "Continue Exam" : "Start Exam";
    return exam.kind === "external" ? (
      <PortalLink href={exam.startUrl} label={`: ${exam.title}`} className={startClass}>
        {label}
        <ExternalLink aria-hidden="true" className="size-4" />
      </PortalLink>
    ) : (
      <Link to={exam.startUrl} className={startClass}>
        {label}
        <span className="sr-only">: {exam.title}</span>
      </Link>
    );
  }
  return (
    <p className="mt-auto flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-dashed border-slate-300 px-4 text-center text-sm text-ink-muted">
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Start Exam opens <time dateTime={exam.startsAt}>{formatDateTime(exam.startsAt)}</time>
      </span>
    </p>
  );
}

export function UpcomingExamCard({ exam }: { exam: PortalExam }) {
  const open = exam.phase === "open";
  return (
    <article className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <div>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-bold">{exam.title}</h3>
          <Badge variant={open ? "danger" : "info"}>{open ? "Open now" : "Upcoming"}</Badge>
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          {exam.module}
          {exam.kind === "portal" ? " · Timed test in the portal" : ""}
        </p>
        {exam.description ? <p className="mt-1 text-sm text-ink-muted">{exam.description}</p> : null}
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          <CalendarClock aria-hidden="true" className="size-4" />
          <time dateTime={exam.startsAt}>{formatDateTime(exam.startsAt)}</time>
        </p>
      </div>
      <ExamMarks exam={exam} />
      <ExamTopics topics={exam.topics} />
      <StartExam exam={exam} />
    </article>
  );
}

export function CompletedExamCard({ exam }: { exam: PortalExam }) {
  const hasScore = exam.score !== null;
  const percent = hasScore ? scorePercent(exam.score!, exam.totalMarks) : null;
  const waiting = exam.phase !== "closed" && exam.attempt === "submitted";
  const notTaken = exam.kind === "portal" && exam.attempt === "none";
  return (
    <article className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <div>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-bold">{exam.title}</h3>
          {waiting ? <Badge variant="info">Submitted</Badge> : <ResultBadge result={exam.result} />}
        </div>
        <p className="mt-1 text-sm text-ink-muted">{exam.module}</p>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <CalendarClock aria-hidden="true" className="size-4" />
          <time dateTime={exam.startsAt}>{formatDateTime(exam.startsAt)}</time>
        </p>
      </div>
      <ExamFacts
        items={[
          [
            "Score",
            hasScore ? `${formatMarks(exam.score!)}/${exam.totalMarks}` : notTaken ? "Not taken" : "Awaited",
          ],
          ["Percentage", percent === null ? "–" : `${percent}%`],
          ["Passing", `${exam.passingMarks}/${exam.totalMarks}`],
        ]}
      />
      {waiting ? (
        <p className="text-sm text-ink-muted">
          Your answers are in. Your score and the review appear when the exam closes at{" "}
          <time dateTime={exam.closesAt}>{formatDateTime(exam.closesAt)}</time>.
        </p>
      ) : exam.kind === "portal" && exam.attempt !== "none" ? (
        <Link
          to={exam.pageUrl}
          className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 font-semibold hover:bg-slate-50"
        >
          View Detailed Results<span className="sr-only">: {exam.title}</span>
        </Link>
      ) : (
        <ExamResultDetails exam={exam} />
      )}
    </article>
  );
}
