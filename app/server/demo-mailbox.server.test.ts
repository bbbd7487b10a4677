// The demo mailbox (docs/decisions/203): a demo without SMTP keeps and shows what
// it would have e-mailed; never outside demo mode; bodies still wiped after the
// retention period.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "./env.server";
import { mailParts } from "~/lib/mail-links";
import { setupTestDatabase } from "../../tests/setup/db";
import { makeUser } from "../../tests/setup/staff-fixtures";
import type { SessionUser } from "./auth.server";
import { outbox } from "./db/schema.server";
import { demoMailboxOn, findDemoMail, listDemoMailForStaff, listOwnDemoMail } from "./demo-mailbox.server";
import { composeEmail } from "./email-template.server";
import { enqueueEmail, OUTBOX_SETTINGS, processOutboxOnce } from "./outbox.server";

const mode = vi.hoisted(() => ({ demo: true, smtp: undefined as string | undefined }));
vi.mock("./env.server", async (importOriginal) => {
  const real = await importOriginal<typeof EnvModule>();
  return { ...real, env: () => ({ ...real.env(), DEMO_MODE: mode.demo, SMTP_URL: mode.smtp }) };
});

const getDb = setupTestDatabase();
beforeEach(() => {
  mode.demo = true;
  mode.smtp = undefined;
});

const viewerOf = (u: {
  id: string;
  email: string;
  name: string;
  role: "student" | "staff";
}): SessionUser => ({
  ...u,
  phone: null,
  isAdmin: false,
  emailVerifiedAt: null,
  avatarUrl: null,
  createdAt: new Date(),
  sessionId: "test",
});

async function mailTo(to: string, subject: string, url = "http://localhost:3000/verify-email?token=abc") {
  await enqueueEmail(composeEmail({ to, subject, paragraphs: ["Hello."], action: { label: "Open", url } }));
}

describe("the demo mailbox", () => {
  it("is on only in demo mode without SMTP_URL", () => {
    expect(demoMailboxOn()).toBe(true);
    mode.smtp = "smtp://127.0.0.1:2525";
    expect(demoMailboxOn()).toBe(false);
    mode.smtp = undefined;
    mode.demo = false;
    expect(demoMailboxOn()).toBe(false);
  });

  it("keeps what it would have sent; staff see it, but not what went to other staff accounts", async () => {
    const student = await makeUser(getDb(), { emailVerified: false });
    const staff = await makeUser(getDb(), { role: "staff" });
    const colleague = await makeUser(getDb(), { role: "staff" });
    await mailTo(student.email, "Confirm your e-mail address");
    await mailTo(colleague.email, "Choose a new password");
    await mailTo(staff.email, "Your own reset");
    await processOutboxOnce({ transport: null, keepLogged: true });
    const rows = await getDb().select().from(outbox).where(eq(outbox.to, student.email));
    expect(rows[0]).toMatchObject({ status: "logged" });
    expect(rows[0].body).toContain("/verify-email?token=abc");

    const seen = await listDemoMailForStaff(viewerOf({ ...staff, role: "staff" }));
    const subjects = seen.map((m) => m.subject);
    expect(subjects).toContain("Confirm your e-mail address");
    expect(subjects).toContain("Your own reset");
    expect(subjects).not.toContain("Choose a new password");
    const colleagues = (await getDb().select().from(outbox).where(eq(outbox.to, colleague.email)))[0];
    expect(await findDemoMail(viewerOf({ ...staff, role: "staff" }), colleagues.id)).toBeNull();
  });

  it("the signed-in recipient sees only their own messages, from when their account was made", async () => {
    const before = `early-${Date.now()}@example.com`;
    await mailTo(before, "Written before the account");
    await getDb()
      .update(outbox)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(outbox.to, before));
    const student = await makeUser(getDb(), { email: before, emailVerified: false });
    const other = await makeUser(getDb());
    await mailTo(student.email, "Confirm your e-mail address");
    await mailTo(other.email, "Someone else's");
    const own = await listOwnDemoMail(viewerOf({ ...student, role: "student" }));
    expect(own.map((m) => m.subject)).toEqual(["Confirm your e-mail address"]);
    const others = (await getDb().select().from(outbox).where(eq(outbox.to, other.email)))[0];
    expect(await findDemoMail(viewerOf({ ...student, role: "student" }), others.id)).toBeNull();
    // A student is never shown the staff list.
    expect(await listDemoMailForStaff(viewerOf({ ...student, role: "student" }))).toEqual([]);
  });

  it("never outside demo mode: nothing is listed, and a logged e-mail's text is removed", async () => {
    mode.demo = false;
    const student = await makeUser(getDb());
    await mailTo(student.email, "Not in a demo");
    expect(await listOwnDemoMail(viewerOf({ ...student, role: "student" }))).toEqual([]);
    await processOutboxOnce({ transport: null });
    const [row] = await getDb().select().from(outbox).where(eq(outbox.to, student.email));
    expect(row).toMatchObject({ status: "logged", body: "" });
  });

  it(`bodies are still wiped after the retention period (${OUTBOX_SETTINGS.retentionHours} hours)`, async () => {
    const student = await makeUser(getDb());
    await mailTo(student.email, "Old message");
    await processOutboxOnce({ transport: null, keepLogged: true });
    await getDb()
      .update(outbox)
      .set({ createdAt: sql`now() - make_interval(hours => ${OUTBOX_SETTINGS.retentionHours + 1})` })
      .where(eq(outbox.to, student.email));
    await processOutboxOnce({ transport: null, keepLogged: true });
    const [row] = await getDb().select().from(outbox).where(eq(outbox.to, student.email));
    expect(row).toMatchObject({ status: "logged", body: "", html: null });
  });

  it("shows the text with working links: this site's become paths, others stay whole", () => {
    const parts = mailParts(
      "Confirm: http://localhost:3000/verify-email?token=a%2Bb.\nDocs: https://docs.python.org/3/.",
      "http://localhost:3000",
    );
    expect(parts).toEqual([
      { text: "Confirm: " },
      { href: "/verify-email?token=a%2Bb", label: "http://localhost:3000/verify-email?token=a%2Bb" },
      { text: ".\nDocs: " },
      { href: "https://docs.python.org/3/", label: "https://docs.python.org/3/" },
      { text: "." },
    ]);
  });
});
