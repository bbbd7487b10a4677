import { and, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { isCourseId } from "~/content/course-catalogue";
import type { LiveOffer } from "~/lib/catalogue";
import type { OfferInput } from "~/lib/catalogue-forms";
import { istInstant } from "~/lib/ist";
import { offerIsLive, offerSeatsLeft } from "~/lib/offers";
import { db, type Db, type Tx } from "./db/client.server";
import { courses, offers } from "./db/schema.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * Honest offers (PRODUCT.md decision 14): a price for one course until a
 * real end that staff set, the same for every visitor. While an offer is
 * live, /paymentpage charges its price; a "first N students" cap counts the
 * orders paid at this offer (a UTR sent or verified), so "N left" is real.
 */

export type Offer = typeof offers.$inferSelect;

/** Orders that claimed a place under the offer: paid (UTR sent) or verified. */
const claimedPlaces = sql<number>`(
  select count(*) from orders o
  where o.offer_id = ${sql.identifier("offers")}.${sql.identifier("id")}
    and o.status in ('pending_verification', 'verified')
)`.mapWith(Number);

/** The offers live at `now`, one per course at most (the earliest-ending wins). */
export async function liveOffers(now = new Date(), database: Db | Tx = db()): Promise<LiveOffer[]> {
  const rows = await database
    .select({ offer: offers, claimed: claimedPlaces })
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

export interface StaffOfferRow extends Offer {
  claimed: number;
  live: boolean;
}

/** Every offer, newest first, with how many places were claimed (staff console). */
export async function listOffers(now = new Date()): Promise<StaffOfferRow[]> {
  const rows = await db()
    .select({ offer: offers, claimed: claimedPlaces })
    .from(offers)
    .orderBy(desc(offers.createdAt), desc(offers.endsAt))
    .limit(200);
  return rows.map(({ offer, claimed }) => ({ ...offer, claimed, live: offerIsLive(offer, now, claimed) }));
}

export type OfferSaveResult =
  | { ok: true; id: string }
  | {
      ok: false;
      reason: "ends_in_past" | "overlaps" | "above_price" | "unknown_course";
      endsAt?: Date;
      listPrice?: number;
    };

/**
 * Staff create an offer that starts now and ends at the India-time date and
 * time they chose (audited). One live offer per course: a second is refused
 * until the first is ended. The offer price is at most the catalogue price.
 */
export async function createOffer(
  actor: StaffActor,
  input: OfferInput,
  now = new Date(),
): Promise<OfferSaveResult> {
  const [hour, minute] = input.endTime.split(":").map(Number);
  const endsAt = istInstant(input.endDate, hour, minute);
  if (endsAt.getTime() <= now.getTime()) return { ok: false, reason: "ends_in_past" };
  return db().transaction(async (tx) => {
    // Lock the course row: two staff creating offers at once cannot both see "no live offer".
    const [course] = await tx.select().from(courses).where(eq(courses.id, input.courseId)).for("update");
    if (!course) return { ok: false, reason: "unknown_course" } as const;
    // An offer never costs more than the course without it.
    if (input.priceRupees > course.priceRupees) {
      return { ok: false, reason: "above_price", listPrice: course.priceRupees } as const;
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

/** Staff end an offer now (audited). Orders already placed at its price keep it. */
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
