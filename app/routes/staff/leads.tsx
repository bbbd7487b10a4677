import type { Route } from "./+types/leads";
import { LeadFilters } from "~/components/staff/lead-filters";
import { LeadsTable } from "~/components/staff/leads-table";
import { PageHeader } from "~/components/staff/page-header";
import { Pagination } from "~/components/staff/pagination";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { plural } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { leadFilterQuery, parseLeadFilter } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { listLeads } from "~/server/staff/leads-inbox.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filter = parseLeadFilter(params);
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  return { filter, ...(await listLeads(filter, page)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Leads · Staff console",
    description: "Every enquiry, contact message, subscription, chat e-mail, referral and job application.",
    path: "/staff/leads",
    noindex: true,
  });

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  const { filter, leads, total, page, pageCount } = loaderData;
  const filtered = leadFilterQuery(filter) !== "";
  return (
    <>
      <PageHeader
        title="Leads"
        description="Contact messages, enquiries, subscribers, chat e-mails, referrals and job applications, newest first."
      />
      <LeadFilters filter={filter} />
      <p className="mb-3 text-sm font-semibold text-ink-muted" role="status">
        {plural(total, filtered ? "lead matches" : "lead", filtered ? "leads match" : "leads")}
        {filtered ? " the filter" : ""}
      </p>
      {leads.length > 0 ? (
        <LeadsTable leads={leads} />
      ) : (
        <p className="rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
          {filtered
            ? "No leads match these filters. Try a wider date range or clear the search."
            : "No leads yet."}
        </p>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(p) => `/staff/leads${leadFilterQuery(filter, { page: p })}`}
      />
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
