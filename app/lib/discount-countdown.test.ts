import { describe, expect, it } from "vitest";
import {
  countdownParts,
  expireDiscountIfDue,
  type KeyValueStore,
  readDiscountExpiry,
  syncDiscountExpiry,
  timedPopupsEnabled,
} from "./discount-countdown";

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

const HOUR = 3_600_000;

describe("discount countdown (SPEC.md 'Discount pop-up')", () => {
  it("discountExpiryTime holds the live offer's real end, the same for every visitor (decision 14)", () => {
    const store = memoryStore();
    const end = Date.parse("2026-11-30T23:59:00+05:30");
    expect(syncDiscountExpiry(store, end)).toBe(end);
    expect(store.data.get("discountExpiryTime")).toBe(String(end));
  });

  it("a stale or unreadable stored time is replaced by the offer's end, never restarted per visit", () => {
    const end = Date.parse("2026-11-30T23:59:00+05:30");
    const stale = memoryStore({ discountExpiryTime: String(Date.now() + 48 * HOUR) });
    expect(syncDiscountExpiry(stale, end)).toBe(end);
    expect(stale.data.get("discountExpiryTime")).toBe(String(end));
    expect(readDiscountExpiry(memoryStore({ discountExpiryTime: "soon" }))).toBeNull();
    expect(readDiscountExpiry(memoryStore({ discountExpiryTime: "" }))).toBeNull();
  });

  it("splits the remaining time into days, hours, minutes and seconds", () => {
    expect(countdownParts(48 * HOUR)).toEqual({ days: 2, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(48 * HOUR - 1000)).toEqual({ days: 1, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(61_500)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 2 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("removes the stored key when the time runs out, and not before", () => {
    const store = memoryStore({ discountExpiryTime: "10000" });
    expect(expireDiscountIfDue(store, 10_000, 9_999)).toBe(false);
    expect(store.data.has("discountExpiryTime")).toBe(true);
    expect(expireDiscountIfDue(store, 10_000, 10_000)).toBe(true);
    expect(store.data.has("discountExpiryTime")).toBe(false);
  });

  it("keeps timed pop-ups off when timedPopups is 'off'", () => {
    expect(timedPopupsEnabled(memoryStore())).toBe(true);
    expect(timedPopupsEnabled(memoryStore({ timedPopups: "off" }))).toBe(false);
  });
});
