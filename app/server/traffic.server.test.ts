import { describe, expect, it } from "vitest";
import { openRequest } from "../../tests/support/open-request";
import { countingRequest, quietMoment, requestsInFlight } from "./traffic.server";

describe("traffic: whether the server is answering requests right now", () => {
  it("counts a request while it is answered, and out again however it ends", async () => {
    const before = requestsInFlight();
    const held = openRequest();
    expect(requestsInFlight()).toBe(before + 1);
    await held.end();
    expect(requestsInFlight()).toBe(before);
    await expect(countingRequest(() => Promise.reject(new Error("render failed")))).rejects.toThrow();
    expect(requestsInFlight()).toBe(before);
  });

  it("finds a quiet moment only once no request has been in flight for the quiet period", async () => {
    const held = openRequest();
    const started = performance.now();
    const quiet = quietMoment({ quietMs: 80, maxWaitMs: 10_000, pollMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const ended = performance.now();
    await held.end();
    expect(await quiet).toBe(true);
    // Not before the request ended, and not before the quiet period after it.
    expect(performance.now() - ended).toBeGreaterThanOrEqual(75);
    expect(performance.now() - started).toBeGreaterThanOrEqual(225);
  });

  it("gives up at the longest wait, or when aborted, and says so", async () => {
    const held = openRequest();
    expect(await quietMoment({ quietMs: 10, maxWaitMs: 100, pollMs: 10 })).toBe(false);
    const stop = new AbortController();
    const waiting = quietMoment({ quietMs: 10, maxWaitMs: 60_000, pollMs: 10_000, signal: stop.signal });
    const aborted = performance.now();
    stop.abort();
    expect(await waiting).toBe(false);
    expect(performance.now() - aborted).toBeLessThan(1000);
    await held.end();
  });
});
