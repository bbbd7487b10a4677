/**
 * Offer validity (PRODUCT.md decision 14): an offer is live between its start
 * and its end (or until staff end it), and, when it promises "the first N
 * students", only while fewer than N have claimed it. The price it shows is
 * the price /paymentpage charges.
 */
import { discountPercent } from "./pricing";

export interface OfferWindow {
  startsAt: Date | string;
  endsAt: Date | string;
  endedAt?: Date | string | null;
  seatCap?: number | null;
}

const time = (v: Date | string) => (typeof v === "string" ? Date.parse(v) : v.getTime());

/** When the offer stops (staff ending it early wins over its planned end). */
export function offerEnd(offer: OfferWindow): number {
  const planned = time(offer.endsAt);
  return offer.endedAt ? Math.min(planned, time(offer.endedAt)) : planned;
}

/** Places left under the offer's cap, or null when it makes no such claim. */
export function offerSeatsLeft(offer: Pick<OfferWindow, "seatCap">, claimed: number): number | null {
  return offer.seatCap == null ? null : Math.max(0, offer.seatCap - claimed);
}

export function offerIsLive(offer: OfferWindow, now: Date | number, claimed = 0): boolean {
  const at = typeof now === "number" ? now : now.getTime();
  if (at < time(offer.startsAt) || at >= offerEnd(offer)) return false;
  const left = offerSeatsLeft(offer, claimed);
  return left === null || left > 0;
}

/** An offer worth showing costs less than the regular price. */
export function offerPercent(offerPrice: number, regularPrice: number): number {
  return discountPercent(offerPrice, regularPrice);
}
