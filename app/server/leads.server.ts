import { db } from "./db/client.server";
import { type LEAD_KINDS, leads } from "./db/schema.server";
import { siteConfig, env } from "./env.server";
import { enqueueEmail } from "./outbox.server";

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

/**
 * Stores a lead and queues the staff notification in one transaction
 * ("write before acknowledge": callers answer success only after this resolves).
 * A repeated idempotency key, or a second subscription of the same e-mail,
 * stores nothing new and reports duplicate: true.
 */
export async function createLead(input: NewLead): Promise<CreateLeadResult> {
  return db().transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({
        kind: input.kind,
        name: input.name || null,
        email: input.email || null,
        phone: input.phone || null,
        subject: input.subject || null,
        message: input.message || null,
        course: input.course || null,
        intent: input.intent || null,
        jobId: input.jobId || null,
        sourcePage: input.sourcePage?.slice(0, 300) || null,
        userAgent: input.userAgent?.slice(0, 300) || null,
        idempotencyKey: input.idempotencyKey || null,
      })
      .onConflictDoNothing()
      .returning({ id: leads.id });
    if (inserted.length === 0) return { id: "", duplicate: true };
    const id = inserted[0].id;
    const site = siteConfig();
    await enqueueEmail(
      {
        to: env().STAFF_NOTIFY_EMAIL ?? site.email,
        subject: `New ${input.kind} lead${input.name ? ` from ${input.name}` : ""}`,
        body: [
          `Kind: ${input.kind}`,
          input.name && `Name: ${input.name}`,
          input.email && `E-mail: ${input.email}`,
          input.phone && `Phone: ${input.phone}`,
          input.subject && `Subject: ${input.subject}`,
          input.course && `Course: ${input.course}`,
          input.intent && `Intent: ${input.intent}`,
          input.jobId && `Job: ${input.jobId}`,
          input.sourcePage && `Page: ${input.sourcePage}`,
          input.message && `\n${input.message}`,
          `\nOpen the staff console: ${site.siteUrl}/staff/leads/${id}`,
        ]
          .filter(Boolean)
          .join("\n"),
      },
      tx,
    );
    return { id, duplicate: false };
  });
}
