import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { NoAccessPage } from "~/components/portal/enrolment-state-card";
import type { Route } from "./+types/calendar";
import { BackLink } from "~/components/portal/back-link";
import { PageHeading } from "~/components/portal/section-card";
import { SessionItem } from "~/components/portal/session-item";
import { usePortal } from "~/components/portal/use-portal";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { formatDay, formatMonth, formatTime } from "~/lib/format";
import {
  addDays,
  addMonths,
  isMonthKey,
  istDateKey,
  istInstant,
  istStartOfDay,
  monthGrid,
  monthKeyOf,
} from "~/lib/ist";
import type { PortalSession } from "~/lib/portal-types";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { portalContext } from "~/server/portal/context.server";
import { listSessions } from "~/server/portal/schedule.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Full Calendar | Student Portal",
    description: "Every class, workshop and exam of your batch in a month view.",
    path: "/dashboard/schedule/calendar",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { activeBatchId: batchId } = await portalContext(request);
  const today = istDateKey(new Date());
  const asked = new URL(request.url).searchParams.get("month");
  const month = isMonthKey(asked) ? asked : monthKeyOf(today);
  const weeks = monthGrid(month);
  const first = weeks[0][0];
  const last = weeks.at(-1)!.at(-1)!;
  const sessions = await listSessions(batchId, istStartOfDay(first), istStartOfDay(addDays(last, 1)));
  return { month, today, weeks, sessions };
}

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const chipTone = {
  upcoming: "border-sky-200 bg-sky-50 text-sky-950",
  exam: "border-red-200 bg-red-50 text-red-900",
  completed: "border-green-200 bg-green-50 text-green-900",
} as const;

const navLink =
  "inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-semibold text-ink hover:border-brand-600 hover:bg-brand-50";

function Chip({ session }: { session: PortalSession }) {
  const prefix = session.cancelled ? "Cancelled: " : session.type === "Exam" ? "Exam: " : "";
  return (
    <li
      className={cn(
        "truncate rounded-md border px-1.5 py-0.5 text-xs",
        session.cancelled ? "border-slate-200 bg-slate-50 text-ink-muted" : chipTone[session.status],
      )}
      title={`${formatTime(session.startsAt)} ${prefix}${session.title}`}
    >
      <span className="font-semibold">{formatTime(session.startsAt)}</span> {prefix}
      {session.title}
    </li>
  );
}

/** Without an active enrolment the page shows the state card instead (decision 12). */
export default function CalendarPage(props: Route.ComponentProps) {
  const { access } = usePortal();
  return access ? (
    <FullCalendar {...props} />
  ) : (
    <NoAccessPage
      heading={
        <PageHeading title="Full Calendar" description="Your batch's classes and exams, month by month." />
      }
    />
  );
}

function FullCalendar({ loaderData }: Route.ComponentProps) {
  const { student } = usePortal();
  const { month, today, weeks, sessions } = loaderData;
  const byDay = new Map<string, PortalSession[]>();
  for (const s of sessions) {
    const key = istDateKey(new Date(s.startsAt));
    byDay.set(key, [...(byDay.get(key) ?? []), s]);
  }
  const monthDays = weeks.flat().filter((d) => d.startsWith(month) && byDay.has(d));

  return (
    <>
      <BackLink to="/dashboard/schedule">Back to schedule</BackLink>
      <PageHeading
        title={`Full Calendar: ${formatMonth(month)}`}
        description={<Badge variant="default">{student.batchName}</Badge>}
      >
        <nav aria-label="Months" className="flex flex-wrap gap-2">
          <Link to={`?month=${addMonths(month, -1)}`} className={navLink}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {formatMonth(addMonths(month, -1))}
          </Link>
          <Link to={`?month=${addMonths(month, 1)}`} className={navLink}>
            {formatMonth(addMonths(month, 1))}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </nav>
      </PageHeading>

      {/* Month grid from the medium breakpoint up; an agenda list on phones. */}
      <div className="hidden overflow-hidden rounded-card border border-line bg-surface shadow-card md:block">
        <table className="w-full table-fixed border-collapse">
          <caption className="sr-only">Classes and exams in {formatMonth(month)}</caption>
          <thead>
            <tr className="bg-surface-muted">
              {WEEKDAYS.map(([short, long]) => (
                <th
                  key={short}
                  scope="col"
                  className="border-b border-line px-2 py-2 text-left text-xs font-semibold text-ink-muted uppercase"
                >
                  <abbr title={long} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const items = byDay.get(day) ?? [];
                  const inMonth = day.startsWith(month);
                  return (
                    <td
                      key={day}
                      className={cn(
                        "h-28 border border-line p-1.5 align-top",
                        !inMonth && "bg-surface-muted",
                      )}
                    >
                      <p
                        className={cn(
                          "mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold",
                          day === today ? "bg-brand-700 text-white" : inMonth ? "text-ink" : "text-slate-500",
                        )}
                      >
                        <span className="sr-only">{formatDay(istInstant(day, 12))}</span>
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                      </p>
                      {items.length ? (
                        <ul className="grid gap-1">
                          {items.slice(0, 3).map((s) => (
                            <Chip key={s.id} session={s} />
                          ))}
                          {items.length > 3 ? (
                            <li className="text-xs font-semibold text-ink-muted">+{items.length - 3} more</li>
                          ) : null}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="md:hidden">
        {monthDays.length === 0 ? (
          <p className="rounded-card border border-line bg-surface p-5 text-ink-muted">
            No classes scheduled in {formatMonth(month)}.
          </p>
        ) : (
          <ol className="grid gap-4">
            {monthDays.map((day) => (
              <li key={day}>
                <h2 className={cn("mb-2 text-sm font-bold", day === today ? "text-brand-700" : "text-ink")}>
                  {formatDay(istInstant(day, 12))}
                  {day === today ? " (today)" : ""}
                </h2>
                <ul className="grid gap-2">
                  {byDay.get(day)!.map((s) => (
                    <li key={s.id}>
                      <SessionItem session={s} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p className="mt-4 flex flex-wrap gap-3 text-xs text-ink-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-sky-300 bg-sky-50" aria-hidden="true" />
          Upcoming
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-red-300 bg-red-50" aria-hidden="true" />
          Exam
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-green-300 bg-green-50" aria-hidden="true" />
          Completed
        </span>
        <span>All times are India Standard Time (IST).</span>
      </p>
    </>
  );
}
