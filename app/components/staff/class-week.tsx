import { PlayCircle } from "lucide-react";
import type { StaffClassRow } from "~/lib/class-forms";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { WeekNav } from "~/components/ui/week-nav";
import { formatDay, formatDuration, formatTime, plural } from "~/lib/format";
import { addDays, istInstant } from "~/lib/ist";
import { batchPath } from "./batch-nav";

const noon = (day: string) => istInstant(day, 12);

function StatusBadges({ c, roster }: { c: StaffClassRow; roster: number }) {
  if (c.cancelled) return <Badge variant="danger">Cancelled</Badge>;
  return (
    <>
      {c.moved ? <Badge variant="warning">Moved</Badge> : null}
      {c.held ? <Badge variant="success">Held</Badge> : null}
      {c.started ? (
        <Badge variant={c.marked >= roster && roster > 0 ? "success" : "secondary"}>
          {roster === 0 ? "No students" : `${c.marked} of ${roster} marked`}
        </Badge>
      ) : (
        <Badge variant="info">Upcoming</Badge>
      )}
      {c.recording ? (
        <Badge variant="outline">
          <PlayCircle aria-hidden="true" className="mr-1 size-3" />
          Recording
        </Badge>
      ) : null}
    </>
  );
}

/** A week of a batch's classes, day by day, for the trainer (each links to its page). */
export function ClassWeek({
  batchId,
  monday,
  thisMonday,
  today,
  days,
  roster,
}: {
  batchId: string;
  monday: string;
  thisMonday: string;
  today: string;
  days: { day: string; classes: StaffClassRow[] }[];
  roster: number;
}) {
  const total = days.reduce((n, d) => n + d.classes.length, 0);
  return (
    <section aria-labelledby="week-heading" className="grid content-start gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-heading" className="text-lg font-bold">
          {monday === thisMonday ? "This week" : "Week"}: {formatDay(noon(monday))} –{" "}
          {formatDay(noon(addDays(monday, 6)))}
          <span className="ml-2 text-sm font-normal text-ink-muted">{plural(total, "class", "classes")}</span>
        </h2>
        <WeekNav monday={monday} thisMonday={thisMonday} />
      </div>
      <ol className="grid gap-3">
        {days
          .filter((d) => d.classes.length > 0 || d.day === today)
          .map(({ day, classes }) => (
            <li
              key={day}
              className={cn(
                "rounded-card border bg-surface p-4 shadow-card",
                day === today ? "border-brand-600" : "border-line",
              )}
            >
              <h3 className="mb-2 text-sm font-bold">
                {formatDay(noon(day))}
                {day === today ? <span className="ml-2 text-brand-700">Today</span> : null}
              </h3>
              {classes.length === 0 ? (
                <p className="text-sm text-ink-muted">No classes today.</p>
              ) : (
                <ul className="divide-y divide-line">
                  {classes.map((c) => (
                    <li key={c.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
                      <p className="shrink-0 text-sm font-semibold text-brand-800 sm:w-32">
                        <time dateTime={c.startsAt} className={c.cancelled ? "line-through" : undefined}>
                          {formatTime(c.startsAt)}
                        </time>
                        <span className="font-normal text-ink-muted">
                          {" "}
                          · {formatDuration(c.durationMinutes)}
                        </span>
                      </p>
                      <div className="min-w-0 flex-1">
                        <Link
                          to={batchPath(batchId, `classes/${encodeURIComponent(c.id)}`)}
                          className="font-semibold text-ink underline-offset-4 hover:text-brand-700 hover:underline"
                        >
                          {c.title}
                        </Link>
                        <p className="text-sm text-ink-muted">
                          {c.type} · {c.instructor}
                          {c.inSeries ? " · weekly series" : ""}
                        </p>
                        <div className="mt-1.5 flex flex-wrap gap-1.5">
                          <StatusBadges c={c} roster={roster} />
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
      </ol>
      {total === 0 ? (
        <p className="rounded-card border border-line bg-surface p-4 text-sm text-ink-muted">
          No classes this week. Schedule one or a weekly series below.
        </p>
      ) : null}
    </section>
  );
}
