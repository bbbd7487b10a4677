import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../auth.server";
import { db, type Tx } from "../db/client.server";
import { auditLog } from "../db/schema.server";

/** Who did it: the signed-in staff member, or the command line (actor id null). */
export type StaffActor = Pick<SessionUser, "id" | "name">;

export const AUDIT_ENTITY_TYPES = [
  "lead",
  "doubt",
  "order",
  "job",
  "user",
  "course",
  "batch",
  "offer",
  "enrolment",
  "material",
  "exam",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export type AuditAction =
  | "lead.status_changed"
  | "doubt.replied"
  | "order.verified"
  | "order.rejected"
  | "order.paid_online"
  | "order.needs_seat"
  | "order.payment_failed"
  | "order.payment_problem"
  | "order.refund_started"
  | "order.refund_recorded"
  | "order.refund_processed"
  | "order.refund_failed"
  | "order.payer_corrected"
  | "job.created"
  | "job.updated"
  | "job.published"
  | "job.unpublished"
  | "staff.created"
  | "staff.signed_out"
  | "staff.removed"
  | "staff.second_factor_enabled"
  | "staff.second_factor_disabled"
  | "staff.second_factor_reset"
  | "staff.recovery_codes_renewed"
  | "user.erased"
  | "user.exported"
  | "course.updated"
  | "batch.created"
  | "batch.updated"
  | "offer.created"
  | "offer.ended"
  | "enrolment.activated"
  | "enrolment.enrolled_by_hand"
  | "enrolment.withdrawn"
  | "module.done"
  | "module.reopened"
  | "material.created"
  | "material.published"
  | "material.unpublished"
  | "material.deleted"
  | "exam.created"
  | "exam.updated"
  | "exam.published"
  | "exam.unpublished"
  | "exam.deleted"
  | "exam.questions_changed"
  | "exam.result_recorded"
  | "exam.results_imported"
  | "class.created"
  | "class.series_created"
  | "class.recorded_held"
  | "class.moved"
  | "class.cancelled"
  | "class.recording_added"
  | "class.recording_replaced"
  | "attendance.marked"
  | "announcement.posted"
  | "trainer.added"
  | "trainer.removed"
  | "course.certificate_rule_changed"
  | "certificate.issued_on_completion"
  | "certificate.issued_by_hand"
  | "certificate.issued_anyway"
  | "certificate.refused"
  | "certificate.refusal_withdrawn"
  | "certificate.revoked";

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * Records one staff action. Call it inside the transaction that makes the
 * change: the change and its record land together or not at all.
 */
export async function recordAudit(
  tx: Tx,
  entry: {
    actor: StaffActor | { id: null; name: string };
    action: AuditAction;
    entityType: AuditEntityType;
    entityId: string;
    details?: Record<string, unknown>;
  },
) {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? null,
  });
}

/** The history of one item, newest first. */
export async function auditTrail(entityType: AuditEntityType, entityId: string): Promise<AuditEntry[]> {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

/** The most recent staff actions across the console. */
export async function recentAudit(limit = 100): Promise<AuditEntry[]> {
  return db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}
