import { Link } from "react-router";
import { ENROLMENT_ROUTE_LABELS, type EnrolmentRoute } from "~/lib/enrolment-states";
import { formatDate, formatDateTime, formatInr } from "~/lib/format";
import { LEAD_STATUS_LABELS, type LeadStatus } from "~/lib/staff-forms";

export interface AuditView {
  id: string;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown> | null;
  createdAt: Date;
}

const JOB_FIELD_LABELS: Record<string, string> = {
  role: "role",
  company: "company",
  location: "location",
  packageMinLpa: "minimum package",
  packageMaxLpa: "maximum package",
  experience: "experience",
  description: "description",
  requirements: "requirements",
  whyChoose: "why choose us",
  applyUrl: "apply link",
  validThrough: "valid-through date",
};

const FIELD_LABELS: Record<string, string> = {
  priceRupees: "the price",
  regularPriceRupees: "the regular price",
  durationWeeks: "the duration (weeks)",
  level: "the level",
  saleStatus: "the sale status",
  summary: "the summary",
  name: "the name",
  courseId: "the course",
  startDate: "the start date",
  classDays: "the class days",
  startTime: "the start time",
  endTime: "the end time",
  mode: "the mode",
  seats: "the seats",
  state: "the state",
  certificateAttendancePercent: "the certificate's attendance threshold (%)",
  certificateSignatoryName: "the certificate's signatory",
  certificateSignatoryTitle: "the signatory's title",
};

const shown = (value: unknown) => (Array.isArray(value) ? value.join(", ") : String(value));

/** "the price from 4999 to 3999, the seats from 30 to 25" (course and batch edits). */
function changes(details: Record<string, unknown>): string {
  const parts = Object.entries(details).map(([field, change]) => {
    const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
    const label = FIELD_LABELS[field] ?? field;
    return field === "summary" ? label : `${label} from ${shown(from)} to ${shown(to)}`;
  });
  return parts.join(", ") || "nothing";
}

const statusLabel = (value: unknown) => LEAD_STATUS_LABELS[value as LeadStatus] ?? String(value);
const asText = (value: unknown) => (typeof value === "string" ? value : "");

/** "changed the status from New to Contacted", in words a colleague reads at a glance. */
export function describeAudit(entry: Pick<AuditView, "action" | "details">): string {
  const d = entry.details ?? {};
  switch (entry.action) {
    case "lead.status_changed":
      return `changed the status from ${statusLabel(d.from)} to ${statusLabel(d.to)}`;
    case "doubt.replied":
      return "replied to the doubt and marked it resolved";
    case "order.verified":
      return d.enrolmentActivated
        ? "verified the payment and activated the enrolment"
        : "verified the payment";
    case "order.rejected":
      return `rejected the payment: ${asText(d.reason)}`;
    case "job.created":
      return d.published ? "created the opening and published it" : "created the opening (not published)";
    case "job.updated": {
      const changed = Array.isArray(d.changed)
        ? d.changed.map((f) => JOB_FIELD_LABELS[String(f)] ?? String(f))
        : [];
      const range = d.validThrough as { from?: string; to?: string } | undefined;
      const dates =
        range?.from && range.to ? ` (valid through ${formatDate(range.from)} → ${formatDate(range.to)})` : "";
      return `edited the ${changed.join(", ") || "opening"}${dates}`;
    }
    case "job.published":
      return "published the opening on /placements";
    case "job.unpublished":
      return "unpublished the opening";
    case "staff.created":
      return `created the staff account ${asText(d.email)}${d.isAdmin ? " (admin)" : ""}`;
    case "staff.signed_out":
      return `signed ${asText(d.email)} out on every device`;
    case "staff.removed":
      return `removed the staff account ${asText(d.email)}`;
    case "user.erased": {
      const kept = Array.isArray(d.ordersKept) ? d.ordersKept.length : 0;
      const why = d.reason ? `, on request: ${asText(d.reason)}` : "";
      return `erased a student account (${kept === 1 ? "1 order" : `${kept} orders`} kept for tax law, name only${why})`;
    }
    case "user.exported":
      return `downloaded a student's data for them, on request: ${asText(d.reason)}`;
    case "course.updated":
    case "course.certificate_rule_changed":
    case "batch.updated":
      return `changed ${changes(d)}`;
    case "batch.created":
      return "created the batch";
    case "offer.created":
      return `started an offer: ${formatInr(Number(d.priceRupees))} until ${formatDateTime(asText(d.endsAt))}${
        d.seatCap ? ` for the first ${String(d.seatCap)} students` : ""
      }`;
    case "offer.ended":
      return "ended the offer";
    case "enrolment.enrolled_by_hand":
      return `enrolled ${asText(d.email)} by hand (${ENROLMENT_ROUTE_LABELS[d.route as EnrolmentRoute] ?? asText(d.route)}): ${asText(d.reason)}`;
    case "enrolment.withdrawn":
      return `withdrew ${asText(d.email)}: ${asText(d.reason)}`;
    case "certificate.issued_on_completion":
      return `completed the batch: ${String(d.issued)} certificate(s) issued, ${String(d.notQualified)} not qualified, ${String(d.refused)} refused`;
    case "certificate.issued_by_hand":
      return `issued certificate ${asText(d.code)} to ${asText(d.student)}`;
    case "certificate.issued_anyway":
      return `issued certificate ${asText(d.code)} to ${asText(d.student)} anyway: ${asText(d.reason)}`;
    case "certificate.refused":
      return `refused ${asText(d.student)}'s certificate: ${asText(d.reason)}`;
    case "certificate.refusal_withdrawn":
      return `withdrew the refusal of ${asText(d.student)}'s certificate`;
    case "certificate.revoked":
      return `revoked certificate ${asText(d.code)} of ${asText(d.student)}: ${asText(d.reason)}`;
    default:
      return entry.action;
  }
}

const ITEM_LINKS: Record<string, (id: string) => string> = {
  course: (id) => `/staff/courses/${id}`,
  batch: (id) => `/staff/batches/${id}`,
  offer: () => "/staff/offers",
  lead: (id) => `/staff/leads/${id}`,
  doubt: (id) => `/staff/doubts/${id}`,
  order: (id) => `/staff/payments/${encodeURIComponent(id)}`,
  job: (id) => `/staff/jobs/${id}`,
};
const ITEM_NAMES: Record<string, string> = {
  course: "Course",
  batch: "Batch",
  offer: "Offer",
  lead: "Lead",
  doubt: "Doubt",
  order: "Order",
  job: "Job opening",
};

function Entry({ entry, withItem }: { entry: AuditView; withItem: boolean }) {
  const note = entry.action === "lead.status_changed" ? asText(entry.details?.note) : "";
  const reply = entry.action === "doubt.replied" ? asText(entry.details?.reply) : "";
  const link = ITEM_LINKS[entry.entityType];
  return (
    <li className="relative border-l-2 border-line pb-4 pl-4 last:pb-0">
      <span aria-hidden="true" className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-brand-600" />
      <p className="text-sm">
        <span className="font-semibold">{entry.actorName}</span> {describeAudit(entry)}
        {withItem && link ? (
          <>
            {" · "}
            <Link to={link(entry.entityId)} className="font-semibold text-brand-700 hover:underline">
              {ITEM_NAMES[entry.entityType]}
              {["order", "job", "batch", "course"].includes(entry.entityType) ? ` ${entry.entityId}` : ""}
            </Link>
          </>
        ) : null}
      </p>
      {note ? <p className="mt-1 text-sm text-ink-muted">Note: “{note}”</p> : null}
      {reply ? <p className="mt-1 text-sm text-ink-muted">“{reply}”</p> : null}
      <p className="mt-0.5 text-xs text-ink-muted">
        <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt)}</time>
      </p>
    </li>
  );
}

/** The history of one item (who did what, when), newest first. */
export function AuditTrail({
  entries,
  withItem = false,
  empty = "No staff actions yet.",
}: {
  entries: AuditView[];
  withItem?: boolean;
  empty?: string;
}) {
  if (entries.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ol className="grid gap-0">
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} withItem={withItem} />
      ))}
    </ol>
  );
}
