import { Badge } from "~/components/ui/badge";
import { formatDuration } from "~/lib/format";
import { resultLabel } from "~/lib/portal-stats";
import type { PortalExam } from "~/lib/portal-types";

/** SPEC.md: Passed green, Failed red, anything else 'Unknown'. */
export function ResultBadge({ result }: { result: string | null }) {
  const label = resultLabel(result);
  const variant = label === "Passed" ? "success" : label === "Failed" ? "danger" : "secondary";
  return <Badge variant={variant}>{label}</Badge>;
}

export function ExamFacts({ items }: { items: [string, string | number][] }) {
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

export function ExamTopics({ topics }: { topics: string[] }) {
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

/** Duration, total and passing marks: the three facts of every exam. */
export function ExamMarks({
  exam,
}: {
  exam: Pick<PortalExam, "durationMinutes" | "totalMarks" | "passingMarks">;
}) {
  return (
    <ExamFacts
      items={[
        ["Duration", formatDuration(exam.durationMinutes)],
        ["Total marks", exam.totalMarks],
        ["Passing marks", exam.passingMarks],
      ]}
    />
  );
}
