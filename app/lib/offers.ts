/**
 * Offer validity (PRODUCT.md decision 14): an offer is live between its start
 * and its end (or until staff end it), and, when it promises "the first N
 * students", only while fewer than N have claimed it. The price it shows is
 * the price /paymentpage charges.
 */
import type { OrderPrice, OrderStatus } from "./payment";
import { discountPercent } from "./pricing";

/** How long an order keeps an offer's price (and its place under the cap) from the moment it is made. */
export const OFFER_HOLD_MINUTES = 30;
/** An offer ends within this many days of being started. */
export const OFFER_MAX_DAYS = 365;

/** The offer floor a course starts with, until an administrator sets another: half its price. */
export function defaultOfferFloor(priceRupees: number): number {
  return Math.ceil(priceRupees / 2);
}

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

/** What an order at an offer needs to be priced now. */
export interface PricedOrder {
  amountRupees: number;
  offerId: string | null;
  status: OrderStatus;
  priceHeldUntil: Date | string | null;
  repricedFromRupees: number | null;
}

/**
 * What an order costs now (PRODUCT.md decision 17, docs/decisions/141): an
 * offer's price holds while the order's hold runs, or while the offer is
 * still live with a place under its cap (`claimedByOthers` counts the places
 * other orders hold or paid for); after both, the course's catalogue price.
 * A proof sent or verified fixes the price.
 */
export function priceNow(
  order: PricedOrder,
  offer: (OfferWindow & { claimedByOthers: number }) | null,
  cataloguePriceRupees: number,
  now: Date | number,
): { amountRupees: number; price: OrderPrice; keepsOffer: boolean } {
  const at = typeof now === "number" ? now : now.getTime();
  const fixed = order.status === "pending_verification" || order.status === "verified";
  if (fixed || !order.offerId || !offer) {
    const price: OrderPrice =
      order.repricedFromRupees != null
        ? { kind: "repriced", fromRupees: order.repricedFromRupees }
        : { kind: "fixed" };
    return { amountRupees: order.amountRupees, price, keepsOffer: Boolean(order.offerId) };
  }
  const offerEndsAt = new Date(offerEnd(offer)).toISOString();
  const heldUntil = order.priceHeldUntil ? time(order.priceHeldUntil) : 0;
  if (order.status === "awaiting_payment" && heldUntil > at) {
    return {
      amountRupees: order.amountRupees,
      price: { kind: "held", until: new Date(heldUntil).toISOString(), offerEndsAt },
      keepsOffer: true,
    };
  }
  if (offerIsLive(offer, at, offer.claimedByOthers)) {
    return { amountRupees: order.amountRupees, price: { kind: "offer", offerEndsAt }, keepsOffer: true };
  }
  return {
    amountRupees: cataloguePriceRupees,
    price: { kind: "repriced", fromRupees: order.amountRupees },
    keepsOffer: false,
  };
}
