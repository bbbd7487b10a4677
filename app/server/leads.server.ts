import { sql } from "drizzle-orm";
import { privacyNoticeVersion } from "~/content/legal";
import { queryRows } from "./db/client.server";
import { type LEAD_KINDS, leads, outbox } from "./db/schema.server";
import { siteConfig, env } from "./env.server";
import { composeEmail } from "./email-template.server";

export type LeadKind = (typeof LEAD_KINDS)[number];
export type Lead = typeof leads.$inferSelect;

export interface NewLead {
  kind: LeadKind;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  subject?: string | null;
  message?: string | null;
  course?: string | null;
  intent?: string | null;
  jobId?: string | null;
  sourcePage?: string | null;
  userAgent?: string | null;
  /** One per rendered form: submitting the same form twice stores one row. */
  idempotencyKey?: string | null;
}

export type CreateLeadResult = { id: string; duplicate: boolean };

// Last line of defence for every caller (forms validate first): PostgreSQL
// text cannot hold NUL, and no field may grow without bound.
const MAX = { short: 100, email: 254, phone: 30, message: 5000, page: 300 } as const;
function clip(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  return value.replaceAll("\u0000", "").slice(0, max) || null;
}

/**
 * Stores a lead and queues the staff notification atomically
 * ("write before acknowledge": callers answer success only after this resolves).
 * A repeated idempotency key, or a second subscription of the same e-mail,
 * stores nothing new and reports duplicate: true.
 */
export async function createLead(input: NewLead): Promise<CreateLeadResult> {
  const row = {
    kind: input.kind,
    name: clip(input.name, MAX.short),
    email: clip(input.email, MAX.email),
    phone: clip(input.phone, MAX.phone),
    subject: clip(input.subject, MAX.short),
    message: clip(input.message, MAX.message),
    course: clip(input.course, MAX.short),
    intent: clip(input.intent, MAX.short),
    jobId: clip(input.jobId, MAX.short),
    sourcePage: clip(input.sourcePage, MAX.page),
    userAgent: clip(input.userAgent, MAX.page),
    idempotencyKey: clip(input.idempotencyKey, MAX.short),
  };
  const id = crypto.randomUUID();
  const site = siteConfig();
  const mail = composeEmail({
    to: env().STAFF_NOTIFY_EMAIL ?? site.email,
    subject: `New ${row.kind} lead${row.name ? ` from ${row.name}` : ""}`,
    paragraphs: [
      [
        `Kind: ${row.kind}`,
        row.name && `Name: ${row.name}`,
        row.email && `E-mail: ${row.email}`,
        row.phone && `Phone: ${row.phone}`,
        row.subject && `Subject: ${row.subject}`,
        row.course && `Course: ${row.course}`,
        row.intent && `Intent: ${row.intent}`,
        row.jobId && `Job: ${row.jobId}`,
        row.sourcePage && `Page: ${row.sourcePage}`,
      ]
        .filter(Boolean)
        .join("\n"),
      ...(row.message ? [row.message] : []),
    ],
    action: { label: "Open the lead in the staff console", url: `${site.siteUrl}/staff/leads/${id}` },
  });
  // One statement, so atomic without a transaction: the e-mail is queued only when the lead
  // row was written (a duplicate writes neither). A public form's post costs the embedded
  // database two round trips (with the rate limit) instead of five (docs/decisions/134).
  const queued = await queryRows<{ id: string }>(sql`
    with lead as (
      insert into ${leads} (id, kind, name, email, phone, subject, message, course, intent, job_id,
        source_page, user_agent, idempotency_key, notice_version)
      values (${id}, ${row.kind}, ${row.name}, ${row.email}, ${row.phone}, ${row.subject}, ${row.message},
        ${row.course}, ${row.intent}, ${row.jobId}, ${row.sourcePage}, ${row.userAgent}, ${row.idempotencyKey},
        ${privacyNoticeVersion()})
      on conflict do nothing
      returning id
    )
    insert into ${outbox} (id, "to", subject, body, html)
    select ${crypto.randomUUID()}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html} from lead
    returning id
  `);
  return queued.length === 0 ? { id: "", duplicate: true } : { id, duplicate: false };
}
