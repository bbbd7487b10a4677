import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { isCourseId } from "~/content/course-catalogue";
import type { LiveOffer } from "~/lib/catalogue";
import type { OfferInput } from "~/lib/catalogue-forms";
import { istInstant } from "~/lib/ist";
import { OFFER_MAX_DAYS, offerIsLive, offerSeatsLeft } from "~/lib/offers";
import { db, type Db, type Tx } from "./db/client.server";
import { courses, offers } from "./db/schema.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * Honest offers (PRODUCT.md decisions 14 and 17): a price for one course
 * until a real end that an administrator sets, the same for every visitor,
 * never below the course's floor. While an offer is live, a new order gets
 * its price, held for OFFER_HOLD_MINUTES; a "first N students" cap counts
 * the orders holding the price or paid at it, so "N left" is real and the
 * cap is never exceeded (docs/decisions/141).
 */

export type Offer = typeof offers.$inferSelect;

const offerIdColumn = sql`${sql.identifier("offers")}.${sql.identifier("id")}`;

/**
 * Orders at the offer: holding its price (not paid yet, hold running), paid
 * (UTR sent, waiting for verification), verified, or all of these (the
 * places taken under a cap).
 */
function places(which: "held" | "paid" | "verified" | "taken", now: Date) {
  const held = sql`(o.status = 'awaiting_payment' and o.price_held_until > ${now.toISOString()}::timestamptz)`;
  const where = {
    held,
    paid: sql`o.status = 'pending_verification'`,
    verified: sql`o.status = 'verified'`,
    taken: sql`(o.status in ('pending_verification', 'verified') or ${held})`,
  }[which];
  return sql<number>`(select count(*) from orders o where o.offer_id = ${offerIdColumn} and ${where})`.mapWith(
    Number,
  );
}

/** The offers live at `now`, one per course at most (the earliest-ending wins). */
export async function liveOffers(now = new Date(), database: Db | Tx = db()): Promise<LiveOffer[]> {
  const rows = await database
    .select({ offer: offers, claimed: places("taken", now) })
    .from(offers)
    .where(and(lte(offers.startsAt, now), gt(offers.endsAt, now), isNull(offers.endedAt)))
    .orderBy(offers.endsAt);
  const byCourse = new Map<string, LiveOffer>();
  for (const { offer, claimed } of rows) {
    if (!isCourseId(offer.courseId) || byCourse.has(offer.courseId)) continue;
    if (!offerIsLive(offer, now, claimed)) continue;
    byCourse.set(offer.courseId, {
      id: offer.id,
      courseId: offer.courseId,
      priceRupees: offer.priceRupees,
      endsAt: offer.endsAt.toISOString(),
      seatsLeft: offerSeatsLeft(offer, claimed),
    });
  }
  return [...byCourse.values()];
}

export async function liveOfferFor(
  courseId: string,
  now = new Date(),
  database: Db | Tx = db(),
): Promise<LiveOffer | null> {
  return (await liveOffers(now, database)).find((o) => o.courseId === courseId) ?? null;
}

/**
 * The live offer of a course with its row locked, so that the count of
 * places that follows is the only one until this transaction ends: two
 * orders made at once for the last place of a "first N" offer are counted
 * one after the other, and only the first gets the price.
 */
export async function lockLiveOfferFor(
  tx: Tx,
  courseId: string,
  now = new Date(),
): Promise<LiveOffer | null> {
  const seen = await liveOfferFor(courseId, now, tx);
  if (!seen) return null;
  await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, seen.id)).for("update");
  // Counted again under the lock: orders committed while this one waited are in it now.
  const counted = await liveOfferFor(courseId, now, tx);
  return counted?.id === seen.id ? counted : null;
}

export interface OfferState extends Offer {
  /** Places held, paid or verified at `now`. */
  claimed: number;
}

/** The offers orders were made at, with their places taken now (`lock`: rows locked, inside a transaction). */
export async function offerStates(
  ids: string[],
  now = new Date(),
  database: Db | Tx = db(),
  lock = false,
): Promise<Map<string, OfferState>> {
  if (ids.length === 0) return new Map();
  // Locked first, then counted, for the same reason as lockLiveOfferFor.
  if (lock)
    await database.select({ id: offers.id }).from(offers).where(inArray(offers.id, ids)).for("update");
  const rows = await database
    .select({ offer: offers, claimed: places("taken", now) })
    .from(offers)
    .where(inArray(offers.id, ids));
  return new Map(rows.map(({ offer, claimed }) => [offer.id, { ...offer, claimed }]));
}

export interface StaffOfferRow extends Offer {
  /** Orders holding the price, not paid yet (their hold still running). */
  held: number;
  /** Orders paid at the offer (UTR sent), waiting for verification. */
  paid: number;
  verified: number;
  live: boolean;
}

/** Every offer, newest first, with its places: held, paid and verified (staff console). */
export async function listOffers(now = new Date()): Promise<StaffOfferRow[]> {
  const rows = await db()
    .select({
      offer: offers,
      held: places("held", now),
      paid: places("paid", now),
      verified: places("verified", now),
    })
    .from(offers)
    .orderBy(desc(offers.createdAt), desc(offers.endsAt))
    .limit(200);
  return rows.map(({ offer, held, paid, verified }) => ({
    ...offer,
    held,
    paid,
    verified,
    live: offerIsLive(offer, now, held + paid + verified),
  }));
}

export type OfferSaveResult =
  | { ok: true; id: string }
  | { ok: false; reason: "ends_in_past" | "unknown_course" }
  | { ok: false; reason: "too_far"; latest: Date }
  | { ok: false; reason: "overlaps"; endsAt: Date }
  | { ok: false; reason: "above_price"; listPrice: number }
  | { ok: false; reason: "below_floor"; floor: number };

/**
 * An administrator creates an offer that starts now and ends at the
 * India-time date and time they chose, within OFFER_MAX_DAYS (audited). One
 * live offer per course: a second is refused until the first is ended. The
 * offer price is at most the catalogue price and at least the course's floor.
 */
export async function createOffer(
  actor: StaffActor,
  input: OfferInput,
  now = new Date(),
): Promise<OfferSaveResult> {
  const [hour, minute] = input.endTime.split(":").map(Number);
  const endsAt = istInstant(input.endDate, hour, minute);
  if (endsAt.getTime() <= now.getTime()) return { ok: false, reason: "ends_in_past" };
  const latest = new Date(now.getTime() + OFFER_MAX_DAYS * 24 * 60 * 60 * 1000);
  if (endsAt.getTime() > latest.getTime()) return { ok: false, reason: "too_far", latest };
  return db().transaction(async (tx) => {
    // Lock the course row: two staff creating offers at once cannot both see "no live offer".
    const [course] = await tx.select().from(courses).where(eq(courses.id, input.courseId)).for("update");
    if (!course) return { ok: false, reason: "unknown_course" } as const;
    // An offer never costs more than the course without it.
    if (input.priceRupees > course.priceRupees) {
      return { ok: false, reason: "above_price", listPrice: course.priceRupees } as const;
    }
    if (input.priceRupees < course.offerFloorRupees) {
      return { ok: false, reason: "below_floor", floor: course.offerFloorRupees } as const;
    }
    const current = await liveOfferFor(input.courseId, now, tx);
    if (current) return { ok: false, reason: "overlaps", endsAt: new Date(current.endsAt) } as const;
    const [row] = await tx
      .insert(offers)
      .values({
        courseId: input.courseId,
        priceRupees: input.priceRupees,
        startsAt: now,
        endsAt,
        seatCap: input.seatCap ?? null,
        createdBy: actor.id,
      })
      .returning({ id: offers.id });
    await recordAudit(tx, {
      actor,
      action: "offer.created",
      entityType: "offer",
      entityId: row.id,
      details: {
        courseId: input.courseId,
        priceRupees: input.priceRupees,
        endsAt: endsAt.toISOString(),
        seatCap: input.seatCap ?? null,
      },
    });
    return { ok: true, id: row.id } as const;
  });
}

/** Staff end an offer now (audited). Orders holding its price keep it until their hold ends. */
export async function endOffer(
  actor: StaffActor,
  id: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: "not_found" | "not_live" }> {
  return db().transaction(async (tx) => {
    const [updated] = await tx
      .update(offers)
      .set({ endedAt: now, endedBy: actor.id })
      .where(and(eq(offers.id, id), isNull(offers.endedAt), gt(offers.endsAt, now)))
      .returning({ id: offers.id });
    if (!updated) {
      const [exists] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, id));
      return { ok: false, reason: exists ? "not_live" : "not_found" } as const;
    }
    await recordAudit(tx, { actor, action: "offer.ended", entityType: "offer", entityId: id });
    return { ok: true } as const;
  });
}
