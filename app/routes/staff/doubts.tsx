import type { Route } from "./+types/doubts";
import { DoubtCard } from "~/components/staff/doubt-card";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { SectionTabs } from "~/components/staff/section-tabs";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff } from "~/server/auth.server";
import { countOpenDoubts, listDoubts } from "~/server/staff/doubts-queue.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const show = params.get("show") === "answered" ? "answered" : "open";
  const [doubts, openCount] = await Promise.all([
    listDoubts(show === "open" ? "open" : "resolved", show === "open" ? 200 : 50),
    countOpenDoubts(),
  ]);
  return { show, doubts, openCount, replied: params.get("done") === "replied" } as const;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Doubts · Staff console",
    description: "Students' open doubts, oldest first, for trainers to answer.",
    path: "/staff/doubts",
    noindex: true,
  });

export default function DoubtsQueue({ loaderData }: Route.ComponentProps) {
  const { show, doubts, openCount, replied } = loaderData;
  return (
    <>
      <PageHeader
        title="Doubts"
        description="Students' questions, oldest first. Your reply resolves the doubt and the student sees it in the portal."
      />
      {replied ? (
        <Notice tone="success">
          Reply sent. The doubt is resolved and the student can read your answer in the portal.
        </Notice>
      ) : null}
      <SectionTabs
        label="Doubts"
        tabs={[
          { to: "/staff/doubts", label: `Waiting (${openCount})`, current: show === "open" },
          { to: "/staff/doubts?show=answered", label: "Answered", current: show === "answered" },
        ]}
      />
      {doubts.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
          {show === "open"
            ? "No doubts are waiting. Every student has an answer."
            : "No doubts have been answered yet."}
        </p>
      ) : (
        <ul className="grid gap-4">
          {doubts.map((doubt) => (
            <li key={doubt.id}>
              <DoubtCard doubt={doubt} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
