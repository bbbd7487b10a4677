import { Briefcase, Inbox, IndianRupee, MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { AuditTrail } from "~/components/staff/audit-trail";
import { BackupStatusLine } from "~/components/staff/backup-status";
import { LeadsChart } from "~/components/staff/leads-chart";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff } from "~/server/auth.server";
import { recentAudit } from "~/server/staff/audit.server";
import { CHART_DAYS, staffOverview } from "~/server/staff/overview.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const [overview, activity] = await Promise.all([staffOverview(), recentAudit(6)]);
  return { firstName: user.name.split(" ")[0], ...overview, chartDays: CHART_DAYS, activity };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Overview · Staff console",
    description: "What is waiting for the academy's staff today.",
    path: "/staff",
    noindex: true,
  });

export default function StaffOverview({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const stats = [
    {
      label: "New leads",
      value: d.newLeads,
      to: "/staff/leads?status=new",
      icon: Inbox,
      hint: "not yet contacted",
    },
    {
      label: "Open doubts",
      value: d.openDoubts,
      to: "/staff/doubts",
      icon: MessageCircleQuestion,
      hint: "waiting for a trainer",
    },
    {
      label: "Payments to verify",
      value: d.ordersToVerify,
      to: "/staff/payments",
      icon: IndianRupee,
      hint: "UTR submitted",
    },
    {
      label: "Jobs on /placements",
      value: d.listedJobs,
      to: "/staff/jobs",
      icon: Briefcase,
      hint: "published and current",
    },
  ];
  return (
    <>
      <PageHeader title={`Hello, ${d.firstName}`} description="Here is what is waiting for the team." />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map((s) => (
          <li key={s.label}>
            <Link
              to={s.to}
              className="flex h-full items-start gap-3 rounded-card border border-line bg-surface p-5 shadow-card transition-colors hover:border-brand-600"
            >
              <s.icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
              <span>
                <span className="block text-3xl font-bold tabular-nums">{s.value}</span>
                <span className="block font-semibold">{s.label}</span>
                <span className="block text-sm text-ink-muted">{s.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Leads per day, last {d.chartDays} days</CardTitle>
          </CardHeader>
          <CardContent>
            <LeadsChart series={d.leadsPerDay} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Latest staff activity</CardTitle>
          </CardHeader>
          <CardContent>
            <AuditTrail entries={d.activity} withItem />
            <Link
              to="/staff/activity"
              className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
            >
              All activity
            </Link>
          </CardContent>
        </Card>
      </div>
      <BackupStatusLine status={d.backup} />
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
