import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { getSessionUser, requireStaff, type SessionUser } from "../auth.server";
import { db, type Db, type Tx } from "../db/client.server";
import { batches, batchTrainers } from "../db/schema.server";
import { safePath, securityEvent } from "../logger.server";

/*
 * Who may manage a batch (its classes, attendance, materials, modules, exams,
 * announcements, and its own page's details): administrators manage every
 * batch; other staff only the batches they are trainers of (batch_trainers);
 * admissions staff (who train no batch) see every batch's students and enrol
 * and withdraw them. This module is the one rule; every batch-scoped staff
 * loader and action starts with requireBatchManager or requireBatchRight.
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

/** A staff member refused a batch (or a batch that is not there): a security event, then the 404. */
function refuse(request: Request, user: SessionUser, batchId: string) {
  securityEvent("access-refused", { userId: user.id, path: safePath(request.url), batchId });
  return notFound();
}

/**
 * The signed-in staff member who may manage this batch. Visitors are sent to
 * /login and students get 403 (as requireStaff); staff who are neither an
 * administrator nor a trainer of the batch get 404, the same answer as an
 * unknown batch.
 */
export async function requireBatchManager(request: Request, batchId: string): Promise<SessionUser> {
  const user = await requireStaff(request);
  if (!(await canManageBatch(user, batchId))) throw refuse(request, user, batchId);
  return user;
}

/** true when the staff member trains at least one batch (and so is a trainer, not admissions). */
async function trainsABatch(userId: string, database: Database) {
  const [row] = await database
    .select({ batchId: batchTrainers.batchId })
    .from(batchTrainers)
    .where(eq(batchTrainers.userId, userId))
    .limit(1);
  return Boolean(row);
}

export type BatchRight = "manage" | "enrol";

/**
 * What a staff member may do on a batch's own page (`/staff/batches/:batchId`):
 * - "manage": administrators and the batch's trainers: its students, enrol by
 *   hand, withdraw, and its details (dates, times, seats, state);
 * - "enrol": admissions staff (staff who are not administrators and train no
 *   batch): its students, enrol by hand and withdraw, not its details;
 * - null: everyone else, trainers of other batches included, and any unknown
 *   or demo batch.
 */
export async function batchRight(
  user: Pick<SessionUser, "id" | "role" | "isAdmin">,
  batchId: string,
  database: Database = db(),
): Promise<BatchRight | null> {
  if (await canManageBatch(user, batchId, database)) return "manage";
  if (user.role !== "staff" || user.isAdmin || !/^[\w-]{1,80}$/.test(batchId)) return null;
  const [batch] = await database
    .select({ isDemo: batches.isDemo })
    .from(batches)
    .where(eq(batches.id, batchId))
    .limit(1);
  if (!batch || batch.isDemo) return null;
  return (await trainsABatch(user.id, database)) ? null : "enrol";
}

/**
 * The staff member and their right on the batch's own page, at least `need`.
 * No right at all: the 404 of an unknown batch. "enrol" where "manage" is
 * needed (admissions changing a batch's details): 403, the page itself is theirs.
 */
export async function requireBatchRight(
  request: Request,
  batchId: string,
  need: BatchRight = "enrol",
): Promise<{ user: SessionUser; right: BatchRight }> {
  const user = await requireStaff(request);
  const right = await batchRight(user, batchId);
  if (!right) throw refuse(request, user, batchId);
  if (need === "manage" && right !== "manage") {
    securityEvent("access-refused", { userId: user.id, path: safePath(request.url), batchId });
    throw new Response("Only administrators and the batch's trainers change its details.", {
      status: 403,
      statusText: "Forbidden",
    });
  }
  return { user, right };
}

/** The batches a staff member sees in the list: all for administrators and admissions, else their own. */
export async function visibleBatchIds(
  user: Pick<SessionUser, "id" | "role" | "isAdmin">,
  database: Database = db(),
): Promise<string[] | "all"> {
  const managed = await managedBatchIds(user, database);
  if (managed === "all" || user.role !== "staff") return managed;
  return (await trainsABatch(user.id, database)) ? managed : "all";
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

/**
 * For server.ts's body limit, before a byte of a large upload (a study material) is read:
 * a signed-in staff member who manages the batch. Everyone else gets the ordinary limit.
 */
export async function mayUploadToBatch(request: Request, batchId: string): Promise<boolean> {
  const user = await getSessionUser(request);
  return user !== null && (await canManageBatch(user, batchId));
}
