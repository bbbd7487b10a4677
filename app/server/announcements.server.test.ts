import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { enrol, makeBatch, makeUser } from "../../tests/setup/staff-fixtures";
import {
  listBatchAnnouncements,
  markAnnouncementsRead,
  postAnnouncement,
  studentAnnouncements,
} from "./announcements.server";
import { emailUnsubscribes, outbox } from "./db/schema.server";

const getDb = setupTestDatabase();

describe("announcements", () => {
  it("e-mails each active student of the batch through the outbox (not pending requests, not other batches, not an address that unsubscribed), with an unsubscribe link", async () => {
    const batch = await makeBatch(getDb(), { name: "Python Full Stack - Batch C" });
    const other = await makeBatch(getDb());
    const trainer = await makeUser(getDb(), { role: "staff", name: "Deepa Krishnan" });
    const active = await makeUser(getDb(), { email: "active-c@example.com", name: "Asha" });
    const pending = await makeUser(getDb(), { email: "pending-c@example.com" });
    const elsewhere = await makeUser(getDb(), { email: "elsewhere-c@example.com" });
    await enrol(getDb(), active.id, batch.id);
    await enrol(getDb(), pending.id, batch.id, "pending");
    await enrol(getDb(), elsewhere.id, other.id);
    const unsubscribed = await makeUser(getDb(), { email: "unsubscribed-c@example.com" });
    await enrol(getDb(), unsubscribed.id, batch.id);
    await getDb().insert(emailUnsubscribes).values({ email: "unsubscribed-c@example.com" });

    const result = await postAnnouncement(trainer, batch.id, {
      title: "No class on Friday",
      body: "Friday is a holiday; the Django class moves to Saturday 10 AM.",
    });
    expect(result).toMatchObject({ ok: true, emailed: 1 });
    const mails = await getDb().select().from(outbox);
    const mine = mails.filter((m) => m.subject.includes("No class on Friday"));
    expect(mine.map((m) => m.to)).toEqual(["active-c@example.com"]);
    expect(mine[0].subject).toBe("Python Full Stack - Batch C: No class on Friday");
    expect(mine[0].body).toContain("the Django class moves to Saturday 10 AM.");
    expect(mine[0].body).toMatch(/\/unsubscribe\?token=/);
    expect(mine[0].headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("students see them newest first, unread marked until seen; staff see how many read each", async () => {
    const batch = await makeBatch(getDb());
    const trainer = await makeUser(getDb(), { role: "staff" });
    const student = await makeUser(getDb());
    await enrol(getDb(), student.id, batch.id);
    const first = await postAnnouncement(trainer, batch.id, {
      title: "Welcome",
      body: "Welcome to the batch, everyone.",
    });
    const second = await postAnnouncement(trainer, batch.id, {
      title: "Project teams",
      body: "Teams of three are posted now.",
    });
    if (!first.ok || !second.ok) throw new Error("not posted");

    const seen = await studentAnnouncements(student.id, batch.id);
    expect(seen.map((a) => [a.title, a.unread])).toEqual([
      ["Project teams", true],
      ["Welcome", true],
    ]);
    await markAnnouncementsRead(student.id, [second.id]);
    await markAnnouncementsRead(student.id, [second.id]);
    expect((await studentAnnouncements(student.id, batch.id)).map((a) => a.unread)).toEqual([false, true]);
    expect((await listBatchAnnouncements(batch.id)).map((a) => a.reads)).toEqual([1, 0]);
    expect(await studentAnnouncements(student.id, null)).toEqual([]);
  });

  it("an unknown batch is refused and nothing is written", async () => {
    const trainer = await makeUser(getDb(), { role: "staff" });
    const before = await getDb().select().from(outbox);
    expect(
      await postAnnouncement(trainer, "no-such-batch", { title: "Hello", body: "Nobody will read this." }),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await getDb().select().from(outbox).where(eq(outbox.subject, "Hello"))).toEqual([]);
    expect((await getDb().select().from(outbox)).length).toBe(before.length);
  });
});
