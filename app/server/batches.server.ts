import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { type BatchSummary, isChoosable } from "~/lib/catalogue";
import { changeDetails, changedFields } from "~/lib/changes";
import { seatsLeft } from "~/lib/seats";
import type { BatchInput } from "~/lib/catalogue-forms";
import { db, type Db, type Tx } from "./db/client.server";
import { batches, courses, enrolments } from "./db/schema.server";
import { settleFinalExam } from "./certificate-evidence.server";
import { issueOnCompletion } from "./certificates.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * Batches with seats (PRODUCT.md decision 12). A seat is taken by an active
 * or completed enrolment, and by a verified order that no account holds yet
 * (a visitor who paid before creating their account keeps their seat).
 * Whoever takes a seat first locks the batch row (lockBatch), so two staff
 * verifying at once can never over-fill it.
 */

export type Batch = typeof batches.$inferSelect;

// Qualified by hand: in a one-table select Drizzle writes a column without its table,
// which inside the subquery would name the subquery's own column.
const batchIdColumn = sql`${sql.identifier("batches")}.${sql.identifier("id")}`;

/** The seats taken in the batch of the row being selected (a correlated subquery). */
const takenSeats = sql<number>`(
  (select count(*) from enrolments e where e.batch_id = ${batchIdColumn} and e.state in ('active', 'completed'))
  + (select count(*) from orders o where o.batch_id = ${batchIdColumn} and o.status = 'verified' and o.user_id is null)
)`.mapWith(Number);

const summaryColumns = {
  id: batches.id,
  name: batches.name,
  courseId: batches.courseId,
  startDate: batches.startDate,
  classDays: batches.classDays,
  startTime: batches.startTime,
  endTime: batches.endTime,
  mode: batches.mode,
  state: batches.state,
  seats: batches.seats,
  taken: takenSeats,
};

function toSummary(
  row: Omit<BatchSummary, "seatsLeft"> & { taken: number },
): BatchSummary & { taken: number } {
  return { ...row, seatsLeft: seatsLeft(row.seats, row.taken) };
}

/**
 * Batches visitors may see and choose: not the demo batch, not completed,
 * of a course on sale; soonest first. Full ones are included (they say "Full").
 */
export async function listOpenBatches(courseId?: string): Promise<BatchSummary[]> {
  const rows = await db()
    .select(summaryColumns)
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(
      and(
        eq(batches.isDemo, false),
        ne(batches.state, "completed"),
        eq(courses.saleStatus, "on_sale"),
        courseId ? eq(batches.courseId, courseId) : undefined,
      ),
    )
    .orderBy(asc(batches.startDate), asc(batches.name));
  return rows.map(toSummary);
}

/** A batch a student may ask for (signup) or pay for: open, of a course on sale, with a seat left. */
export async function isChoosableBatch(batchId: string, courseId?: string): Promise<boolean> {
  const open = await listOpenBatches(courseId);
  return open.some((b) => b.id === batchId && isChoosable(b));
}

/** Every batch but the demo, for the staff console (newest start first). */
export async function listAllBatches(): Promise<(BatchSummary & { taken: number })[]> {
  const rows = await db()
    .select(summaryColumns)
    .from(batches)
    .where(eq(batches.isDemo, false))
    .orderBy(sql`${batches.startDate} desc`, asc(batches.name));
  return rows.map(toSummary);
}

export async function getBatch(id: string): Promise<(Batch & { taken: number; seatsLeft: number }) | null> {
  const [row] = await db()
    .select({ batch: batches, taken: takenSeats })
    .from(batches)
    .where(eq(batches.id, id))
    .limit(1);
  return row ? { ...row.batch, taken: row.taken, seatsLeft: seatsLeft(row.batch.seats, row.taken) } : null;
}

/**
 * Locks the batch row until the transaction ends and returns it with the
 * seats taken. Every change that takes a seat calls this first, so the count
 * it reads cannot change under it (the same on PGlite and PostgreSQL).
 */
export async function lockBatch(
  tx: Tx | Db,
  batchId: string,
): Promise<{ batch: Batch; taken: number } | null> {
  const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId)).for("update");
  if (!batch) return null;
  const [{ taken }] = await tx.select({ taken: takenSeats }).from(batches).where(eq(batches.id, batchId));
  return { batch, taken };
}

/** The batches with these ids (names for lists of orders and enrolments). */
export async function batchNames(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db()
    .select({ id: batches.id, name: batches.name })
    .from(batches)
    .where(inArray(batches.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export type BatchSaveResult =
  | { ok: true; id: string; changed: string[] }
  | { ok: false; reason: "not_found" | "duplicate_id" | "unknown_course" };

function batchValues(input: BatchInput) {
  return {
    name: input.name,
    courseId: input.courseId,
    startDate: input.startDate,
    classDays: input.classDays,
    startTime: input.startTime,
    endTime: input.endTime,
    mode: input.mode,
    seats: input.seats,
    state: input.state,
  };
}

async function courseExists(tx: Tx, courseId: string) {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return Boolean(row);
}

/** Staff create a batch (audited). Its id is the short code staff chose, e.g. "python-c". */
export async function createBatch(
  actor: StaffActor,
  input: BatchInput & { id: string },
): Promise<BatchSaveResult> {
  return db().transaction(async (tx) => {
    if (!(await courseExists(tx, input.courseId))) return { ok: false, reason: "unknown_course" } as const;
    const [row] = await tx
      .insert(batches)
      .values({ id: input.id, ...batchValues(input) })
      .onConflictDoNothing()
      .returning({ id: batches.id });
    if (!row) return { ok: false, reason: "duplicate_id" } as const;
    await recordAudit(tx, {
      actor,
      action: "batch.created",
      entityType: "batch",
      entityId: row.id,
      details: { ...batchValues(input) },
    });
    return { ok: true, id: row.id, changed: Object.keys(batchValues(input)) } as const;
  });
}

/**
 * Completing a batch, inside the transaction that sets its state: every
 * active student who meets the course's certificate rule gets a certificate
 * (certificates.server.ts), then the active enrolments become completed.
 */
async function finishBatch(tx: Tx, actor: StaffActor, id: string) {
  const outcome = await issueOnCompletion(tx, actor, id);
  await tx
    .update(enrolments)
    .set({ state: "completed", stateChangedAt: new Date(), stateChangedBy: actor.id })
    .where(and(eq(enrolments.batchId, id), eq(enrolments.state, "active")));
  return outcome;
}

/**
 * Staff edit a batch (audited). Completing a batch completes its active
 * enrolments and issues their certificates in the same transaction. Seats
 * may be lowered below what is taken (nobody loses a seat; nobody new gets one).
 */
export async function updateBatch(
  actor: StaffActor,
  id: string,
  input: BatchInput,
): Promise<BatchSaveResult> {
  // Unsubmitted in-portal attempts at the final exam are marked first, so their results count.
  if (input.state === "completed") await settleFinalExam(id);
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(batches).where(eq(batches.id, id)).for("update");
    if (!before || before.isDemo) return { ok: false, reason: "not_found" } as const;
    if (!(await courseExists(tx, input.courseId))) return { ok: false, reason: "unknown_course" } as const;
    const next = batchValues(input);
    const changed = changedFields(before, next);
    if (changed.length === 0) return { ok: true, id, changed } as const;
    await tx
      .update(batches)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(batches.id, id));
    if (next.state === "completed" && before.state !== "completed") await finishBatch(tx, actor, id);
    await recordAudit(tx, {
      actor,
      action: "batch.updated",
      entityType: "batch",
      entityId: id,
      details: changeDetails(before, next, changed),
    });
    return { ok: true, id, changed } as const;
  });
}

export type CompleteBatchResult =
  | { ok: true; issued: number; notQualified: number; refused: number }
  | { ok: false; reason: "not_found" | "already_completed" };

/** A batch's trainer or an administrator completes it (its certificates page): audited like an edit. */
export async function completeBatch(actor: StaffActor, id: string): Promise<CompleteBatchResult> {
  await settleFinalExam(id);
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(batches).where(eq(batches.id, id)).for("update");
    if (!before || before.isDemo) return { ok: false, reason: "not_found" } as const;
    if (before.state === "completed") return { ok: false, reason: "already_completed" } as const;
    await tx.update(batches).set({ state: "completed", updatedAt: new Date() }).where(eq(batches.id, id));
    const outcome = await finishBatch(tx, actor, id);
    await recordAudit(tx, {
      actor,
      action: "batch.updated",
      entityType: "batch",
      entityId: id,
      details: { state: { from: before.state, to: "completed" } },
    });
    return { ok: true, ...outcome } as const;
  });
}
