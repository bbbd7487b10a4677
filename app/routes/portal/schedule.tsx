import { CalendarDays, CalendarRange, Download, Video } from "lucide-react";
import { data, Link } from "react-router";
import { NoAccessPage } from "~/components/portal/enrolment-state-card";
import type { Route } from "./+types/schedule";
import { AttendanceCard } from "~/components/portal/attendance-card";
import { BatchStartsCard } from "~/components/portal/batch-starts";
import { CalendarFeedCard } from "~/components/portal/calendar-feed-card";
import { PageHeading, SectionCard } from "~/components/portal/section-card";
import { SessionItem } from "~/components/portal/session-item";
import { usePortal } from "~/components/portal/use-portal";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { WeekNav, weekNavLink } from "~/components/ui/week-nav";
import { addDays, isDateKey, istDateKey, istInstant, istStartOfDay, weekDays, weekStartKey } from "~/lib/ist";
import { formatDay, plural } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { studentAttendance } from "~/server/attendance.server";
import { siteConfig } from "~/server/env.server";
import { portalContext } from "~/server/portal/context.server";
import { calendarFeedSchema } from "~/lib/portal-forms";
import { requireStudent } from "~/server/auth.server";
import { parseForm } from "~/server/forms.server";
import { calendarFeedCreatedAt, listSessions, resetCalendarFeedToken } from "~/server/portal/schedule.server";

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
  const [listed, attendance] = await Promise.all([
    listSessions(batchId, istStartOfDay(monday), istStartOfDay(addDays(monday, 7))),
    studentAttendance(viewer.userId, batchId),
  ]);
  const marks = new Map(attendance.marks.map((m) => [m.classId, m.mark]));
  const sessions = listed.map((s) => ({ ...s, mark: marks.get(s.id) ?? null }));
  const days = weekDays(monday).map((day) => ({
    day,
    sessions: sessions.filter((s) => istDateKey(new Date(s.startsAt)) === day),
  }));
  const feedCreatedAt = viewer.user ? await calendarFeedCreatedAt(viewer.user.id) : null;
  return {
    monday,
    today,
    thisMonday: weekStartKey(today),
    days,
    attendance,
    signedIn: viewer.user !== null,
    feedCreatedAt: feedCreatedAt?.toISOString() ?? null,
  };
}

/** "Reset feed link": a new private feed token, shown in this answer only. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStudent(request);
  const form = await parseForm(request, calendarFeedSchema);
  if (!form.ok) return data({ newFeedUrl: null }, { status: 400 });
  const token = await resetCalendarFeedToken(user.id);
  return data(
    { newFeedUrl: `${siteConfig().siteUrl}/calendar/${token}.ics` },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Noon of a date key, for formatting a day without time-zone edge cases. */
const noon = (day: string) => istInstant(day, 12);

function weekLabel(monday: string, thisMonday: string) {
  const offset = Math.round((Date.parse(monday) - Date.parse(thisMonday)) / (7 * 86_400_000));
  const prefix =
    offset === 0 ? "This week" : offset === 1 ? "Next week" : offset === -1 ? "Last week" : "Week";
  return `${prefix}: ${formatDay(noon(monday))} – ${formatDay(noon(addDays(monday, 6)))}`;
}

const navLink = weekNavLink;

/** Without an active enrolment the page shows the state card instead (decision 12). */
export default function SchedulePage(props: Route.ComponentProps) {
  const { access } = usePortal();
  const { signedIn, feedCreatedAt } = props.loaderData;
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
        <CalendarFeedCard
          signedIn={signedIn}
          createdAt={feedCreatedAt}
          newFeedUrl={props.actionData?.newFeedUrl ?? null}
        />
      </SectionCard>
    </NoAccessPage>
  );
}

function Schedule({ loaderData, actionData }: Route.ComponentProps) {
  const { student, startsOn } = usePortal();
  const { monday, today, thisMonday, days, attendance, signedIn, feedCreatedAt } = loaderData;
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
        <WeekNav monday={monday} thisMonday={thisMonday} />
      </PageHeading>

      {startsOn ? (
        <BatchStartsCard
          startsOn={startsOn}
          batchName={student.batchName}
          notesReady={false}
          firstWeekHref={
            weekStartKey(startsOn) !== monday ? `/dashboard/schedule?week=${weekStartKey(startsOn)}` : null
          }
          className="mb-6"
        />
      ) : null}
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
          <SectionCard title="Your Attendance">
            <AttendanceCard attendance={attendance} />
          </SectionCard>
          <SectionCard title="Calendar Feed" id="calendar-feed">
            <CalendarFeedCard
              signedIn={signedIn}
              createdAt={feedCreatedAt}
              newFeedUrl={actionData?.newFeedUrl ?? null}
            />
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
