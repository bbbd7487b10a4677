import type { Route } from "./+types/activity";
import { AuditTrail } from "~/components/staff/audit-trail";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Card, CardContent } from "~/components/ui/card";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff } from "~/server/auth.server";
import { recentAudit } from "~/server/staff/audit.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { entries: await recentAudit(200) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Activity · Staff console",
    description: "Every staff action, newest first: who did what, and when.",
    path: "/staff/activity",
    noindex: true,
  });

export default function StaffActivity({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Activity"
        description="The latest 200 staff actions: status changes, replies, payment decisions and job edits."
      />
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <AuditTrail entries={loaderData.entries} withItem empty="No staff actions yet." />
        </CardContent>
      </Card>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
