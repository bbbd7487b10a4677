import { and, asc, eq } from "drizzle-orm";
import { db } from "../db/client.server";
import { batches, batchTrainers, users } from "../db/schema.server";
import { recordAudit, type StaffActor } from "./audit.server";

/*
 * Administrators make staff members trainers of chosen batches (and take it
 * back). Who may then manage a batch is decided in batch-access.server.ts.
 */

export interface BatchTrainer {
  userId: string;
  name: string;
  email: string;
  assignedAt: Date;
}

export async function listBatchTrainers(batchId: string): Promise<BatchTrainer[]> {
  return db()
    .select({ userId: users.id, name: users.name, email: users.email, assignedAt: batchTrainers.assignedAt })
    .from(batchTrainers)
    .innerJoin(users, eq(users.id, batchTrainers.userId))
    .where(eq(batchTrainers.batchId, batchId))
    .orderBy(asc(users.name));
}

/** Staff who are not administrators (administrators manage every batch already). */
export async function trainerCandidates(): Promise<{ id: string; name: string; email: string }[]> {
  return db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, "staff"), eq(users.isAdmin, false)))
    .orderBy(asc(users.name));
}

/** Each staff member's batches as trainer (the team page lists them). */
export async function trainerBatchNames(): Promise<Map<string, string[]>> {
  const rows = await db()
    .select({ userId: batchTrainers.userId, name: batches.name })
    .from(batchTrainers)
    .innerJoin(batches, eq(batches.id, batchTrainers.batchId))
    .orderBy(asc(batches.name));
  const byUser = new Map<string, string[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.name]);
  return byUser;
}

export type TrainerChangeResult = { ok: true } | { ok: false; reason: "not_staff" | "admin" | "unchanged" };

/** Makes a (non-administrator) staff member a trainer of the batch, or ends it; audited. */
export async function changeTrainer(
  actor: StaffActor,
  batchId: string,
  userId: string,
  intent: "add" | "remove",
): Promise<TrainerChangeResult> {
  return db().transaction(async (tx) => {
    const [member] = await tx
      .select({ email: users.email, role: users.role, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.id, userId));
    if (!member || member.role !== "staff") return { ok: false, reason: "not_staff" } as const;
    if (intent === "add" && member.isAdmin) return { ok: false, reason: "admin" } as const;
    const changed =
      intent === "add"
        ? await tx
            .insert(batchTrainers)
            .values({ batchId, userId, assignedBy: actor.id })
            .onConflictDoNothing()
            .returning({ userId: batchTrainers.userId })
        : await tx
            .delete(batchTrainers)
            .where(and(eq(batchTrainers.batchId, batchId), eq(batchTrainers.userId, userId)))
            .returning({ userId: batchTrainers.userId });
    if (changed.length === 0) return { ok: false, reason: "unchanged" } as const;
    await recordAudit(tx, {
      actor,
      action: intent === "add" ? "trainer.added" : "trainer.removed",
      entityType: "batch",
      entityId: batchId,
      details: { userId, email: member.email },
    });
    return { ok: true } as const;
  });
}
