// Finding: "10 failed logins for an e-mail lock that account (staff included)
// for 15 minutes, even against the right password; the check runs before the
// password and the count after, so 20 parallel attempts got 12 tries instead
// of 10. An attacker's reset requests also use up the owner's reset limit."
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as accounts from "~/server/accounts.server";
import { hashPassword } from "~/server/auth.server";
import { outbox, users } from "~/server/db/schema.server";
import * as forgot from "../../../app/routes/auth/forgot-password";
import { setupTestDatabase } from "../../setup/db";
import { post, run } from "../../support/routes";
import { freshIp, logIn, signUpStudent, STRONG } from "./support";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  accounts.authTiming.loginMs = 0;
  accounts.authTiming.signupMs = 0;
});

describe("sign-in guessing", () => {
  it("counts every attempt before the password is checked: of 20 parallel wrong logins, only the free tries and those after a delay ran out are checked", async () => {
    await signUpStudent("parallel@example.com");
    const ip = freshIp();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => logIn("parallel@example.com", "not the password", ip)),
    );
    const seconds = (Date.now() - started) / 1000;
    const statuses = answers.map((a) => a.status);
    const checked = statuses.filter((s) => s === 401).length;
    // 3 free tries and the 4th, which starts a 1 s delay; on a slow machine a delay (1 s, then
    // 2 s, 4 s, ...) may run out while the 20 are still in flight, which lets one more through
    // each time. Counting after the check let all 20 through (12 in the probe).
    const delaysRunOut = Math.floor(Math.log2(seconds + 1));
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(checked).toBeLessThanOrEqual(4 + delaysRunOut);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
  });

  it("10 failed logins from one address never lock the owner out (staff included) from their own", async () => {
    await getDb()
      .insert(users)
      .values({
        email: "owner.staff@example.com",
        name: "Owner Staff",
        role: "staff",
        passwordHash: await hashPassword("Staff-Owner-Passphrase-91"),
      });
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) await logIn("owner.staff@example.com", `guess ${i}`, attacker);
    const owner = await logIn("owner.staff@example.com", "Staff-Owner-Passphrase-91", freshIp());
    expect(owner.status).toBe(302);
    expect(owner.location).toBe("/staff");
  });

  it("tells a guesser how long to wait (429 with Retry-After), not that the account is locked", async () => {
    await signUpStudent("wait@example.com");
    const ip = freshIp();
    let last = await logIn("wait@example.com", "x", ip);
    for (let i = 0; i < 5; i++) last = await logIn("wait@example.com", "x", ip);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await logIn("wait@example.com", STRONG, freshIp())).status).toBe(302);
  });
});

describe("password reset requests", () => {
  it("a stranger's requests do not use up the owner's: the owner still gets a link", async () => {
    await signUpStudent("reset.owner@example.com");
    const stranger = freshIp();
    for (let i = 0; i < 5; i++) {
      await run(
        forgot.action as never,
        post("/forgot-password", { email: "reset.owner@example.com" }),
        {},
        stranger,
      );
    }
    const owner = await run(
      forgot.action as never,
      post("/forgot-password", { email: "reset.owner@example.com" }),
      {},
      freshIp(),
    );
    expect(owner.status).toBe(200);
    expect(owner.data.sent).toBe(true);
    const links = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "reset.owner@example.com"), eq(outbox.subject, "Reset your password")));
    expect(links.length).toBe(4);
  });
});
