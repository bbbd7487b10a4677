import { DISCOUNT_EXPIRY_KEY, DISCOUNT_POPUP_TIMING, TIMED_POPUPS_KEY } from "~/content/popups";

/** The bits of localStorage the pop-ups use (so tests can pass a Map-backed fake). */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Remaining milliseconds -> whole hours, minutes, seconds (rounded up to the next second, never negative). */
export function countdownParts(remainingMs: number): Countdown {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** The stored expiry time, or null when there is none or it is not a number. */
export function readDiscountExpiry(store: KeyValueStore): number | null {
  const raw = store.getItem(DISCOUNT_EXPIRY_KEY);
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * SPEC.md: on first show the offer saves its expiry (now plus 48 hours) under
 * discountExpiryTime; later shows keep counting down to the saved time.
 */
export function startDiscountCountdown(
  store: KeyValueStore,
  now: number,
  durationMs: number = DISCOUNT_POPUP_TIMING.expiryMs,
): number {
  const saved = readDiscountExpiry(store);
  if (saved !== null) return saved;
  const expiry = now + durationMs;
  store.setItem(DISCOUNT_EXPIRY_KEY, String(expiry));
  return expiry;
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
