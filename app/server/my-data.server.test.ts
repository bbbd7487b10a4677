import { buffer as readAll } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import yauzl from "yauzl";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import {
  enrol,
  makeDoubt,
  makeLead,
  makeOrder,
  makeUpload,
  makeUser,
  sessionCookie,
} from "../../tests/setup/staff-fixtures";
import {
  auditLog,
  certificates,
  doubts,
  enrolments,
  leads,
  orders,
  sessions,
  uploads,
  users,
} from "./db/schema.server";
import { eraseStudentAccount, studentDataZip } from "./my-data.server";

const getDb = setupTestDatabase({ seed: true });

async function unzip(zip: Buffer) {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of file.eachEntry())
    entries.set(entry.fileName, await readAll(await file.openReadStreamPromise(entry)));
  return entries;
}

async function studentWithHistory(name: string) {
  const db = getDb();
  const user = await makeUser(db, {
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}-${Date.now()}@example.com`,
  });
  await enrol(db, user.id, "python-a");
  const attachment = await makeUpload(db, user.id, "doubt");
  await makeDoubt(db, user.id, { title: `${name}'s doubt`, attachmentId: attachment });
  const screenshot = await makeUpload(db, null, "payment");
  const order = await makeOrder(db, {
    userId: user.id,
    payerName: name,
    payerEmail: user.email,
    payerPhone: "+91 98765 43210",
    screenshotId: screenshot,
    status: "verified",
  });
  await makeLead(db, { kind: "contact", name, email: user.email, message: "Is there a weekend batch?" });
  return { user, order, attachment, screenshot };
}

describe("Download my data", () => {
  it("is a ZIP of JSON (account, enrolments, orders, attendance, exam attempts, doubts, enquiries) plus their uploaded files, and nobody else's", async () => {
    const asha = await studentWithHistory("Asha Verma");
    const other = await studentWithHistory("Ravi Kumar");
    const entries = await unzip((await studentDataZip(asha.user.id))!);
    for (const name of [
      "account.json",
      "enrolments.json",
      "orders.json",
      "attendance.json",
      "exam-attempts.json",
      "exam-results.json",
      "doubts.json",
      "enquiries.json",
      "README.txt",
    ]) {
      expect(entries.has(name), name).toBe(true);
    }
    const account = JSON.parse(entries.get("account.json")!.toString());
    expect(account).toMatchObject({ email: asha.user.email, name: "Asha Verma" });
    expect(JSON.stringify(account)).not.toMatch(/argon2|password/);
    expect(JSON.parse(entries.get("orders.json")!.toString())).toEqual([
      expect.objectContaining({ id: asha.order.id }),
    ]);
    expect(JSON.parse(entries.get("enrolments.json")!.toString())).toEqual([
      expect.objectContaining({ batch: expect.any(String), state: "active" }),
    ]);
    expect(JSON.parse(entries.get("doubts.json")!.toString())[0]).toMatchObject({
      title: "Asha Verma's doubt",
    });
    const files = [...entries.keys()].filter((k) => k.startsWith("files/"));
    expect(files).toHaveLength(2); // the doubt's image and the order's screenshot
    const everything = [...entries.values()].map((b) => b.toString("latin1")).join("\n");
    expect(everything).not.toContain(other.user.email);
    expect(everything).not.toContain(other.order.id);
  });
});

describe("Delete my account", () => {
  it("erases the account and what hangs on it, ends every session, keeps the order with the name only, and is in the activity log", async () => {
    const db = getDb();
    const { user, order, attachment, screenshot } = await studentWithHistory("Meena Iyer");
    await sessionCookie(user.id);
    expect(await eraseStudentAccount(user.id, { kind: "self" })).toBe(true);

    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(enrolments).where(eq(enrolments.userId, user.id))).toEqual([]);
    expect(await db.select().from(doubts).where(eq(doubts.userId, user.id))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.id, attachment))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.id, screenshot))).toEqual([]);
    expect(await db.select().from(leads).where(eq(leads.email, user.email))).toEqual([]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      payerName: "Meena Iyer",
      payerEmail: null,
      payerPhone: null,
      userId: null,
      screenshotId: null,
      amountRupees: order.amountRupees,
      status: "verified",
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entry).toMatchObject({
      action: "user.erased",
      entityType: "user",
      actorName: "The student (self-service)",
    });
    expect(entry!.details).toEqual({ ordersKept: [order.id] });
  });

  it("lists the student's certificates in the export, and erasing the account takes them off the public page", async () => {
    const db = getDb();
    const { user } = await studentWithHistory("Kiran Rao");
    await db.insert(certificates).values({
      code: `TPA-ERAS-E000-${Date.now().toString(36).slice(-4).toUpperCase()}`,
      userId: user.id,
      batchId: "python-a",
      courseId: "python-full-stack",
      studentName: "Kiran Rao",
      courseTitle: "Python Full Stack",
      batchName: "Python Full Stack - Batch A",
      startDate: "2026-01-05",
      endDate: "2026-03-30",
      liveMinutes: 5400,
      signatoryName: "Test Signatory",
      signatoryTitle: "Director",
      issuedVia: "rules",
    });
    const entries = await unzip((await studentDataZip(user.id))!);
    expect(JSON.parse(entries.get("certificates.json")!.toString())).toEqual([
      expect.objectContaining({ student_name: "Kiran Rao", course_title: "Python Full Stack" }),
    ]);
    await eraseStudentAccount(user.id, { kind: "self" });
    expect(await db.select().from(certificates).where(eq(certificates.studentName, "Kiran Rao"))).toEqual([]);
  });

  it("does not erase a staff account", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    expect(await eraseStudentAccount(staff.id, { kind: "self" })).toBe(false);
  });
});
