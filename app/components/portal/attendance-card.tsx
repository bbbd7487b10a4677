import { formatDay } from "~/lib/format";
import { MarkBadge } from "./session-item";

export interface AttendanceSummary {
  percent: number | null;
  present: number;
  late: number;
  absent: number;
  marks: { classId: string; title: string; startsAt: string; mark: "present" | "late" | "absent" }[];
}

/** Shown at most: the latest marks (the week view shows each class's mark too). */
const LATEST = 8;

/**
 * The student's attendance: the percentage (present and late count as
 * attended, out of the classes marked) and the latest classes' marks.
 */
export function AttendanceCard({ attendance }: { attendance: AttendanceSummary }) {
  const marked = attendance.present + attendance.late + attendance.absent;
  if (attendance.percent === null) {
    return (
      <p className="text-sm text-ink-muted">No attendance marked yet. Trainers mark it after each class.</p>
    );
  }
  return (
    <div className="grid gap-4">
      <p>
        <span className="text-3xl font-bold text-ink" data-testid="attendance-percent">
          {attendance.percent}%
        </span>{" "}
        <span className="text-sm text-ink-muted">
          of {marked} marked {marked === 1 ? "class" : "classes"} attended
        </span>
      </p>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        {(
          [
            ["Present", attendance.present],
            ["Late", attendance.late],
            ["Absent", attendance.absent],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-lg bg-surface-muted p-2">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold">{n}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">Latest classes</h3>
        <ul className="grid gap-2 text-sm">
          {attendance.marks.slice(0, LATEST).map((m) => (
            <li key={m.classId} className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium text-ink">{m.title}</span>
                <time dateTime={m.startsAt} className="text-xs text-ink-muted">
                  {formatDay(m.startsAt)}
                </time>
              </span>
              <MarkBadge mark={m.mark} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
