import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { expandWeeklySeries, type WeeklySeries } from "~/lib/class-series";
import type {
  CancelClassInput,
  ChangeScope,
  ClassDetails,
  MoveClassInput,
  NewClassInput,
} from "~/lib/class-forms";
import { db, type Db, type Tx } from "./db/client.server";
import { classSessions } from "./db/schema.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * A batch's classes: created one at a time or as a weekly series, moved or
 * cancelled (one class, or it and the rest of its series) with a note the
 * students see, and given a recording once held. Every change to a class's
 * time or state raises its iCalendar SEQUENCE, so calendar apps subscribed to
 * the feed update the same event (same UID). Callers have already checked
 * that the actor manages the batch (staff/batch-access.server.ts); every
 * query here is still scoped by batch id, so a class id from another batch
 * is "not found".
 */

export type ClassSession = typeof classSessions.$inferSelect;
type NewSession = typeof classSessions.$inferInsert;

/** Class ids are uuids and series ids with a date: anything else (a NUL, a path) is no class. */
export const isClassId = (id: string) => /^[\w-]{1,200}$/.test(id);

const initialStatus = (type: ClassDetails["type"]) => (type === "Exam" ? "exam" : "upcoming");

/**
 * The rows of a weekly series (also what the seed writes, so the seed and the
 * console agree). Ids are `${seriesId}-${day}`: one class per series and day,
 * and a re-run inserts nothing twice.
 */
export function seriesRows(
  batchId: string,
  seriesId: string,
  details: ClassDetails,
  series: WeeklySeries,
  opts: { createdBy?: string | null; after?: Date } = {},
): NewSession[] {
  return expandWeeklySeries(series)
    .filter((c) => !opts.after || c.startsAt > opts.after)
    .map((c) => ({
      id: `${seriesId}-${c.day}`,
      batchId,
      seriesId,
      ...details,
      startsAt: c.startsAt,
      status: initialStatus(details.type),
      createdBy: opts.createdBy ?? null,
    }));
}

export type CreateClassResult = { ok: true; classId: string; count: number; firstStartsAt: Date };

/** One class or a weekly series (validated by newClassSchema), audited. */
export async function createClasses(
  actor: StaffActor,
  batchId: string,
  input: NewClassInput,
  now = new Date(),
): Promise<CreateClassResult> {
  const details: ClassDetails = {
    title: input.title,
    type: input.type,
    instructor: input.instructor,
    meetLink: input.meetLink,
    durationMinutes: input.durationMinutes,
  };
  return db().transaction(async (tx) => {
    let rows: NewSession[];
    if (input.repeat === "once") {
      rows = [
        {
          batchId,
          ...details,
          startsAt: input.startsAt,
          // An extra class recorded after it took place is held already: its attendance can be taken.
          status: input.held ? "completed" : initialStatus(details.type),
          createdBy: actor.id,
        },
      ];
    } else {
      const seriesId = `series-${crypto.randomUUID()}`;
      rows = seriesRows(batchId, seriesId, details, input.series, { createdBy: actor.id, after: now });
    }
    const inserted = await tx
      .insert(classSessions)
      .values(rows)
      .returning({ id: classSessions.id, startsAt: classSessions.startsAt });
    inserted.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    await recordAudit(tx, {
      actor,
      action:
        input.repeat === "weekly"
          ? "class.series_created"
          : input.held
            ? "class.recorded_held"
            : "class.created",
      entityType: "batch",
      entityId: batchId,
      details: {
        classId: inserted[0].id,
        title: details.title,
        type: details.type,
        classes: inserted.length,
        ...(input.repeat === "once" ? { startsAt: input.startsAt.toISOString() } : { series: input.series }),
      },
    });
    return {
      ok: true,
      classId: inserted[0].id,
      count: inserted.length,
      firstStartsAt: inserted[0].startsAt,
    } as const;
  });
}

/** A class of this batch, or null (ids of other batches are unknown here). */
export async function getBatchClass(
  batchId: string,
  classId: string,
  database: Db | Tx = db(),
): Promise<ClassSession | null> {
  if (!isClassId(classId)) return null;
  const [row] = await database
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.id, classId), eq(classSessions.batchId, batchId)))
    .limit(1);
  return row ?? null;
}

/** The batch's classes that start in [from, to), in order (cancelled ones included). */
export async function listBatchClasses(batchId: string, from: Date, to: Date): Promise<ClassSession[]> {
  return db()
    .select()
    .from(classSessions)
    .where(
      and(
        eq(classSessions.batchId, batchId),
        gte(classSessions.startsAt, from),
        lt(classSessions.startsAt, to),
      ),
    )
    .orderBy(asc(classSessions.startsAt));
}

/** The class and, for "rest", every later class of its series that is not cancelled, locked. */
async function classesInScope(tx: Tx, target: ClassSession, scope: ChangeScope): Promise<ClassSession[]> {
  if (scope === "one" || !target.seriesId) return [target];
  return tx
    .select()
    .from(classSessions)
    .where(
      and(
        eq(classSessions.batchId, target.batchId),
        eq(classSessions.seriesId, target.seriesId),
        gte(classSessions.startsAt, target.startsAt),
        isNull(classSessions.cancelledAt),
      ),
    )
    .orderBy(asc(classSessions.startsAt))
    .for("update");
}

export type ClassChangeResult =
  { ok: true; changed: number } | { ok: false; reason: "not_found" | "cancelled" | "started" };

/** What a change needs of the class's time, and the refusal when it does not hold. */
type Timing = { upcoming: "started"; started: "not_started" };

/**
 * The class, locked for a change: of this batch, not cancelled, and not yet
 * started (moves, cancellations) or started (recordings).
 */
async function lockedClass<N extends keyof Timing>(
  tx: Tx,
  batchId: string,
  classId: string,
  now: Date,
  needs: N,
): Promise<
  { ok: true; target: ClassSession } | { ok: false; reason: "not_found" | "cancelled" | Timing[N] }
> {
  if (!isClassId(classId)) return { ok: false, reason: "not_found" };
  const [target] = await tx
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.id, classId), eq(classSessions.batchId, batchId)))
    .for("update");
  if (!target) return { ok: false, reason: "not_found" };
  if (target.cancelledAt) return { ok: false, reason: "cancelled" };
  const begun = target.startsAt <= now;
  if (needs === "upcoming" ? begun : !begun)
    return { ok: false, reason: (needs === "upcoming" ? "started" : "not_started") as Timing[N] };
  return { ok: true, target };
}

/**
 * Changes a class that has not started, or it and the rest of its series,
 * under a row lock: every changed class gets one more SEQUENCE, and the
 * change is audited once.
 */
async function changeInScope(
  actor: StaffActor,
  batchId: string,
  classId: string,
  scope: ChangeScope,
  now: Date,
  change: {
    /** The new values of one affected class, given the class staff chose. */
    values: (c: ClassSession, target: ClassSession) => Partial<NewSession>;
    action: "class.moved" | "class.cancelled";
    details: (target: ClassSession) => Record<string, unknown>;
  },
): Promise<ClassChangeResult> {
  return db().transaction(async (tx) => {
    const found = await lockedClass(tx, batchId, classId, now, "upcoming");
    if (!found.ok) return found;
    const affected = await classesInScope(tx, found.target, scope);
    for (const c of affected) {
      await tx
        .update(classSessions)
        .set({
          ...change.values(c, found.target),
          sequence: sql`${classSessions.sequence} + 1`,
          updatedAt: now,
        })
        .where(eq(classSessions.id, c.id));
    }
    await recordAudit(tx, {
      actor,
      action: change.action,
      entityType: "batch",
      entityId: batchId,
      details: {
        classId,
        title: found.target.title,
        classes: affected.length,
        ...change.details(found.target),
      },
    });
    return { ok: true, changed: affected.length } as const;
  });
}

/**
 * Moves a class that has not started to a new time (and length). "rest"
 * shifts every later class of its series by the same amount (a Monday 9:30
 * moved to Tuesday 10:00 moves each later class one day and half an hour).
 */
export async function moveClass(
  actor: StaffActor,
  batchId: string,
  classId: string,
  input: MoveClassInput,
  now = new Date(),
): Promise<ClassChangeResult> {
  return changeInScope(actor, batchId, classId, input.scope, now, {
    values: (c, target) => ({
      startsAt: new Date(c.startsAt.getTime() + input.startsAt.getTime() - target.startsAt.getTime()),
      durationMinutes: input.durationMinutes,
      originalStartsAt: c.originalStartsAt ?? c.startsAt,
      changeNote: input.note,
    }),
    action: "class.moved",
    details: (target) => ({
      from: target.startsAt.toISOString(),
      to: input.startsAt.toISOString(),
      note: input.note,
    }),
  });
}

/** Cancels a class that has not started, or it and the rest of its series, with a note. */
export async function cancelClass(
  actor: StaffActor,
  batchId: string,
  classId: string,
  input: CancelClassInput,
  now = new Date(),
): Promise<ClassChangeResult> {
  return changeInScope(actor, batchId, classId, input.scope, now, {
    values: () => ({ cancelledAt: now, changeNote: input.note }),
    action: "class.cancelled",
    details: (target) => ({ startsAt: target.startsAt.toISOString(), note: input.note }),
  });
}

/** Attaches (or replaces) the recording of a class that has started and was not cancelled. */
export async function setRecording(
  actor: StaffActor,
  batchId: string,
  classId: string,
  recordingUrl: string,
  now = new Date(),
): Promise<ClassChangeResult | { ok: false; reason: "not_started" }> {
  return db().transaction(async (tx) => {
    const found = await lockedClass(tx, batchId, classId, now, "started");
    if (!found.ok) return found;
    const { target } = found;
    await tx.update(classSessions).set({ recordingUrl, updatedAt: now }).where(eq(classSessions.id, classId));
    await recordAudit(tx, {
      actor,
      action: target.recordingUrl ? "class.recording_replaced" : "class.recording_added",
      entityType: "batch",
      entityId: batchId,
      details: { classId, title: target.title, startsAt: target.startsAt.toISOString() },
    });
    return { ok: true, changed: 1 } as const;
  });
}
