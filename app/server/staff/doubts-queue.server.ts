import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { db } from "../db/client.server";
import { doubts, uploads, users } from "../db/schema.server";
import { doubtColumns } from "../doubt-columns.server";
import { siteConfig } from "../env.server";
import { composeEmail } from "../email-template.server";
import { enqueueEmail } from "../outbox.server";
import { type AuditEntry, auditTrail, recordAudit, type StaffActor } from "./audit.server";

export type Doubt = typeof doubts.$inferSelect;

// The student's batches, e.g. "Python Full Stack - Batch A" (usually one).
const batchNames = sql<string | null>`(
  select string_agg(b.name, ', ' order by b.name)
  from enrolments e join batches b on b.id = e.batch_id
  where e.user_id = ${doubts.userId}
)`;

const queuedDoubtColumns = {
  ...doubtColumns,
  studentId: users.id,
  studentName: users.name,
  studentEmail: users.email,
  batch: batchNames,
};

function selectQueuedDoubts() {
  return db()
    .select(queuedDoubtColumns)
    .from(doubts)
    .innerJoin(users, eq(users.id, doubts.userId))
    .leftJoin(uploads, eq(uploads.id, doubts.attachmentId));
}

export type QueuedDoubt = {
  id: string;
  title: string;
  description: string;
  status: Doubt["status"];
  reply: string | null;
  repliedBy: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  attachmentId: string | null;
  attachmentName: string | null;
  studentId: string;
  studentName: string;
  studentEmail: string;
  batch: string | null;
};

/** Open doubts oldest first (the queue), or the latest answered ones. */
export async function listDoubts(status: "open" | "resolved", limit = 200): Promise<QueuedDoubt[]> {
  return selectQueuedDoubts()
    .where(eq(doubts.status, status))
    .orderBy(status === "open" ? asc(doubts.createdAt) : desc(doubts.repliedAt), asc(doubts.id))
    .limit(limit);
}

export async function getDoubt(id: string): Promise<(QueuedDoubt & { audit: AuditEntry[] }) | null> {
  const [row] = await selectQueuedDoubts().where(eq(doubts.id, id)).limit(1);
  if (!row) return null;
  return { ...row, audit: await auditTrail("doubt", id) };
}

export async function countOpenDoubts(): Promise<number> {
  const [{ n }] = await db().select({ n: count() }).from(doubts).where(eq(doubts.status, "open"));
  return n;
}

export type DoubtReplyResult =
  | { ok: true }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "already_resolved"; repliedBy: string | null };

/**
 * A trainer's reply resolves the doubt (SPEC.md: resolved shows the reply,
 * the responder and the time). Only an open doubt can be answered: when two
 * trainers reply at once, the second is told who answered first.
 */
export async function replyToDoubt(actor: StaffActor, id: string, reply: string): Promise<DoubtReplyResult> {
  return db().transaction(async (tx) => {
    const [updated] = await tx
      .update(doubts)
      .set({
        status: "resolved",
        reply,
        repliedBy: actor.name,
        repliedByUserId: actor.id,
        repliedAt: new Date(),
      })
      .where(and(eq(doubts.id, id), eq(doubts.status, "open")))
      .returning({ title: doubts.title, userId: doubts.userId });
    if (!updated) {
      const [existing] = await tx
        .select({ repliedBy: doubts.repliedBy })
        .from(doubts)
        .where(eq(doubts.id, id));
      return existing
        ? ({ ok: false, reason: "already_resolved", repliedBy: existing.repliedBy } as const)
        : ({ ok: false, reason: "not_found" } as const);
    }
    await recordAudit(tx, {
      actor,
      action: "doubt.replied",
      entityType: "doubt",
      entityId: id,
      details: { reply: reply.length > 200 ? `${reply.slice(0, 200)}…` : reply },
    });
    const [student] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, updated.userId));
    if (student) {
      const site = siteConfig();
      await enqueueEmail(
        composeEmail({
          to: student.email,
          subject: `Your doubt has been answered: ${updated.title}`,
          greeting: `Hello ${student.name},`,
          paragraphs: [`${actor.name} has replied to your doubt "${updated.title}":`, reply],
          action: { label: "See it in your portal", url: `${site.siteUrl}/dashboard/doubts` },
        }),
        tx,
      );
    }
    return { ok: true } as const;
  });
}
