import { setTimeout as sleep } from "node:timers/promises";

/*
 * Whether the server is answering requests right now. The embedded database runs one statement at a
 * time, so background work on it that holds it for long (a vacuum of a table that grew by thousands
 * of rows) waits for a quiet moment instead of freezing every answer behind it
 * (docs/decisions/218-background-database-work-and-traffic.md). Kept on globalThis: one count
 * for the whole process, however many bundles hold a copy of this module.
 */
const store = globalThis as typeof globalThis & {
  __traffic?: { inFlight: number; lastActivity: number };
};
const traffic = (store.__traffic ??= { inFlight: 0, lastActivity: Number.NEGATIVE_INFINITY });

/** server.ts: `answer` runs while a request is being answered (counted in, and out however it ends). */
export async function countingRequest<T>(answer: () => Promise<T>): Promise<T> {
  traffic.inFlight += 1;
  traffic.lastActivity = performance.now();
  try {
    return await answer();
  } finally {
    traffic.inFlight -= 1;
    traffic.lastActivity = performance.now();
  }
}

/** Requests being answered now. */
export const requestsInFlight = () => traffic.inFlight;

/**
 * Resolves true once no request has been in flight for `quietMs`, or false when `maxWaitMs` has
 * passed first or `signal` aborts: the caller decides whether to go ahead anyway. Looks every
 * `pollMs`; costs nothing while nothing waits.
 */
export async function quietMoment({
  quietMs,
  maxWaitMs,
  pollMs = 50,
  signal,
}: {
  quietMs: number;
  maxWaitMs: number;
  pollMs?: number;
  signal?: AbortSignal;
}): Promise<boolean> {
  const until = performance.now() + maxWaitMs;
  for (;;) {
    if (signal?.aborted) return false;
    const now = performance.now();
    if (traffic.inFlight === 0 && now - traffic.lastActivity >= quietMs) return true;
    if (now >= until) return false;
    try {
      await sleep(Math.min(pollMs, Math.max(until - now, 1)), undefined, { signal, ref: false });
    } catch {
      return false; // aborted
    }
  }
}
