import type { Route } from "./+types/leads-export";
import { type CsvColumn, toCsv } from "~/lib/csv";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, parseLeadFilter } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { type LeadExportRow, leadsForExport } from "~/server/staff/leads-inbox.server";
import { istDateKey } from "~/lib/ist";

/** India time as "2026-11-24 16:30" (spreadsheets sort it; no ambiguity about the zone in the header). */
function ist(value: Date | null) {
  if (!value) return null;
  return new Date(value.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
}

const columns: CsvColumn<LeadExportRow>[] = [
  { header: "Received (IST)", value: (l) => ist(l.createdAt) },
  { header: "Kind", value: (l) => LEAD_KIND_LABELS[l.kind] },
  { header: "Status", value: (l) => LEAD_STATUS_LABELS[l.status] },
  { header: "Name", value: (l) => l.name },
  { header: "E-mail", value: (l) => l.email },
  { header: "Phone", value: (l) => l.phone },
  { header: "Subject", value: (l) => l.subject },
  { header: "Course", value: (l) => l.course },
  { header: "Intent", value: (l) => l.intent },
  { header: "Job", value: (l) => l.jobId },
  { header: "Message", value: (l) => l.message },
  { header: "Page", value: (l) => l.sourcePage },
  { header: "Status changed (IST)", value: (l) => ist(l.statusChangedAt) },
  { header: "Status changed by", value: (l) => l.statusChangedByName },
  { header: "Lead id", value: (l) => l.id },
];

/** GET /staff/leads.csv?kind=&status=&from=&to=&q= : the inbox's current filter as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const rows = await leadsForExport(filter);
  // The byte-order mark makes Excel read UTF-8 (names in Indian scripts, ₹).
  const body = `\uFEFF${toCsv(columns, rows)}`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${istDateKey(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
