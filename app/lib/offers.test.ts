import { describe, expect, it } from "vitest";
import { defaultOfferFloor, offerEnd, offerIsLive, offerPercent, offerSeatsLeft, priceNow } from "./offers";

const offer = {
  startsAt: "2026-11-01T00:00:00+05:30",
  endsAt: "2026-11-30T23:59:00+05:30",
  endedAt: null,
  seatCap: null,
};

describe("offer validity (PRODUCT.md decision 14)", () => {
  it("is live from its start until its real end, the same instant for everyone", () => {
    expect(offerIsLive(offer, new Date("2026-10-31T23:59:59+05:30"))).toBe(false);
    expect(offerIsLive(offer, new Date("2026-11-01T00:00:00+05:30"))).toBe(true);
    expect(offerIsLive(offer, new Date("2026-11-30T23:58:59+05:30"))).toBe(true);
    expect(offerIsLive(offer, new Date("2026-11-30T23:59:00+05:30"))).toBe(false);
  });

  it("staff ending it early wins over its planned end", () => {
    const ended = { ...offer, endedAt: "2026-11-10T12:00:00+05:30" };
    expect(offerEnd(ended)).toBe(Date.parse("2026-11-10T12:00:00+05:30"));
    expect(offerIsLive(ended, new Date("2026-11-11T00:00:00+05:30"))).toBe(false);
  });

  it("a 'first N students' offer shows a real remaining count and ends when it reaches zero", () => {
    const capped = { ...offer, seatCap: 100 };
    const during = new Date("2026-11-15T00:00:00+05:30");
    expect(offerSeatsLeft(capped, 37)).toBe(63);
    expect(offerIsLive(capped, during, 99)).toBe(true);
    expect(offerIsLive(capped, during, 100)).toBe(false);
    // No cap: no count to show, and none made up.
    expect(offerSeatsLeft(offer, 500)).toBeNull();
    expect(offerIsLive(offer, during, 500)).toBe(true);
  });

  it("the percentage is the catalogue's regular price against the offer price (SPEC.md's rounding)", () => {
    expect(offerPercent(4999, 14999)).toBe(67);
    expect(offerPercent(4999, 8999)).toBe(44);
    expect(offerPercent(9000, 9000)).toBe(0);
  });
});

describe("an order's price holds only while it is true (PRODUCT.md decision 17)", () => {
  const at = new Date("2026-11-15T10:00:00+05:30");
  const order = {
    amountRupees: 999,
    offerId: "first-one",
    status: "awaiting_payment" as const,
    priceHeldUntil: "2026-11-15T10:20:00+05:30",
    repricedFromRupees: null,
  };
  const firstOne = { ...offer, seatCap: 1, claimedByOthers: 0 };

  it("keeps the offer price while the order's 30-minute hold runs, even after the offer ended", () => {
    const ended = { ...firstOne, endedAt: "2026-11-15T09:00:00+05:30" };
    expect(priceNow(order, ended, 4999, at)).toEqual({
      amountRupees: 999,
      price: { kind: "held", until: "2026-11-15T04:50:00.000Z", offerEndsAt: "2026-11-15T03:30:00.000Z" },
      keepsOffer: true,
    });
  });

  it("after the hold, keeps it while the offer is live with a place left", () => {
    const later = new Date("2026-11-15T11:00:00+05:30");
    expect(priceNow(order, firstOne, 4999, later)).toMatchObject({
      amountRupees: 999,
      price: { kind: "offer" },
    });
  });

  it("after the hold and the offer (ended, or its places taken by others), re-prices to the catalogue price", () => {
    const later = new Date("2026-11-15T11:00:00+05:30");
    const full = { ...firstOne, claimedByOthers: 1 };
    const ended = { ...firstOne, endedAt: "2026-11-15T10:30:00+05:30" };
    for (const state of [full, ended]) {
      expect(priceNow(order, state, 4999, later)).toEqual({
        amountRupees: 4999,
        price: { kind: "repriced", fromRupees: 999 },
        keepsOffer: false,
      });
    }
  });

  it("a sent or verified proof fixes the price; an order without an offer keeps the price it was made at", () => {
    const later = new Date("2026-12-15T11:00:00+05:30");
    const ended = { ...firstOne, endedAt: "2026-11-15T10:30:00+05:30" };
    expect(priceNow({ ...order, status: "pending_verification" }, ended, 4999, later).amountRupees).toBe(999);
    expect(priceNow({ ...order, offerId: null, amountRupees: 4999 }, null, 5999, later)).toMatchObject({
      amountRupees: 4999,
      price: { kind: "fixed" },
    });
  });

  it("a course's offer floor starts at half its price", () => {
    expect(defaultOfferFloor(4999)).toBe(2500);
  });
});
