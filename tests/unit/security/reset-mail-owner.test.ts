// Finding (issue 23): "A stranger spends the owner's reset mails (3 requests
// from each of 4 addresses use the 10-an-hour cap; the owner's own request
// then sends nothing)." Deliverable: "the owner can always get one link a
// quarter-hour, strangers share what is left".
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as accounts from "~/server/accounts.server";
import { outbox, rateLimits } from "~/server/db/schema.server";
import * as forgot from "../../../app/routes/auth/forgot-password";
import { setupTestDatabase } from "../../setup/db";
import { BASE, run } from "../../support/routes";
import { freshIp, logIn, signUpStudent } from "./support";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  accounts.authTiming.loginMs = 0;
  accounts.authTiming.signupMs = 0;
});

/** The reset form posted from a browser that sends these cookies (or none). */
function askForReset(email: string, ip: string, cookie?: string) {
  const body = new FormData();
  body.append("email", email);
  const headers: Record<string, string> = { origin: BASE };
  if (cookie) headers.cookie = cookie;
  return run(
    forgot.action as never,
    new Request(`${BASE}/forgot-password`, { method: "POST", body, headers }),
    {},
    ip,
  );
}

const resetMails = async (to: string) =>
  (
    await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.subject, "Reset your password")))
  ).length;

/** The cookies a sign-in on this device leaves, as the browser sends them back (the session's aside). */
async function deviceCookiesAfterSignIn(email: string) {
  const signedIn = await logIn(email, "monsoon kettle journey");
  expect(signedIn.status).toBe(302);
  return signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !/^(__Host-)?session=/.test(c) && !c.startsWith("flash="))
    .join("; ");
}

async function strangersAsk(email: string, clients: number, each: number) {
  for (let c = 0; c < clients; c++) {
    const ip = freshIp();
    for (let i = 0; i < each; i++) await askForReset(email, ip);
  }
}

describe("reset e-mails to one address", () => {
  it("3 requests from each of 4 strangers' addresses leave the owner a link: one a quarter-hour from a device they signed in on", async () => {
    await signUpStudent("owner.inbox@example.com");
    const device = await deviceCookiesAfterSignIn("owner.inbox@example.com");
    expect(device).not.toBe("");
    await strangersAsk("owner.inbox@example.com", 4, 3);
    const byStrangers = await resetMails("owner.inbox@example.com");
    expect(byStrangers).toBeLessThan(10);
    const owner = await askForReset("owner.inbox@example.com", freshIp(), device);
    expect(owner.status).toBe(200);
    expect(owner.data.sent).toBe(true);
    expect(await resetMails("owner.inbox@example.com")).toBe(byStrangers + 1);
    // Strangers, even now, get nothing more sent; and the owner's next link waits a quarter-hour.
    await askForReset("owner.inbox@example.com", freshIp());
    await askForReset("owner.inbox@example.com", freshIp(), device);
    expect(await resetMails("owner.inbox@example.com")).toBe(byStrangers + 1);
    await getDb()
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - interval '16 minutes'` })
      .where(sql`${rateLimits.key} like 'mail:owner:%'`);
    await askForReset("owner.inbox@example.com", freshIp(), device);
    expect(await resetMails("owner.inbox@example.com")).toBe(byStrangers + 2);
  });

  it("strangers share what is left: together at most 10 an hour reach the address, the owner's quarter-hours kept aside", async () => {
    await signUpStudent("shared.inbox@example.com");
    await strangersAsk("shared.inbox@example.com", 6, 3);
    expect(await resetMails("shared.inbox@example.com")).toBe(6);
  });

  it("a forged device cookie, or one from another account's sign-in, is a stranger's", async () => {
    await signUpStudent("target.inbox@example.com");
    await signUpStudent("other.account@example.com");
    const othersDevice = await deviceCookiesAfterSignIn("other.account@example.com");
    await strangersAsk("target.inbox@example.com", 2, 3);
    const before = await resetMails("target.inbox@example.com");
    const name = othersDevice.split("=")[0];
    await askForReset("target.inbox@example.com", freshIp(), othersDevice);
    await askForReset("target.inbox@example.com", freshIp(), `${name}=AAAAAAAAAAAAAAAAAAAAAA`);
    expect(await resetMails("target.inbox@example.com")).toBe(before);
  });
});
