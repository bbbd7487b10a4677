import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { ExamTopics, ResultBadge } from "~/components/portal/exam-parts";
import { formatDateTime, formatDuration } from "~/lib/format";
import { formatMarks } from "~/lib/exam-marking";
import { scorePercent } from "~/lib/portal-stats";
import type { PortalExam } from "~/lib/portal-types";

/** The score against the pass mark: a bar with the pass mark drawn on it, and what it means. */
export function ScoreBar({
  exam,
}: {
  exam: Pick<PortalExam, "score" | "totalMarks" | "passingMarks" | "result">;
}) {
  if (exam.score === null) return null;
  const score = exam.score;
  const percent = scorePercent(score, exam.totalMarks);
  return (
    <div className="grid gap-2">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-semibold">
          {formatMarks(score)} of {exam.totalMarks} marks ({percent}%)
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
      <p className="text-sm">
        {score === exam.passingMarks
          ? "You reached the pass mark exactly."
          : score > exam.passingMarks
            ? `You cleared the pass mark by ${formatMarks(score - exam.passingMarks)} marks.`
            : `You were ${formatMarks(exam.passingMarks - score)} marks short of the pass mark. Ask your trainer under Doubts about a re-attempt.`}
      </p>
    </div>
  );
}

/** SPEC.md's "View Detailed Results" for an exam taken elsewhere: result, score against the pass mark, topics. */
export function ExamResultDetails({ exam }: { exam: PortalExam }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="mt-auto" aria-label={`View Detailed Results: ${exam.title}`}>
          View Detailed Results
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{exam.title}</DialogTitle>
          <DialogDescription>{exam.description || exam.module}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="flex items-center gap-3">
            <ResultBadge result={exam.result} />
            <span className="text-sm text-ink-muted">
              Held on <time dateTime={exam.startsAt}>{formatDateTime(exam.startsAt)}</time> ·{" "}
              {formatDuration(exam.durationMinutes)}
            </span>
          </div>
          {exam.score !== null ? (
            <ScoreBar exam={exam} />
          ) : (
            <p className="text-sm">
              Your result has not been published yet. It appears here as soon as your trainer publishes it.
            </p>
          )}
          <ExamTopics topics={exam.topics} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
