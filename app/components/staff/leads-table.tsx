import { Link } from "react-router";
import { formatDateTime } from "~/lib/format";
import { LEAD_KIND_LABELS, type LeadKind, type LeadStatus } from "~/lib/staff-forms";
import { LeadStatusBadge } from "./status-badges";
import { StaffTable } from "./staff-table";

export interface LeadRow {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  course: string | null;
  message: string | null;
  createdAt: Date;
}

/** Who the lead is, in the best words we have (subscribers often give only an e-mail). */
export function leadTitle(lead: Pick<LeadRow, "name" | "email" | "phone">) {
  return lead.name || lead.email || lead.phone || "Unnamed lead";
}

export function LeadsTable({ leads }: { leads: LeadRow[] }) {
  return (
    <StaffTable
      caption="Leads, newest first"
      columns={[
        { label: "Lead" },
        { label: "About", shownFrom: "md" },
        { label: "Received", shownFrom: "lg" },
        { label: "Status" },
      ]}
    >
      {leads.map((lead) => {
        const about = [lead.subject, lead.course].filter(Boolean).join(" · ");
        return (
          <tr key={lead.id} className="align-top hover:bg-surface-muted">
            <td className="px-4 py-3">
              <Link to={`/staff/leads/${lead.id}`} className="font-semibold text-brand-700 hover:underline">
                {leadTitle(lead)}
              </Link>
              {lead.name && lead.email ? (
                <span className="block break-all text-ink-muted">{lead.email}</span>
              ) : null}
              <span className="mt-1 block text-xs text-ink-muted">
                {LEAD_KIND_LABELS[lead.kind]}
                <span className="lg:hidden"> · {formatDateTime(lead.createdAt)}</span>
              </span>
            </td>
            <td className="hidden max-w-md px-4 py-3 md:table-cell">
              {about ? <span className="block font-medium">{about}</span> : null}
              {lead.message ? <span className="line-clamp-2 text-ink-muted">{lead.message}</span> : null}
            </td>
            <td className="hidden px-4 py-3 whitespace-nowrap text-ink-muted lg:table-cell">
              {formatDateTime(lead.createdAt)}
            </td>
            <td className="px-4 py-3">
              <LeadStatusBadge status={lead.status} />
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
