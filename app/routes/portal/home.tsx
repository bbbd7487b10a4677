import {
  BookOpenCheck,
  CalendarCheck,
  CalendarClock,
  MessageCircleQuestion,
  Percent,
  TrendingUp,
  UserRound,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { AnnouncementsCard } from "~/components/portal/announcements-card";
import { BatchStartsCard, startDayLabel } from "~/components/portal/batch-starts";
import { EnrolmentStateCard } from "~/components/portal/enrolment-state-card";
import { MaterialItem } from "~/components/portal/material-item";
import { ReferNowCard } from "~/components/portal/refer-now";
import { SectionCard } from "~/components/portal/section-card";
import { SessionItem } from "~/components/portal/session-item";
import { StatTile } from "~/components/portal/stat-tile";
import { StepPath } from "~/components/portal/step-path";
import { usePortal } from "~/components/portal/use-portal";
import { Button } from "~/components/ui/button";
import { ProgressRing } from "~/components/ui/progress-ring";
import { formatDateTime, formatDuration } from "~/lib/format";
import { progressPercent } from "~/lib/portal-stats";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { markAnnouncementsRead, studentAnnouncements } from "~/server/announcements.server";
import { studentAttendance } from "~/server/attendance.server";
import { portalContext } from "~/server/portal/context.server";
import { listExams } from "~/server/portal/exams.server";
import { listMaterials } from "~/server/portal/materials.server";
import { upcomingSessions } from "~/server/portal/schedule.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Dashboard | Student Portal",
    description: "Your progress, upcoming classes, recent materials and next exam at a glance.",
    path: "/dashboard",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, activeBatchId: batchId, joinedAt } = await portalContext(request);
  const [sessions, materials, exams, announcements, attendance] = await Promise.all([
    upcomingSessions(batchId, 3),
    listMaterials(batchId, 3),
    listExams(viewer.userId, batchId, joinedAt),
    studentAnnouncements(viewer.userId, batchId, 5),
    studentAttendance(viewer.userId, batchId),
  ]);
  // Shown once as "New"; the demo changes nothing on the server.
  if (!viewer.demo) {
    await markAnnouncementsRead(
      viewer.userId,
      announcements.filter((a) => a.unread).map((a) => a.id),
    );
  }
  return {
    sessions,
    materials,
    nextExam: exams.find((e) => e.status === "upcoming") ?? null,
    announcements,
    attendancePercent: attendance.percent,
  };
}

function nextModuleLabel(modules: readonly { number: number; title: string; done: boolean }[]) {
  const next = modules.find((m) => !m.done);
  return next ? `module ${next.number}, ${next.title}` : "the next module";
}

/** Without an active enrolment: the welcome, the state card and what is open meanwhile (decision 12). */
export default function DashboardHome(props: Route.ComponentProps) {
  const { access, student } = usePortal();
  if (access) return <ActiveHome {...props} />;
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome back, {student.name.split(/\s+/)[0]}!</h1>
        <p className="mt-1 text-ink-muted">Your student account is ready.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <EnrolmentStateCard />
        </div>
        <QuickActions title="Open to you now" className="self-start">
          <Link to="/dashboard/profile">
            <UserRound aria-hidden="true" />
            Your profile
          </Link>
        </QuickActions>
      </div>
    </>
  );
}

function ActiveHome({ loaderData }: Route.ComponentProps) {
  const { student, startsOn } = usePortal();
  const { sessions, materials, nextExam, announcements, attendancePercent } = loaderData;
  const percent = progressPercent(student.completedModules, student.totalModules);
  const firstName = student.name.split(/\s+/)[0];

  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome back, {firstName}!</h1>
        <p className="mt-1 text-ink-muted">
          {student.courseTitle} · {student.batchName}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        {startsOn ? (
          <BatchStartsCard
            startsOn={startsOn}
            batchName={student.batchName}
            notesReady={materials.length > 0}
            className="lg:col-span-3"
          />
        ) : null}
        <section
          aria-labelledby="progress-heading"
          className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6 lg:col-span-2"
        >
          <h2 id="progress-heading" className="text-lg font-bold">
            Your Progress
          </h2>
          <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:items-center">
            <ProgressRing value={percent} size={128} label="Course progress" />
            <div className="min-w-0 flex-1">
              <p className="text-lg font-semibold text-ink">
                {student.completedModules} of {student.totalModules} modules completed
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {startsOn
                  ? `Module 1 starts with your first live class on ${startDayLabel(startsOn)}.`
                  : student.completedModules === 0
                    ? "Your first module starts with your batch's next live class."
                    : student.completedModules >= student.totalModules
                      ? "Every module done: well done!"
                      : `Next up: ${nextModuleLabel(student.modules)}. Keep going!`}
              </p>
              <div className="mt-4">
                <StepPath modules={student.modules} started={!startsOn} />
              </div>
            </div>
          </div>
        </section>

        <div className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-1">
          <StatTile
            label="Modules done"
            value={`${student.completedModules}/${student.totalModules}`}
            icon={BookOpenCheck}
            tone="green"
          />
          <StatTile label="Complete" value={`${percent}%`} icon={Percent} tone="brand" />
          <StatTile
            label="Attendance"
            value={attendancePercent === null ? "–" : `${attendancePercent}%`}
            icon={CalendarCheck}
            tone="sky"
          />
        </div>

        <AnnouncementsCard announcements={announcements} className="lg:col-span-3" />

        <SectionCard
          title="Upcoming Classes"
          action={{ to: "/dashboard/schedule", label: "Full schedule" }}
          className="lg:col-span-2"
        >
          {sessions.length === 0 ? (
            <p className="text-ink-muted">
              No classes scheduled yet. Your trainers will publish the next ones soon.
            </p>
          ) : (
            <ul className="grid gap-3">
              {sessions.map((s) => (
                <li key={s.id}>
                  <SessionItem session={s} showDay />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        <div className="grid content-start gap-6">
          <SectionCard title="Next Exam" action={{ to: "/dashboard/exams", label: "All exams" }}>
            {nextExam ? (
              <div>
                <p className="font-semibold text-ink">{nextExam.title}</p>
                <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-muted">
                  <CalendarClock aria-hidden="true" className="size-4" />
                  <time dateTime={nextExam.startsAt}>{formatDateTime(nextExam.startsAt)}</time>
                </p>
                <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
                  <div className="rounded-lg bg-surface-muted p-2">
                    <dt className="text-ink-muted">Duration</dt>
                    <dd className="font-semibold">{formatDuration(nextExam.durationMinutes)}</dd>
                  </div>
                  <div className="rounded-lg bg-surface-muted p-2">
                    <dt className="text-ink-muted">Total</dt>
                    <dd className="font-semibold">{nextExam.totalMarks}</dd>
                  </div>
                  <div className="rounded-lg bg-surface-muted p-2">
                    <dt className="text-ink-muted">Passing</dt>
                    <dd className="font-semibold">{nextExam.passingMarks}</dd>
                  </div>
                </dl>
              </div>
            ) : (
              <p className="text-ink-muted">No exam scheduled. We'll list it here as soon as one is.</p>
            )}
          </SectionCard>

          <QuickActions title="Quick Actions">
            <Link to="/dashboard/profile#progress">
              <TrendingUp aria-hidden="true" />
              View Progress
            </Link>
          </QuickActions>
        </div>

        <SectionCard
          title="Recent Materials"
          action={{ to: "/dashboard/materials", label: "All materials" }}
          className="lg:col-span-2"
        >
          {materials.length === 0 ? (
            <p className="text-ink-muted">No materials yet.</p>
          ) : (
            <ul className="grid gap-3">
              {materials.map((m) => (
                <li key={m.id}>
                  <MaterialItem material={m} compact />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        <div className="self-start">
          <ReferNowCard />
        </div>
      </div>
    </>
  );
}

/** SPEC.md's quick actions: Ask a Doubt (open to every student), and a second link. */
function QuickActions({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactElement;
}) {
  return (
    <section
      aria-labelledby="quick-actions-heading"
      className={`rounded-card border border-line bg-surface p-5 shadow-card sm:p-6 ${className ?? ""}`}
    >
      <h2 id="quick-actions-heading" className="mb-4 text-lg font-bold">
        {title}
      </h2>
      <div className="grid gap-3">
        <Button asChild>
          <Link to="/dashboard/doubts?ask=1">
            <MessageCircleQuestion aria-hidden="true" />
            Ask a Doubt
          </Link>
        </Button>
        <Button asChild variant="outline">
          {children}
        </Button>
      </div>
    </section>
  );
}
