import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { COURSE_TITLES, isCourseId } from "~/content/course-catalogue";
import {
  type BatchStudent,
  type EnrolmentRoute,
  type EnrolmentState,
  grantsAccess,
  nextEnrolmentState,
  takesSeat,
} from "~/lib/enrolment-states";
import type { EnrolByHandInput } from "~/lib/catalogue-forms";
import { formatBatchTimes } from "~/lib/catalogue";
import { formatDate } from "~/lib/format";
import type { PortalEnrolment } from "~/lib/portal-types";
import { hasRoomFor } from "~/lib/seats";
import { lockBatch } from "./batches.server";
import { batchProgress } from "./course-progress.server";
import { db, type Db, type Tx } from "./db/client.server";
import { preparedQuery } from "./db/prepared.server";
import { batches, enrolments, orders, users } from "./db/schema.server";
import { composeEmail } from "./email-template.server";
import { siteConfig } from "./env.server";
import { enqueueEmail } from "./outbox.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * Access follows payment (PRODUCT.md decision 12). This module is the one
 * place that says who may see a batch's classes, exams, materials and
 * calendar: everything else asks activeBatchIdFor / hasActiveEnrolment /
 * activeEnrolmentsFor. Every change of state goes through changeState, which
 * locks the batch before taking a seat (docs/decisions/100).
 */

export type Enrolment = typeof enrolments.$inferSelect;
type Database = Db | Tx;

// ---------------------------------------------------------------- the access rule

/** The user's active enrolments, most recently activated first. */
export async function activeEnrolmentsFor(userId: string, database: Database = db()): Promise<Enrolment[]> {
  return database
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.state, "active")))
    .orderBy(desc(enrolments.activatedAt), desc(enrolments.joinedAt));
}

/** true when the user may see this batch's classes, exams, materials and calendar. */
export async function hasActiveEnrolment(
  userId: string,
  batchId: string,
  database: Database = db(),
): Promise<boolean> {
  const [row] = await database
    .select({ state: enrolments.state })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.batchId, batchId)))
    .limit(1);
  return row ? grantsAccess(row.state) : false;
}

/** The batch the portal shows a student (their most recently activated one), or null: no access. */
export async function activeBatchIdFor(userId: string, database: Database = db()): Promise<string | null> {
  const [first] = await activeEnrolmentsFor(userId, database);
  return first?.batchId ?? null;
}

const STATE_ORDER = sql`case ${enrolments.state} when 'active' then 0 when 'pending' then 1 when 'completed' then 2 else 3 end`;

/**
 * The enrolment the portal is about: the active one, else the newest pending
 * request, else the latest finished or withdrawn one; with its batch and the
 * student's latest order for that batch (the state card shows both).
 */
export async function currentEnrolmentFor(userId: string): Promise<PortalEnrolment | null> {
  // One query: the enrolment, its batch and the student's latest order for that batch (an
  // enrolment with several orders has one row per order; the newest comes first).
  const [row] = await preparedQuery("current_enrolment", (database) =>
    database
      .select({
        enrolment: enrolments,
        batch: batches,
        order: {
          id: orders.id,
          status: orders.status,
          amountRupees: orders.amountRupees,
          rejectionReason: orders.rejectionReason,
          utr: orders.utr,
        },
      })
      .from(enrolments)
      .innerJoin(batches, eq(batches.id, enrolments.batchId))
      .leftJoin(orders, and(eq(orders.userId, enrolments.userId), eq(orders.batchId, enrolments.batchId)))
      .where(eq(enrolments.userId, sql.placeholder("userId")))
      .orderBy(
        STATE_ORDER,
        desc(enrolments.activatedAt),
        desc(enrolments.joinedAt),
        sql`${orders.updatedAt} desc nulls last`,
      )
      .limit(1),
  ).execute({ userId });
  if (!row) return null;
  const { enrolment, batch, order } = row;
  // The batch's progress is its students' progress; a request or a withdrawn seat has none yet.
  const progress = await batchProgress(batch.id, batch.courseId);
  const counts = enrolment.state === "active" || enrolment.state === "completed";
  return {
    id: enrolment.id,
    state: enrolment.state,
    batchId: batch.id,
    batchName: batch.name,
    courseId: batch.courseId,
    courseTitle: isCourseId(batch.courseId) ? COURSE_TITLES[batch.courseId] : batch.courseId,
    startDate: batch.startDate,
    times: formatBatchTimes(batch),
    mode: batch.mode,
    batchState: batch.state,
    reason: enrolment.reason,
    activatedVia: enrolment.activatedVia,
    activationNotice: enrolment.activationNoticePending,
    completedModules: counts ? progress.completed : 0,
    totalModules: progress.total,
    modules: progress.modules.map((m) => ({ number: m.number, title: m.title, done: counts && m.done })),
    joinedAt: enrolment.joinedAt.toISOString(),
    order: order ?? null,
  };
}

/** The "your enrolment is active" notice is shown once; this clears it. */
export async function clearActivationNotice(userId: string): Promise<void> {
  await db()
    .update(enrolments)
    .set({ activationNoticePending: false })
    .where(and(eq(enrolments.userId, userId), eq(enrolments.activationNoticePending, true)));
}

// ---------------------------------------------------------------- changes

export type EnrolmentChange =
  | { ok: true; enrolment: Enrolment; activated: boolean }
  | { ok: false; reason: "batch_full" | "no_batch" | "not_allowed"; batchName?: string };

/**
 * Moves the user's enrolment in the batch through `event` (creating it as
 * pending when there is none), inside the caller's transaction. Taking a seat
 * locks the batch row first and refuses when the batch is full, so concurrent
 * activations never over-fill it. The demo batch accepts nobody.
 */
async function changeState(
  tx: Tx,
  input: {
    userId: string;
    batchId: string;
    event: "request" | "pay" | "enrol";
    via?: EnrolmentRoute;
    orderId?: string | null;
    reason?: string | null;
    actor?: StaffActor | null;
    /** The seat is already counted (a verified order that had no account yet). */
    seatHeld?: boolean;
  },
): Promise<EnrolmentChange> {
  const locked = await lockBatch(tx, input.batchId);
  if (!locked) return { ok: false, reason: "no_batch" };
  if (locked.batch.isDemo) return { ok: false, reason: "not_allowed" };
  const [existing] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, input.userId), eq(enrolments.batchId, input.batchId)));
  const from: EnrolmentState | null = existing?.state ?? null;
  const to =
    from === null
      ? input.event === "request"
        ? "pending"
        : "active"
      : nextEnrolmentState(from, input.event);
  if (to === null) return { ok: false, reason: "not_allowed" };
  // A student with a seat in another batch of this course asks for nothing more by a request:
  // the portal and the roster never show them active in one batch and pending in another.
  if (to === "pending") {
    const [seat] = await otherEnrolmentsOfCourse(tx, input.userId, locked.batch, "active");
    if (seat) return { ok: true, enrolment: seat, activated: false };
  }
  if (!input.seatHeld && takesSeat(from, to) && !hasRoomFor(locked.batch.seats, locked.taken)) {
    return { ok: false, reason: "batch_full", batchName: locked.batch.name };
  }
  const now = new Date();
  const activated = to === "active" && from !== "active";
  const values = {
    state: to,
    ...(activated
      ? {
          activatedAt: now,
          activatedVia: input.via ?? null,
          orderId: input.orderId ?? null,
          activationNoticePending: true,
        }
      : {}),
    ...(from !== to ? { stateChangedAt: now, stateChangedBy: input.actor?.id ?? null } : {}),
    ...(input.reason !== undefined && from !== to ? { reason: input.reason } : {}),
  };
  const [row] = existing
    ? await tx.update(enrolments).set(values).where(eq(enrolments.id, existing.id)).returning()
    : await tx
        .insert(enrolments)
        .values({
          userId: input.userId,
          batchId: input.batchId,
          ...values,
        })
        .returning();
  if (activated) await tellActivated(tx, row, locked.batch);
  if (to === "pending" || to === "active") await movePendingRequests(tx, row, locked.batch, input.actor);
  return { ok: true, enrolment: row, activated };
}

/** The user's enrolments in the course's other batches, in one state. */
function otherEnrolmentsOfCourse(
  tx: Tx,
  userId: string,
  batch: { id: string; courseId: string },
  state: EnrolmentState,
): Promise<Enrolment[]> {
  return tx
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.state, state),
        ne(enrolments.batchId, batch.id),
        inArray(
          enrolments.batchId,
          tx.select({ id: batches.id }).from(batches).where(eq(batches.courseId, batch.courseId)),
        ),
      ),
    );
}

/**
 * One request per course: asking for, paying for or being enrolled in one
 * batch moves the student's pending request away from the course's other
 * batches (withdrawn, saying where it went), in the same transaction.
 */
async function movePendingRequests(
  tx: Tx,
  enrolment: Enrolment,
  batch: { id: string; courseId: string; name: string },
  actor: StaffActor | null | undefined,
): Promise<void> {
  const stale = await otherEnrolmentsOfCourse(tx, enrolment.userId, batch, "pending");
  if (stale.length === 0) return;
  await tx
    .update(enrolments)
    .set({
      state: "withdrawn",
      reason: `${MOVED_REASON} ${batch.name}.`,
      stateChangedAt: new Date(),
      stateChangedBy: actor?.id ?? null,
    })
    .where(
      inArray(
        enrolments.id,
        stale.map((e) => e.id),
      ),
    );
}

/** The reason a moved request shows on the staff roster ("Request moved to <batch>."). */
export const MOVED_REASON = "Request moved to";

/** The student asks for a batch (signup, a paid order): a pending request, or nothing new. */
export async function requestEnrolment(tx: Tx, userId: string, batchId: string): Promise<EnrolmentChange> {
  return changeState(tx, { userId, batchId, event: "request" });
}

/**
 * A verified order activates its payer's enrolment in its batch, inside the
 * verification's transaction: both happen or neither does.
 */
export async function activateForOrder(
  tx: Tx,
  order: { id: string; userId: string; batchId: string },
  actor: StaffActor | null,
): Promise<EnrolmentChange> {
  return changeState(tx, {
    userId: order.userId,
    batchId: order.batchId,
    event: "pay",
    via: "payment",
    orderId: order.id,
    actor,
  });
}

/**
 * A full refund ends the seat the order paid for, inside the refund's
 * transaction (docs/decisions/163-refunds.md). false when there was no
 * enrolment to withdraw (a visitor without an account, one already withdrawn).
 */
export async function withdrawForRefund(
  tx: Tx,
  input: { userId: string; batchId: string; reason: string; actor: StaffActor | null },
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, input.userId), eq(enrolments.batchId, input.batchId)))
    .for("update");
  if (!row || nextEnrolmentState(row.state, "withdraw") === null) return false;
  await tx
    .update(enrolments)
    .set({
      state: "withdrawn",
      reason: input.reason,
      stateChangedAt: new Date(),
      stateChangedBy: input.actor?.id ?? null,
      activationNoticePending: false,
    })
    .where(eq(enrolments.id, row.id));
  return true;
}

/** The activation e-mail (outbox), in the same transaction as the activation. */
async function tellActivated(tx: Tx, enrolment: Enrolment, batch: typeof batches.$inferSelect) {
  const [student] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, enrolment.userId));
  if (!student) return;
  const site = siteConfig();
  const course = isCourseId(batch.courseId) ? COURSE_TITLES[batch.courseId] : batch.courseId;
  await enqueueEmail(
    composeEmail({
      to: student.email,
      subject: `You're in: ${batch.name}`,
      greeting: `Hello ${student.name},`,
      paragraphs: [
        `Your enrolment in ${batch.name} (${course}) is now active.`,
        `Classes: ${formatBatchTimes(batch)}, starting ${formatDate(`${batch.startDate}T12:00:00+05:30`)}.`,
        "Your schedule, class links, materials and exams are in the student portal.",
      ],
      action: { label: "Open the student portal", url: `${site.siteUrl}/dashboard` },
    }),
    tx,
  );
}

// ---------------------------------------------------------------- staff

export type StaffEnrolmentResult =
  | { ok: true; enrolmentId: string }
  | {
      ok: false;
      reason:
        | "no_account"
        | "not_student"
        | "unverified"
        | "already_active"
        | "batch_full"
        | "not_found"
        | "not_allowed";
    };

/** Staff enrol a student by hand (cash, bank transfer, scholarship) with a reason, audited. */
export async function enrolByHand(
  actor: StaffActor,
  batchId: string,
  input: EnrolByHandInput,
): Promise<StaffEnrolmentResult> {
  return db().transaction(async (tx) => {
    const [student] = await tx
      .select({ id: users.id, role: users.role, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (!student) return { ok: false, reason: "no_account" } as const;
    if (student.role !== "student") return { ok: false, reason: "not_student" } as const;
    // Anyone can sign up with any address: the seat goes to whoever proved the inbox is theirs.
    if (!student.verifiedAt) return { ok: false, reason: "unverified" } as const;
    if (await hasActiveEnrolment(student.id, batchId, tx))
      return { ok: false, reason: "already_active" } as const;
    const change = await changeState(tx, {
      userId: student.id,
      batchId,
      event: "enrol",
      via: input.route,
      reason: input.reason,
      actor,
    });
    if (!change.ok) {
      return {
        ok: false,
        reason:
          change.reason === "batch_full"
            ? "batch_full"
            : change.reason === "no_batch"
              ? "not_found"
              : "not_allowed",
      } as const;
    }
    await recordAudit(tx, {
      actor,
      action: "enrolment.enrolled_by_hand",
      entityType: "batch",
      entityId: batchId,
      details: {
        enrolmentId: change.enrolment.id,
        email: input.email,
        route: input.route,
        reason: input.reason,
      },
    });
    return { ok: true, enrolmentId: change.enrolment.id } as const;
  });
}

/** Staff withdraw a pending or active enrolment with a reason (audited; the student is told). */
export async function withdrawEnrolment(
  actor: StaffActor,
  batchId: string,
  enrolmentId: string,
  reason: string,
): Promise<StaffEnrolmentResult> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ enrolment: enrolments, batchName: batches.name, email: users.email, name: users.name })
      .from(enrolments)
      .innerJoin(batches, eq(batches.id, enrolments.batchId))
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.batchId, batchId)))
      .for("update", { of: enrolments });
    if (!row) return { ok: false, reason: "not_found" } as const;
    if (nextEnrolmentState(row.enrolment.state, "withdraw") === null)
      return { ok: false, reason: "not_allowed" } as const;
    await tx
      .update(enrolments)
      .set({
        state: "withdrawn",
        reason,
        stateChangedAt: new Date(),
        stateChangedBy: actor.id,
        activationNoticePending: false,
      })
      .where(eq(enrolments.id, enrolmentId));
    await recordAudit(tx, {
      actor,
      action: "enrolment.withdrawn",
      entityType: "batch",
      entityId: batchId,
      details: { enrolmentId, email: row.email, from: row.enrolment.state, reason },
    });
    const site = siteConfig();
    await enqueueEmail(
      composeEmail({
        to: row.email,
        subject: `Your enrolment in ${row.batchName} has ended`,
        greeting: `Hello ${row.name},`,
        paragraphs: [
          `Your enrolment in ${row.batchName} has been withdrawn.`,
          `Reason: ${reason}`,
          `If this is a mistake, reply to this e-mail or write to ${site.email}.`,
        ],
      }),
      tx,
    );
    return { ok: true, enrolmentId } as const;
  });
}

/** Everyone who asked for or holds a seat in the batch, active first (staff console). */
export async function listBatchEnrolments(batchId: string): Promise<BatchStudent[]> {
  return db()
    .select({
      id: enrolments.id,
      state: enrolments.state,
      name: users.name,
      email: users.email,
      phone: users.phone,
      activatedVia: enrolments.activatedVia,
      orderId: enrolments.orderId,
      reason: enrolments.reason,
      joinedAt: enrolments.joinedAt,
      stateChangedAt: enrolments.stateChangedAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.batchId, batchId))
    .orderBy(STATE_ORDER, desc(enrolments.joinedAt))
    .limit(500);
}

// ---------------------------------------------------------------- orders placed before the account

/**
 * Orders placed without an account, with this e-mail, become the account's
 * once it has proved it owns the address (in the transaction that verifies
 * it: email-verification.server.ts): each paid-for batch becomes a pending
 * request, or an active enrolment when staff already verified the payment
 * (its seat was held by the verified order, so no seat check).
 */
export async function attachOrdersToAccount(tx: Tx, userId: string, email: string): Promise<number> {
  const attached = await tx
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(orders.userId), eq(sql`lower(${orders.payerEmail})`, email.toLowerCase())))
    .returning({ id: orders.id, batchId: orders.batchId, status: orders.status });
  for (const order of attached) {
    if (!order.batchId || order.status === "rejected" || order.status === "awaiting_payment") continue;
    if (order.status === "verified") {
      // Its seat was counted while the verified order had no account; the enrolment now holds it.
      await changeState(tx, {
        userId,
        batchId: order.batchId,
        event: "pay",
        via: "payment",
        orderId: order.id,
        seatHeld: true,
      });
    } else {
      await requestEnrolment(tx, userId, order.batchId);
    }
  }
  return attached.length;
}

/** The student's newest pending request (the batch /paymentpage opens on), or null. */
export async function pendingRequestFor(
  userId: string,
): Promise<{ batchId: string; batchName: string; courseId: string } | null> {
  const [row] = await db()
    .select({ batchId: batches.id, batchName: batches.name, courseId: batches.courseId })
    .from(enrolments)
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.state, "pending")))
    .orderBy(desc(sql`coalesce(${enrolments.stateChangedAt}, ${enrolments.joinedAt})`))
    .limit(1);
  return row ?? null;
}

/** The batches (ids) the user holds or asked for, for choosing a default elsewhere. */
export async function enrolledBatchIds(userId: string, states: EnrolmentState[]): Promise<string[]> {
  const rows = await db()
    .select({ batchId: enrolments.batchId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), inArray(enrolments.state, states)));
  return rows.map((r) => r.batchId);
}
