import { CalendarDays, CalendarRange, ChevronLeft, ChevronRight, Download, Video } from "lucide-react";
import { Link } from "react-router";
import { NoAccessPage } from "~/components/portal/enrolment-state-card";
import type { Route } from "./+types/schedule";
import { CalendarFeedCard } from "~/components/portal/calendar-feed-card";
import { PageHeading, SectionCard } from "~/components/portal/section-card";
import { SessionItem } from "~/components/portal/session-item";
import { usePortal } from "~/components/portal/use-portal";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { addDays, isDateKey, istDateKey, istInstant, istStartOfDay, weekDays, weekStartKey } from "~/lib/ist";
import { formatDay, plural } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { siteConfig } from "~/server/env.server";
import { portalContext } from "~/server/portal/context.server";
import { listSessions } from "~/server/portal/schedule.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Class Schedule | Student Portal",
    description: "Your batch's classes, mentoring sessions, workshops and exams, day by day.",
    path: "/dashboard/schedule",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, activeBatchId: batchId } = await portalContext(request);
  const today = istDateKey(new Date());
  const asked = new URL(request.url).searchParams.get("week");
  const monday = weekStartKey(isDateKey(asked) ? asked : today);
  const sessions = await listSessions(batchId, istStartOfDay(monday), istStartOfDay(addDays(monday, 7)));
  const days = weekDays(monday).map((day) => ({
    day,
    sessions: sessions.filter((s) => istDateKey(new Date(s.startsAt)) === day),
  }));
  const feedUrl = viewer.user ? `${siteConfig().siteUrl}/calendar/${viewer.user.calendarToken}.ics` : null;
  return { monday, today, thisMonday: weekStartKey(today), days, feedUrl };
}

/** Noon of a date key, for formatting a day without time-zone edge cases. */
const noon = (day: string) => istInstant(day, 12);

function weekLabel(monday: string, thisMonday: string) {
  const offset = Math.round((Date.parse(monday) - Date.parse(thisMonday)) / (7 * 86_400_000));
  const prefix =
    offset === 0 ? "This week" : offset === 1 ? "Next week" : offset === -1 ? "Last week" : "Week";
  return `${prefix}: ${formatDay(noon(monday))} – ${formatDay(noon(addDays(monday, 6)))}`;
}

const navLink =
  "inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-semibold text-ink hover:border-brand-600 hover:bg-brand-50";

/** Without an active enrolment the page shows the state card instead (decision 12). */
export default function SchedulePage(props: Route.ComponentProps) {
  const { access } = usePortal();
  return access ? (
    <Schedule {...props} />
  ) : (
    <NoAccessPage
      heading={
        <PageHeading
          title="Class Schedule"
          description="Your batch's live classes, mentoring, workshops and exams, day by day."
        />
      }
    >
      {/* Subscribing early is fine: the feed is empty until the enrolment is active, then fills in. */}
      <SectionCard title="Calendar Feed" className="mt-6">
        <CalendarFeedCard feedUrl={props.loaderData.feedUrl} />
      </SectionCard>
    </NoAccessPage>
  );
}

function Schedule({ loaderData }: Route.ComponentProps) {
  const { student } = usePortal();
  const { monday, today, thisMonday, days, feedUrl } = loaderData;
  const total = days.reduce((n, d) => n + d.sessions.length, 0);

  return (
    <>
      <PageHeading
        title="Class Schedule"
        description={
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{weekLabel(monday, thisMonday)}</span>
            <Badge variant="default">{student.batchName}</Badge>
            <span className="text-sm">{plural(total, "session")} this week</span>
          </div>
        }
      >
        <nav aria-label="Weeks" className="flex flex-wrap gap-2">
          <Link to={`?week=${addDays(monday, -7)}`} className={navLink} preventScrollReset>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous<span className="sr-only"> week</span>
          </Link>
          {monday !== thisMonday ? (
            <Link to="?" className={navLink} preventScrollReset>
              This week
            </Link>
          ) : null}
          <Link to={`?week=${addDays(monday, 7)}`} className={navLink} preventScrollReset>
            Next<span className="sr-only"> week</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </nav>
      </PageHeading>

      {/* Phones see the quick actions first; from lg up they sit beside the week. */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-start-3 lg:row-start-1">
          <SectionCard title="Quick Actions">
            <div className="grid gap-3">
              <Link
                to={`/dashboard/schedule/calendar?month=${monday.slice(0, 7)}`}
                className={`${navLink} min-h-11 justify-start`}
              >
                <CalendarRange aria-hidden="true" className="size-4" />
                View Full Calendar
              </Link>
              <a
                href="/dashboard/schedule/reminders.ics"
                download="class-reminders.ics"
                className={`${navLink} min-h-11 justify-start`}
              >
                <Download aria-hidden="true" className="size-4" />
                Set Reminders
                <span className="sr-only"> (downloads a calendar file of upcoming classes)</span>
              </a>
              <Link to="/dashboard/schedule/av-check" className={`${navLink} min-h-11 justify-start`}>
                <Video aria-hidden="true" className="size-4" />
                Test Audio/Video
              </Link>
            </div>
            <p className="mt-3 text-xs text-ink-muted">
              Set Reminders downloads your upcoming classes as a calendar file with a reminder 15 minutes
              before each one. Times are India time (IST).
            </p>
          </SectionCard>
        </div>
        <ol
          className="grid content-start gap-4 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1"
          aria-label="Days of the week"
        >
          {days.map(({ day, sessions }) => (
            <li key={day}>
              <section
                aria-labelledby={`day-${day}`}
                className={cn(
                  "rounded-card border bg-surface p-4 shadow-card sm:p-5",
                  day === today ? "border-brand-600 ring-1 ring-brand-600" : "border-line",
                )}
              >
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`day-${day}`} className="text-base font-bold">
                    {formatDay(noon(day))}
                    {day === today ? (
                      <span className="ml-2 text-sm font-semibold text-brand-700">Today</span>
                    ) : null}
                  </h2>
                  <Badge variant={sessions.length ? "default" : "secondary"}>
                    {plural(sessions.length, "session")}
                  </Badge>
                </div>
                {sessions.length === 0 ? (
                  <p className="text-sm text-ink-muted">No classes scheduled for this day</p>
                ) : (
                  <ul className="grid gap-3">
                    {sessions.map((s) => (
                      <li key={s.id}>
                        <SessionItem session={s} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          ))}
        </ol>

        <div className="grid content-start gap-6 lg:col-start-3 lg:row-start-2">
          <SectionCard title="Calendar Feed">
            <CalendarFeedCard feedUrl={feedUrl} />
          </SectionCard>
          <p className="flex items-center gap-2 text-xs text-ink-muted">
            <CalendarDays aria-hidden="true" className="size-4" />
            All times are India Standard Time (IST).
          </p>
        </div>
      </div>
    </>
  );
}
