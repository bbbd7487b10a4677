import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrol, makeBatch, makeDoubt, makeUpload, makeUser } from "../../../tests/setup/staff-fixtures";
import { setupTestDatabase } from "../../../tests/setup/db";
import { doubts, outbox } from "../db/schema.server";
import { countOpenDoubts, getDoubt, listDoubts, replyToDoubt } from "./doubts-queue.server";

const getDb = setupTestDatabase();

describe("doubts queue", () => {
  it("lists open doubts oldest first with the student, batch and attachment", async () => {
    const student = await makeUser(getDb(), { name: "Asha Verma" });
    await enrol(getDb(), student.id, (await makeBatch(getDb(), { name: "Python Full Stack - Batch A" })).id);
    const attachment = await makeUpload(getDb(), student.id, "doubt");
    const newer = await makeDoubt(getDb(), student.id, {
      title: "Newer",
      createdAt: new Date("2026-03-02T10:00:00Z"),
    });
    const older = await makeDoubt(getDb(), student.id, {
      title: "Older",
      attachmentId: attachment,
      createdAt: new Date("2026-03-01T10:00:00Z"),
    });
    await makeDoubt(getDb(), student.id, {
      title: "Done",
      status: "resolved",
      reply: "Answered already.",
      repliedAt: new Date(),
    });

    const queue = await listDoubts("open");
    expect(queue.map((d) => d.id)).toEqual([older.id, newer.id]);
    expect(queue[0]).toMatchObject({
      studentName: "Asha Verma",
      studentEmail: student.email,
      batch: "Python Full Stack - Batch A",
      attachmentId: attachment,
      attachmentName: "doubt-proof.png",
    });
    expect(await countOpenDoubts()).toBe(2);
  });

  it("a trainer's reply resolves the doubt with reply, repliedBy and repliedAt, audits it and e-mails the student", async () => {
    const staff = await makeUser(getDb(), { role: "staff", name: "Rahul Sharma" });
    const student = await makeUser(getDb());
    const doubt = await makeDoubt(getDb(), student.id);
    const reply = "Run makemigrations, answer y to the rename question, then migrate again.";

    expect(await replyToDoubt(staff, doubt.id, reply)).toEqual({ ok: true });

    const [row] = await getDb().select().from(doubts).where(eq(doubts.id, doubt.id));
    expect(row).toMatchObject({
      status: "resolved",
      reply,
      repliedBy: "Rahul Sharma",
      repliedByUserId: staff.id,
    });
    expect(row.repliedAt).toBeInstanceOf(Date);
    const detail = await getDoubt(doubt.id);
    expect(detail!.audit).toEqual([
      expect.objectContaining({ action: "doubt.replied", actorUserId: staff.id, actorName: "Rahul Sharma" }),
    ]);
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, student.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(reply);
    expect(mails[0].body).toContain("/dashboard/doubts");
  });

  it("refuses a second reply and names who answered first", async () => {
    const first = await makeUser(getDb(), { role: "staff", name: "First Trainer" });
    const second = await makeUser(getDb(), { role: "staff", name: "Second Trainer" });
    const doubt = await makeDoubt(getDb(), (await makeUser(getDb())).id);
    await replyToDoubt(first, doubt.id, "The first and only answer to this doubt.");
    expect(await replyToDoubt(second, doubt.id, "A later answer that must not overwrite.")).toEqual({
      ok: false,
      reason: "already_resolved",
      repliedBy: "First Trainer",
    });
    const [row] = await getDb().select().from(doubts).where(eq(doubts.id, doubt.id));
    expect(row.reply).toBe("The first and only answer to this doubt.");
    expect(await replyToDoubt(second, "missing", "Nothing to answer here.")).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("lists answered doubts latest first", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const student = await makeUser(getDb());
    const a = await makeDoubt(getDb(), student.id, { title: "A" });
    const b = await makeDoubt(getDb(), student.id, { title: "B" });
    await replyToDoubt(staff, a.id, "Answer to A, first one.");
    await replyToDoubt(staff, b.id, "Answer to B, second one.");
    const resolved = await listDoubts("resolved");
    expect(resolved.slice(0, 2).map((d) => d.id)).toEqual([b.id, a.id]);
  });
});
