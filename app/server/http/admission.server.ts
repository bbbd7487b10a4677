/**
 * Requests start in the order they arrived, a few milliseconds' worth per turn of the event
 * loop (docs/decisions/211-requests-start-in-arrival-order.md).
 *
 * Node accepts new connections once per turn of the event loop, and in that turn it reads
 * every connection already open. A saturated server (the signed-in dashboard costs ~20 ms of
 * CPU here) therefore serves the connections it already has again and again, and a new
 * visitor's connection waits: at 50 connections, 20 of them got no answer for the whole
 * 10-second run. Here a request that arrives while others wait, or once this turn has spent
 * its budget, joins a first-in-first-out queue; the queue starts requests at the next turns,
 * each turn until its budget is spent, so new connections are accepted between them and no
 * one waits behind later arrivals. An idle server starts every request at once.
 */
export interface AdmissionOptions {
  /** Work started per turn of the event loop, in ms, before the rest wait for the next turn. */
  budgetMs?: number;
  now?: () => number;
  /** Runs a callback after this turn's I/O: setImmediate (tests pass a fake). */
  defer?: (callback: () => void) => void;
}

export function createAdmission({
  budgetMs = 4,
  now = () => performance.now(),
  defer = (callback) => void setImmediate(callback),
}: AdmissionOptions = {}) {
  const waiting: (() => void)[] = [];
  // When this turn's first request started; null until one does.
  let turnStarted: number | null = null;

  function withinBudget(): boolean {
    const t = now();
    if (turnStarted === null) {
      turnStarted = t;
      // Immediates run after the turn's I/O: the next request after that is a new turn's.
      defer(() => (turnStarted = null));
      return true;
    }
    return t - turnStarted < budgetMs;
  }

  // One step per waiting request. Each runs after the work the previous one started (its
  // promise callbacks run in between), so the budget sees that work.
  function step() {
    if (waiting.length === 0) return;
    if (withinBudget()) waiting.shift()!();
    else defer(step);
  }

  return {
    /** Starts `start` now, or after the requests that came before it. */
    admit(start: () => void): void {
      if (waiting.length === 0 && withinBudget()) {
        start();
        return;
      }
      waiting.push(start);
      defer(step);
    },
    /** Requests waiting to start (for the tests). */
    get waiting() {
      return waiting.length;
    },
  };
}
