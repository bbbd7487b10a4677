import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { rateLimit } from "./rate-limit.server";

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
