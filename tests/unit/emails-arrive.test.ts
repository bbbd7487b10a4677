// E-mail that arrives, proven: the site's real outbox worker delivers through
// nodemailer to a real SMTP server (smtp-server) on a free port, and each test
// reads the inbox and follows the link, as the person would.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authTiming } from "~/server/accounts.server";
import { enqueueBulkEmail } from "~/server/bulk-email.server";
import { users } from "~/server/db/schema.server";
import { processOutboxOnce } from "~/server/outbox.server";
import { decideOrder } from "~/server/staff/payments-review.server";
import { replyToDoubt } from "~/server/staff/doubts-queue.server";
import { action as forgotAction } from "../../app/routes/auth/forgot-password";
import { action as loginAction } from "../../app/routes/auth/login";
import { loader as resetLoader } from "../../app/routes/auth/reset-password";
import { action as signupAction } from "../../app/routes/auth/signup";
import { action as unsubscribeAction } from "../../app/routes/auth/unsubscribe";
import { loader as verifyLoader } from "../../app/routes/auth/verify-email";
import { action as profileAction } from "../../app/routes/portal/profile";
import { setupTestDatabase } from "../setup/db";
import { makeBatch, makeDoubt, makeOrder, makeUser } from "../setup/staff-fixtures";
import { cookiesFrom, get, post, run } from "../support/routes";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp-receiver";

const getDb = setupTestDatabase({ seed: true });
let smtp: SmtpReceiver;
let transport: ReturnType<SmtpReceiver["transport"]>;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

beforeAll(async () => {
  authTiming.loginMs = 0;
  authTiming.signupMs = 0;
  smtp = await startSmtpReceiver();
  transport = smtp.transport();
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

/** What the worker does every few seconds on a running server. */
const deliver = () => processOutboxOnce({ transport, from: "TechPro Academy <no-reply@example.com>" });

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function signUp(email: string, password = "monsoon kettle journey") {
  const res = await run(
    signupAction as never,
    post("/signup", {
      fullName: "Meera Pillai",
      email,
      mobile: "+91 98450 12345",
      batch: "python-a",
      password,
      confirmPassword: password,
    }),
    {},
    nextIp(),
  );
  expect(res.status).toBe(302);
}

async function signIn(email: string, password = "monsoon kettle journey") {
  const res = await run(loginAction as never, post("/login", { email, password }), {}, nextIp());
  expect(res.status).toBe(302);
  return cookiesFrom(res.headers);
}

function expectBranded(mail: { text: string; html: string }) {
  expect(mail.text.length).toBeGreaterThan(0);
  expect(mail.html).toContain("TechPro Academy");
  expect(mail.html).toMatch(/^<!doctype html>/i);
}

describe("e-mails arrive, with a text part, an HTML part and the brand", () => {
  it("verification: the link after signup confirms the address", async () => {
    await signUp("meera.verify@example.com");
    await deliver();
    const mail = await smtp.waitFor("meera.verify@example.com", /^Confirm your e-mail address/);
    expectBranded(mail);
    const link = mail.links.find((l) => l.includes("/verify-email?token="))!;
    expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
    const opened = await run(verifyLoader as never, get(pathOf(link)));
    expect(opened.data.result).toEqual({ ok: true, kind: "verified", email: "meera.verify@example.com" });
    const [user] = await getDb().select().from(users).where(eq(users.email, "meera.verify@example.com"));
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    // Single use.
    expect((await run(verifyLoader as never, get(pathOf(link)))).data.result.ok).toBe(false);
  });

  it("reset: the link opens the new-password page", async () => {
    await signUp("meera.reset@example.com");
    await run(
      forgotAction as never,
      post("/forgot-password", { email: "meera.reset@example.com" }),
      {},
      nextIp(),
    );
    await deliver();
    const mail = await smtp.waitFor("meera.reset@example.com", /^Reset your password$/);
    expectBranded(mail);
    const link = mail.links.find((l) => l.includes("/reset-password?token="))!;
    expect((await run(resetLoader as never, get(pathOf(link)))).data.valid).toBe(true);
  });

  it("change of address: a link to the new address, which changes it; then a notice to the old one", async () => {
    await signUp("meera.old@example.com");
    const cookie = await signIn("meera.old@example.com");
    const asked = await run(
      profileAction as never,
      post(
        "/dashboard/profile",
        {
          intent: "change-email",
          newEmail: "meera.new@example.com",
          currentPassword: "monsoon kettle journey",
        },
        cookie,
      ),
      {},
      nextIp(),
    );
    expect(asked.status).toBe(302);
    await deliver();
    const confirm = await smtp.waitFor("meera.new@example.com", /^Confirm your new e-mail address/);
    expectBranded(confirm);
    const link = confirm.links.find((l) => l.includes("/verify-email?token="))!;
    const opened = await run(verifyLoader as never, get(pathOf(link)));
    expect(opened.data.result).toEqual({ ok: true, kind: "changed", email: "meera.new@example.com" });
    await deliver();
    const notice = await smtp.waitFor("meera.old@example.com", /e-mail address was changed$/);
    expectBranded(notice);
    expect(notice.text).toContain("m***@example.com");
  });

  it("enrolment: the payer hears when staff verify the payment, and that the enrolment is active", async () => {
    const staff = await makeUser(getDb(), { role: "staff", name: "Admissions Desk" });
    const student = await makeUser(getDb(), { email: "payer.arrives@example.com" });
    const batch = await makeBatch(getDb(), { name: "Python Full Stack - Evening Batch" });
    const order = await makeOrder(getDb(), {
      userId: student.id,
      batchId: batch.id,
      payerEmail: "payer.arrives@example.com",
    });
    await decideOrder(staff, order.id, { intent: "verify" });
    await deliver();
    const mail = await smtp.waitFor("payer.arrives@example.com", /^Payment received/);
    expectBranded(mail);
    expect(mail.text).toContain("₹4,999");
    const active = await smtp.waitFor(
      "payer.arrives@example.com",
      /^You're in: Python Full Stack - Evening Batch$/,
    );
    expectBranded(active);
    expect(active.text).toContain("is now active");
    expect(active.links.some((l) => l.endsWith("/dashboard"))).toBe(true);
  });

  it("doubt answered: the student gets the reply and a link to the portal", async () => {
    const staff = await makeUser(getDb(), { role: "staff", name: "Ravi Trainer" });
    const student = await makeUser(getDb(), { email: "doubt.arrives@example.com" });
    const doubt = await makeDoubt(getDb(), student.id);
    await replyToDoubt(staff, doubt.id, "Rename the field in two migrations: add, copy, then drop.");
    await deliver();
    const mail = await smtp.waitFor("doubt.arrives@example.com", /^Your doubt has been answered/);
    expectBranded(mail);
    expect(mail.text).toContain("add, copy, then drop");
    expect(mail.links.some((l) => l.endsWith("/dashboard/doubts"))).toBe(true);
  });

  it("bulk: an unsubscribe link and one-click List-Unsubscribe, after which no bulk e-mail goes to the address", async () => {
    const announce = () =>
      enqueueBulkEmail({
        to: "reader.bulk@example.com",
        subject: "New Python batch from 1 December",
        paragraphs: ["Evening batch, Monday to Friday, 7 to 9 pm IST."],
      });
    expect(await announce()).toBe(true);
    await deliver();
    const mail = await smtp.waitFor("reader.bulk@example.com", /^New Python batch/);
    expectBranded(mail);
    const link = mail.links.find((l) => l.includes("/unsubscribe?token="))!;
    expect(mail.header("list-unsubscribe")).toBe(`<${link}>`);
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // What a mail program's one-click button sends (RFC 8058).
    const oneClick = await run(
      unsubscribeAction as never,
      new Request(link, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) }),
    );
    expect(oneClick.status).toBe(200);
    expect(oneClick.data.done).toBe(true);
    expect(await announce()).toBe(false);
  });
});
