import { describe, expect, it } from "vitest";
import { offerEnd, offerIsLive, offerPercent, offerSeatsLeft } from "./offers";

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
