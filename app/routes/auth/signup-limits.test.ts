// Signup limits that fit a classroom (docs/decisions/202): one client address
// may make many new accounts (a college lab); what it gets wrong is limited.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { post, run } from "../../../tests/support/routes";
import { FORM_LIMITS } from "~/server/account-limits.server";
import { authTiming } from "~/server/accounts.server";
import { rateLimits } from "~/server/db/schema.server";
import { action as signupAction } from "./signup";

const getDb = setupTestDatabase({ seed: true });
beforeAll(() => {
  authTiming.signupMs = 0;
});

const fields = (over: Record<string, string> = {}) => ({
  fullName: "Lab Student",
  email: `lab.${crypto.randomUUID().slice(0, 8)}@example.com`,
  mobile: "+91 98450 12345",
  batch: "python-a",
  password: "a long passphrase",
  confirmPassword: "a long passphrase",
  ...over,
});
const signup = (ip: string, over: Record<string, string> = {}) =>
  run(signupAction as never, post("/signup", fields(over)), {}, ip);
const counted = async (key: string) =>
  (await getDb().select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;

describe("signup limits per client address count failed and suspicious attempts, not new accounts", () => {
  it("new accounts from one address are not failures: the failure count stays at zero", async () => {
    const ip = "203.0.113.60";
    for (let i = 0; i < 3; i++) expect((await signup(ip)).status).toBe(302);
    expect(await counted(`signup:failed:${ip}`)).toBe(0);
    // Every signup still counts toward the wide per-address limit (a script, not a lab, reaches it).
    expect(await counted(`signup:ip:${ip}`)).toBe(3);
    expect(FORM_LIMITS.signupIp.limit).toBeGreaterThanOrEqual(200);
  });

  it("a weak password and an address that already has an account count as failures", async () => {
    const ip = "203.0.113.61";
    expect((await signup(ip, { password: "password1", confirmPassword: "password1" })).status).toBe(400);
    const taken = fields();
    expect((await signup(ip, { email: taken.email })).status).toBe(302);
    // The same answer for a known address (nothing tells who has an account), but it counts.
    expect((await signup(ip, { email: taken.email })).status).toBe(302);
    expect(await counted(`signup:failed:${ip}`)).toBe(2);
  });

  it(`after ${FORM_LIMITS.signupIpFailures.limit} failures in an hour, the address waits (429), even for a good signup`, async () => {
    const ip = "203.0.113.62";
    await getDb()
      .insert(rateLimits)
      .values({
        key: `signup:failed:${ip}`,
        windowStart: new Date(),
        count: FORM_LIMITS.signupIpFailures.limit - 1,
      });
    expect((await signup(ip, { password: "password1", confirmPassword: "password1" })).status).toBe(400);
    const blocked = await signup(ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(blocked.data.formError.title).toBe("Too many attempts");
  });
});
