import { describe, expect, it } from "vitest";
import {
  countdownParts,
  expireDiscountIfDue,
  type KeyValueStore,
  readDiscountExpiry,
  startDiscountCountdown,
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
  it("on first show saves now plus 48 hours under discountExpiryTime", () => {
    const store = memoryStore();
    const now = Date.UTC(2026, 10, 24, 4, 30);
    const expiry = startDiscountCountdown(store, now);
    expect(expiry).toBe(now + 48 * HOUR);
    expect(store.data.get("discountExpiryTime")).toBe(String(now + 48 * HOUR));
  });

  it("keeps the saved expiry on later shows instead of starting again", () => {
    const store = memoryStore({ discountExpiryTime: "5000000" });
    expect(startDiscountCountdown(store, 1_000_000)).toBe(5_000_000);
    expect(store.data.get("discountExpiryTime")).toBe("5000000");
  });

  it("ignores a stored value that is not a time", () => {
    expect(readDiscountExpiry(memoryStore({ discountExpiryTime: "soon" }))).toBeNull();
    expect(readDiscountExpiry(memoryStore({ discountExpiryTime: "" }))).toBeNull();
    const store = memoryStore({ discountExpiryTime: "soon" });
    expect(startDiscountCountdown(store, 1000)).toBe(1000 + 48 * HOUR);
  });

  it("splits the remaining time into hours, minutes and seconds", () => {
    expect(countdownParts(48 * HOUR)).toEqual({ hours: 48, minutes: 0, seconds: 0 });
    expect(countdownParts(48 * HOUR - 1000)).toEqual({ hours: 47, minutes: 59, seconds: 59 });
    expect(countdownParts(61_500)).toEqual({ hours: 0, minutes: 1, seconds: 2 });
    expect(countdownParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
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
