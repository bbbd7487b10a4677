import { DISCOUNT_EXPIRY_KEY, TIMED_POPUPS_KEY } from "~/content/popups";

/** The bits of localStorage the pop-ups use (so tests can pass a Map-backed fake). */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Remaining milliseconds -> whole days, hours, minutes, seconds (rounded up to
 * the next second, never negative). A real offer end can be weeks away: the
 * days keep the hours below 24.
 */
export function countdownParts(remainingMs: number): Countdown {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** The stored expiry time, or null when there is none or it is not a number. */
export function readDiscountExpiry(store: KeyValueStore): number | null {
  const raw = store.getItem(DISCOUNT_EXPIRY_KEY);
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * SPEC.md keeps the discountExpiryTime key; decision 14 makes what it holds
 * the live offer's real end, the same for every visitor (not "now plus 48
 * hours" per browser). Every show writes that end, so an offer staff moved or
 * replaced never counts down to an old time.
 */
export function syncDiscountExpiry(store: KeyValueStore, offerEnd: number): number {
  if (readDiscountExpiry(store) !== offerEnd) store.setItem(DISCOUNT_EXPIRY_KEY, String(offerEnd));
  return offerEnd;
}

/** SPEC.md: when the time runs out the stored key is removed. Returns true when it has run out. */
export function expireDiscountIfDue(store: KeyValueStore, expiry: number, now: number): boolean {
  if (now < expiry) return false;
  store.removeItem(DISCOUNT_EXPIRY_KEY);
  return true;
}

/** Timed pop-ups stay away when localStorage.timedPopups is "off". */
export function timedPopupsEnabled(store: KeyValueStore): boolean {
  return store.getItem(TIMED_POPUPS_KEY) !== "off";
}
