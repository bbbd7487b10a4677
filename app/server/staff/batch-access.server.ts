import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { requireStaff, type SessionUser } from "../auth.server";
import { db, type Db, type Tx } from "../db/client.server";
import { batches, batchTrainers } from "../db/schema.server";

/*
 * Who may manage a batch (its classes, attendance, materials, modules, exams,
 * announcements): administrators manage every batch; other staff only the
 * batches they are trainers of (batch_trainers). This module is the one rule;
 * every batch-scoped staff loader and action starts with requireBatchManager.
 * A batch someone may not manage answers exactly like a batch that does not
 * exist (404), so batch ids cannot be probed. The signed-out demo portal's
 * fictional batch is managed by nobody: its data is the demo's, not a class's.
 */

type Database = Db | Tx;

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** true when this staff member may manage the batch (false for unknown or demo batches). */
export async function canManageBatch(
  user: Pick<SessionUser, "id" | "role" | "isAdmin">,
  batchId: string,
  database: Database = db(),
): Promise<boolean> {
  // A batch id is a short code; anything else (a NUL, a path) is no batch, not a database error.
  if (user.role !== "staff" || !/^[\w-]{1,80}$/.test(batchId)) return false;
  const [batch] = await database
    .select({ isDemo: batches.isDemo })
    .from(batches)
    .where(eq(batches.id, batchId))
    .limit(1);
  if (!batch || batch.isDemo) return false;
  if (user.isAdmin) return true;
  const [row] = await database
    .select({ batchId: batchTrainers.batchId })
    .from(batchTrainers)
    .where(and(eq(batchTrainers.batchId, batchId), eq(batchTrainers.userId, user.id)))
    .limit(1);
  return Boolean(row);
}

/**
 * The signed-in staff member who may manage this batch. Visitors are sent to
 * /login and students get 403 (as requireStaff); staff who are neither an
 * administrator nor a trainer of the batch get 404, the same answer as an
 * unknown batch.
 */
export async function requireBatchManager(request: Request, batchId: string): Promise<SessionUser> {
  const user = await requireStaff(request);
  if (!(await canManageBatch(user, batchId))) throw notFound();
  return user;
}

/** The batches this staff member manages, for lists: "all" for administrators. */
export async function managedBatchIds(
  user: Pick<SessionUser, "id" | "role" | "isAdmin">,
  database: Database = db(),
): Promise<string[] | "all"> {
  if (user.role !== "staff") return [];
  if (user.isAdmin) return "all";
  const rows = await database
    .select({ batchId: batchTrainers.batchId })
    .from(batchTrainers)
    .innerJoin(batches, eq(batches.id, batchTrainers.batchId))
    .where(and(eq(batchTrainers.userId, user.id), eq(batches.isDemo, false)))
    .orderBy(batchTrainers.batchId);
  return rows.map((r) => r.batchId);
}
