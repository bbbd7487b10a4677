import { Award, CheckCircle2, ClipboardCheck, Hourglass } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { usePortal } from "~/components/portal/use-portal";
import { NoAccessPage } from "~/components/portal/enrolment-state-card";
import type { Route } from "./+types/exams";
import { CompletedExamCard, UpcomingExamCard } from "~/components/portal/exam-card";
import { PageHeading } from "~/components/portal/section-card";
import { StatTile } from "~/components/portal/stat-tile";
import { useRevalidateAt } from "~/components/portal/use-revalidate-at";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { averageScore } from "~/lib/portal-stats";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { portalContext } from "~/server/portal/context.server";
import { listExams } from "~/server/portal/exams.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Exams | Student Portal",
    description: "Upcoming exams with their topics and marks, and your completed exams with results.",
    path: "/dashboard/exams",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, activeBatchId: batchId, joinedAt } = await portalContext(request);
  return { exams: await listExams(viewer.userId, batchId, joinedAt) };
}

export { skipWhenOnlyQueryChanges as shouldRevalidate } from "~/components/portal/revalidate";

/** Without an active enrolment the page shows the state card instead (decision 12). */
export default function ExamsPage(props: Route.ComponentProps) {
  const { access } = usePortal();
  return access ? (
    <Exams {...props} />
  ) : (
    <NoAccessPage
      heading={
        <PageHeading
          title="Exams"
          description="Your batch's assessments: what's coming up and how you did."
        />
      }
    />
  );
}

function Exams({ loaderData }: Route.ComponentProps) {
  const { exams } = loaderData;
  // An exam opening or closing while the page is open brings "Start Exam" or the result.
  useRevalidateAt(exams.flatMap((e) => (e.phase === "closed" ? [] : [e.startsAt, e.closesAt])));
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "completed" ? "completed" : "upcoming";
  const upcoming = exams.filter((e) => e.status === "upcoming");
  const completed = exams.filter((e) => e.status === "completed").reverse();
  const scored = completed
    .filter((e) => e.score !== null)
    .map((e) => ({ score: e.score!, totalMarks: e.totalMarks }));
  const avg = averageScore(scored);

  return (
    <>
      <PageHeading title="Exams" description="Your batch's assessments: what's coming up and how you did." />
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label="Completed" value={completed.length} icon={CheckCircle2} tone="green" />
        <StatTile label="Upcoming" value={upcoming.length} icon={Hourglass} tone="sky" />
        <StatTile
          label="Passed"
          value={completed.filter((e) => e.result === "passed").length}
          icon={Award}
          tone="amber"
        />
        <StatTile
          label="Avg Score"
          value={avg === null ? "–" : `${avg}%`}
          icon={ClipboardCheck}
          tone="brand"
        />
      </div>

      {/* The tabs are links too, so each tab has its own URL and works without JavaScript. */}
      <Tabs
        value={tab}
        onValueChange={(v) =>
          setParams(v === "completed" ? { tab: v } : {}, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList aria-label="Exams" className="w-full sm:w-fit">
          <TabsTrigger
            value="upcoming"
            asChild
            className="flex-1 px-2 whitespace-normal sm:flex-none sm:px-4"
          >
            <Link to="?" replace preventScrollReset>
              Upcoming Exams ({upcoming.length})
            </Link>
          </TabsTrigger>
          <TabsTrigger
            value="completed"
            asChild
            className="flex-1 px-2 whitespace-normal sm:flex-none sm:px-4"
          >
            <Link to="?tab=completed" replace preventScrollReset>
              Completed Exams ({completed.length})
            </Link>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          {upcoming.length === 0 ? (
            <p className="rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
              No upcoming exams. New exams appear here as soon as your trainers schedule them.
            </p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {upcoming.map((e) => (
                <UpcomingExamCard key={e.id} exam={e} />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="completed">
          {completed.length === 0 ? (
            <p className="rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
              No completed exams yet. Your results will appear here.
            </p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {completed.map((e) => (
                <CompletedExamCard key={e.id} exam={e} />
              ))}
            </div>
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}
