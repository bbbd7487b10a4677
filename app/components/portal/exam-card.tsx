import { PortalLink } from "./portal-link";
import { CalendarClock, ExternalLink } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { formatDateTime, formatDuration } from "~/lib/format";
import { resultLabel, scorePercent } from "~/lib/portal-stats";
import type { PortalExam } from "~/lib/portal-types";

/** SPEC.md: Passed green, Failed red, anything else 'Unknown'. */
export function ResultBadge({ result }: { result: string | null }) {
  const label = resultLabel(result);
  const variant = label === "Passed" ? "success" : label === "Failed" ? "danger" : "secondary";
  return <Badge variant={variant}>{label}</Badge>;
}

function Facts({ items }: { items: [string, string | number][] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 text-center text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-surface-muted p-2">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Topics({ topics }: { topics: string[] }) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold">Topics</p>
      <ul className="flex flex-wrap gap-1.5">
        {topics.map((t) => (
          <li key={t}>
            <Badge variant="outline">{t}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function UpcomingExamCard({ exam }: { exam: PortalExam }) {
  return (
    <article className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <div>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-bold">{exam.title}</h3>
          <Badge variant="info">Upcoming</Badge>
        </div>
        <p className="mt-1 text-sm text-ink-muted">{exam.description}</p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          <CalendarClock aria-hidden="true" className="size-4" />
          <time dateTime={exam.startsAt}>{formatDateTime(exam.startsAt)}</time>
        </p>
      </div>
      <Facts
        items={[
          ["Duration", formatDuration(exam.durationMinutes)],
          ["Total marks", exam.totalMarks],
          ["Passing marks", exam.passingMarks],
        ]}
      />
      <Topics topics={exam.topics} />
      {exam.examUrl ? (
        <PortalLink
          href={exam.examUrl}
          label={`: ${exam.title}`}
          className="mt-auto inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg bg-red-700 px-5 font-semibold text-white shadow-sm hover:bg-red-800"
        >
          Start Exam
          <ExternalLink aria-hidden="true" className="size-4" />
        </PortalLink>
      ) : null}
    </article>
  );
}

export function CompletedExamCard({ exam }: { exam: PortalExam }) {
  const hasScore = exam.score !== null;
  const percent = hasScore ? scorePercent(exam.score!, exam.totalMarks) : null;
  return (
    <article className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <div>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-bold">{exam.title}</h3>
          <ResultBadge result={exam.result} />
        </div>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <CalendarClock aria-hidden="true" className="size-4" />
          <time dateTime={exam.startsAt}>{formatDateTime(exam.startsAt)}</time>
        </p>
      </div>
      <Facts
        items={[
          ["Score", hasScore ? `${exam.score}/${exam.totalMarks}` : "Awaited"],
          ["Percentage", percent === null ? "–" : `${percent}%`],
          ["Passing", `${exam.passingMarks}/${exam.totalMarks}`],
        ]}
      />
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" className="mt-auto" aria-label={`View Detailed Results: ${exam.title}`}>
            View Detailed Results
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{exam.title}</DialogTitle>
            <DialogDescription>{exam.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <div className="flex items-center gap-3">
              <ResultBadge result={exam.result} />
              <span className="text-sm text-ink-muted">
                Held on <time dateTime={exam.startsAt}>{formatDateTime(exam.startsAt)}</time> ·{" "}
                {formatDuration(exam.durationMinutes)}
              </span>
            </div>
            {hasScore ? (
              <>
                <div>
                  <div className="mb-1 flex justify-between text-sm">
                    <span className="font-semibold">
                      {exam.score} of {exam.totalMarks} marks ({percent}%)
                    </span>
                    <span className="text-ink-muted">Pass mark {exam.passingMarks}</span>
                  </div>
                  <div className="relative h-3 rounded-full bg-slate-200" aria-hidden="true">
                    <div
                      className={`h-full rounded-full ${exam.result === "passed" ? "bg-green-600" : "bg-red-600"}`}
                      style={{ width: `${percent}%` }}
                    />
                    <div
                      className="absolute inset-y-[-3px] w-0.5 bg-ink"
                      style={{ left: `${scorePercent(exam.passingMarks, exam.totalMarks)}%` }}
                    />
                  </div>
                </div>
                <p className="text-sm">
                  {exam.score! >= exam.passingMarks
                    ? `You cleared the pass mark by ${exam.score! - exam.passingMarks} marks.`
                    : `You were ${exam.passingMarks - exam.score!} marks short of the pass mark. Ask your trainer under Doubts about a re-attempt.`}
                </p>
              </>
            ) : (
              <p className="text-sm">
                Your result has not been published yet. It appears here as soon as your trainer publishes it.
              </p>
            )}
            <Topics topics={exam.topics} />
          </div>
        </DialogContent>
      </Dialog>
    </article>
  );
}
