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

import type { AuditAction } from "~/lib/audit-actions";

export type { AuditAction };

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
