import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { clearAttempts, countAttempt, rateLimit, refundAttempt } from "./rate-limit.server";

setupTestDatabase();

describe("rateLimit (stored in the database, global across instances)", () => {
  it("allows `limit` hits in a window and refuses the next with a retry time", async () => {
    for (let i = 0; i < 3; i++) expect((await rateLimit("t:a", 3, 60)).allowed).toBe(true);
    const refused = await rateLimit("t:a", 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts keys separately", async () => {
    expect((await rateLimit("t:b", 1, 60)).allowed).toBe(true);
    expect((await rateLimit("t:c", 1, 60)).allowed).toBe(true);
    expect((await rateLimit("t:b", 1, 60)).allowed).toBe(false);
  });

  it("starts a new window once the old one has passed", async () => {
    expect((await rateLimit("t:d", 1, 1)).allowed).toBe(true);
    expect((await rateLimit("t:d", 1, 1)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await rateLimit("t:d", 1, 1)).allowed).toBe(true);
  });
});

describe("countAttempt (sign-in throttle: counted before the check, growing waits)", () => {
  const rule = { limit: 10, windowSeconds: 900, freeAttempts: 3, maxDelaySeconds: 300 };

  it("lets exactly freeAttempts + 1 of 20 parallel attempts through, and refuses the rest with a wait", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => countAttempt("t:par", rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(rule.freeAttempts + 1);
    for (const refused of results.filter((r) => !r.allowed)) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
  });

  it("makes each wait after the free tries twice the last: 1 s, then 2 s", async () => {
    for (let i = 0; i < 4; i++) expect((await countAttempt("t:grow", rule)).allowed).toBe(true);
    expect((await countAttempt("t:grow", rule)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await countAttempt("t:grow", rule)).allowed).toBe(true);
    const next = await countAttempt("t:grow", rule);
    expect(next.allowed).toBe(false);
    expect(next.retryAfterSeconds).toBe(2);
  });

  it("forgets a key's attempts when they are cleared (the owner signed in)", async () => {
    for (let i = 0; i < 4; i++) await countAttempt("t:clear", rule);
    expect((await countAttempt("t:clear", rule)).allowed).toBe(false);
    await clearAttempts("t:clear");
    expect((await countAttempt("t:clear", rule)).allowed).toBe(true);
  });

  it("gives back a refunded attempt, ending the wait once under the free allowance", async () => {
    for (let i = 0; i < 4; i++) await countAttempt("t:refund", rule);
    expect((await countAttempt("t:refund", rule)).allowed).toBe(false);
    await refundAttempt("t:refund", rule);
    expect((await countAttempt("t:refund", rule)).allowed).toBe(true);
  });
});
