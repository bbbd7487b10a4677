import { Link } from "react-router";
import { ENROLMENT_ROUTE_LABELS, type EnrolmentRoute } from "~/lib/enrolment-states";
import type { AuditAction } from "~/lib/audit-actions";
import { formatDate, formatDateTime, formatInr } from "~/lib/format";
import { formatPaise } from "~/lib/gst";
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
  offerFloorRupees: "the offer floor",
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
  payerName: "the payer's name",
  payerEmail: "the payer's e-mail",
  payerPhone: "the payer's phone",
  certificateAttendancePercent: "the certificate's attendance threshold (%)",
  certificateSignatoryName: "the certificate's signatory",
  certificateSignatoryTitle: "the signatory's title",
};

const shown = (value: unknown) =>
  value == null ? "(empty)" : Array.isArray(value) ? value.join(", ") : String(value);

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

const money = (paise: unknown) => formatPaise(Number(paise) || 0);
const count = (n: unknown, one: string, many: string) =>
  Number(n) === 1 ? `1 ${one}` : `${String(n ?? 0)} ${many}`;
const when = (iso: unknown) => (typeof iso === "string" && iso ? formatDateTime(iso) : "");
const titled = (d: Record<string, unknown>) => (asText(d.title) ? ` “${asText(d.title)}”` : "");
const classScope = (d: Record<string, unknown>) =>
  Number(d.classes) > 1 ? ` and the ${String(Number(d.classes) - 1)} later classes of its series` : "";

/**
 * "changed the status from New to Contacted", in words a colleague reads at a
 * glance. Every kind of entry has its words (the switch covers AUDIT_ACTIONS:
 * a new kind does not compile until it has them); a kind this build does not
 * know (an older row) shows its name.
 */
export function describeAudit(entry: Pick<AuditView, "action" | "details">): string {
  const d = entry.details ?? {};
  const action = entry.action as AuditAction;
  switch (action) {
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
    case "order.paid_online":
      return `received the online payment ${asText(d.gatewayPaymentId)} (${money(d.amountPaise)}${
        asText(d.method) ? `, ${asText(d.method).toUpperCase()}` : ""
      })`;
    case "order.needs_seat":
      return "found the batch full: the order is paid and needs a seat";
    case "order.payment_failed":
      return `reported a failed payment attempt${asText(d.reason) ? `: ${asText(d.reason)}` : ""}`;
    case "order.payment_problem":
      return d.problem === "amount_mismatch"
        ? `captured ${money(d.amountPaise)}, not the order's amount: the order was not verified`
        : `captured a second payment (${asText(d.gatewayPaymentId)}, ${money(d.amountPaise)}) for an order already paid`;
    case "order.refund_started":
      return `started a ${d.full ? "full" : "part"} refund of ${money(d.amountPaise)} through the gateway: ${asText(d.reason)}`;
    case "order.refund_recorded":
      return `recorded a ${d.full ? "full" : "part"} refund of ${money(d.amountPaise)} paid back outside (reference ${asText(d.reference)}): ${asText(d.reason)}`;
    case "order.refund_processed":
      return `completed the refund of ${money(d.amountPaise)}`;
    case "order.refund_failed":
      return `could not refund ${money(d.amountPaise)}${asText(d.reason) ? `: ${asText(d.reason)}` : ""}`;
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
    case "staff.second_factor_enabled":
      return "set up an authenticator app as a second factor";
    case "staff.second_factor_disabled":
      return "turned their second factor off";
    case "staff.second_factor_reset":
      return `reset the second factor of ${asText(d.email)}`;
    case "staff.recovery_codes_renewed":
      return "made new recovery codes";
    case "user.erased": {
      const kept = Array.isArray(d.ordersKept) ? d.ordersKept.length : 0;
      const why = d.reason ? `, on request: ${asText(d.reason)}` : "";
      return `erased a student account (${kept === 1 ? "1 order" : `${kept} orders`} and their invoices kept for tax law, name and state only${why})`;
    }
    case "user.exported":
      return `downloaded a student's data for them, on request: ${asText(d.reason)}`;
    case "course.updated":
    case "course.certificate_rule_changed":
    case "batch.updated":
    case "order.payer_corrected":
      return `changed ${changes(d)}`;
    case "batch.created":
      return "created the batch";
    case "offer.created":
      return `started an offer: ${formatInr(Number(d.priceRupees))} until ${formatDateTime(asText(d.endsAt))}${
        d.seatCap ? ` for the first ${String(d.seatCap)} students` : ""
      }`;
    case "offer.ended":
      return "ended the offer";
    case "enrolment.activated":
      return "activated the enrolment";
    case "enrolment.enrolled_by_hand":
      return `enrolled ${asText(d.email)} by hand (${ENROLMENT_ROUTE_LABELS[d.route as EnrolmentRoute] ?? asText(d.route)}): ${asText(d.reason)}`;
    case "enrolment.withdrawn":
      return `withdrew ${asText(d.email)}: ${asText(d.reason)}`;
    case "module.done":
      return `marked module ${String(d.module ?? "")} done`;
    case "module.reopened":
      return `marked module ${String(d.module ?? "")} not done`;
    case "material.created":
      return `added the material${titled(d)}${d.published ? " and published it" : " (not published)"}`;
    case "material.published":
      return `published the material${titled(d)}`;
    case "material.unpublished":
      return `unpublished the material${titled(d)}`;
    case "material.deleted":
      return `deleted the material${titled(d)}`;
    case "exam.created":
      return `created the exam${titled(d)}`;
    case "exam.updated":
      return `edited the exam${titled(d)}`;
    case "exam.published":
      return `published the exam${titled(d)}`;
    case "exam.unpublished":
      return `unpublished the exam${titled(d)}`;
    case "exam.deleted":
      return `deleted the exam${titled(d)}`;
    case "exam.questions_changed":
      return d.change === "edited" ? "edited a question of an exam" : "added a question to an exam";
    case "exam.result_recorded":
      return `recorded an exam result (score ${String(d.score ?? "")})`;
    case "exam.results_imported":
      return `imported ${count(d.count, "exam result", "exam results")}`;
    case "class.created":
      return `scheduled the class${titled(d)}${when(d.startsAt) ? ` on ${when(d.startsAt)}` : ""}`;
    case "class.series_created":
      return `scheduled a weekly series of ${count(d.classes, "class", "classes")}${titled(d)}`;
    case "class.recorded_held":
      return `recorded the class${titled(d)}${when(d.startsAt) ? ` of ${when(d.startsAt)}` : ""} as held`;
    case "class.moved":
      return `moved the class${titled(d)}${classScope(d)}${
        when(d.from) && when(d.to) ? ` from ${when(d.from)} to ${when(d.to)}` : ""
      }${asText(d.note) ? `: ${asText(d.note)}` : ""}`;
    case "class.cancelled":
      return `cancelled the class${titled(d)}${classScope(d)}${when(d.startsAt) ? ` of ${when(d.startsAt)}` : ""}${
        asText(d.note) ? `: ${asText(d.note)}` : ""
      }`;
    case "class.recording_added":
      return `added the recording of the class${titled(d)}`;
    case "class.recording_replaced":
      return `replaced the recording of the class${titled(d)}`;
    case "attendance.marked":
      return `took attendance for${titled(d) || " a class"}: ${String(d.present ?? 0)} present, ${String(d.late ?? 0)} late, ${String(d.absent ?? 0)} absent`;
    case "announcement.posted":
      return `posted the announcement${titled(d)}${
        Number(d.emailed) > 0 ? ` and e-mailed it to ${count(d.emailed, "student", "students")}` : ""
      }`;
    case "trainer.added":
      return `added ${asText(d.email)} as a trainer`;
    case "trainer.removed":
      return `removed ${asText(d.email)} as a trainer`;
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
    default: {
      const unknown: never = action;
      return String(unknown);
    }
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
