import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeDoubt, makeUser, sessionCookie, staffRequest } from "../../../tests/setup/staff-fixtures";
import { setupTestDatabase } from "../../../tests/setup/db";
import { auditLog, doubts, sessions, users } from "../db/schema.server";
import { replyToDoubt } from "./doubts-queue.server";
import { listStaff, removeStaffAccount, requireStaffAdmin, signOutStaffEverywhere } from "./team.server";

const getDb = setupTestDatabase();

describe("staff team management", () => {
  it("lists staff accounts only, admins first, with open sessions", async () => {
    const admin = await makeUser(getDb(), { role: "staff", name: "Zara Admin", isAdmin: true });
    const trainer = await makeUser(getDb(), { role: "staff", name: "Anil Trainer" });
    await makeUser(getDb(), { role: "student", name: "Not Staff" });
    await sessionCookie(trainer.id);
    await sessionCookie(trainer.id);
    const team = await listStaff();
    expect(team.map((m) => m.name)).toEqual(["Zara Admin", "Anil Trainer"]);
    expect(team.find((m) => m.id === trainer.id)?.sessions).toBe(2);
    expect(team.find((m) => m.id === admin.id)?.lastActionAt).toBeNull();
  });

  it("only an administrator passes requireStaffAdmin", async () => {
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
    const trainer = await makeUser(getDb(), { role: "staff" });
    await expect(
      requireStaffAdmin(staffRequest("/staff/team", { cookie: await sessionCookie(admin.id) })),
    ).resolves.toMatchObject({ id: admin.id });
    await expect(
      requireStaffAdmin(staffRequest("/staff/team", { cookie: await sessionCookie(trainer.id) })),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("signs a colleague out everywhere and records it", async () => {
    const admin = await makeUser(getDb(), { role: "staff", name: "Head Admin", isAdmin: true });
    const trainer = await makeUser(getDb(), { role: "staff" });
    await sessionCookie(trainer.id);
    expect(await signOutStaffEverywhere(admin, trainer.id)).toEqual({ ok: true });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, trainer.id))).toHaveLength(0);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, trainer.id));
    expect(entry).toMatchObject({
      action: "staff.signed_out",
      actorName: "Head Admin",
      details: { email: trainer.email, sessions: 1 },
    });
  });

  it("removes a staff account; their replies keep the trainer's name", async () => {
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
    const trainer = await makeUser(getDb(), { role: "staff", name: "Leaving Trainer" });
    const doubt = await makeDoubt(getDb(), (await makeUser(getDb())).id);
    await replyToDoubt(trainer, doubt.id, "An answer written before leaving.");
    expect(await removeStaffAccount(admin, trainer.id)).toEqual({ ok: true });
    expect(await getDb().select().from(users).where(eq(users.id, trainer.id))).toHaveLength(0);
    const [row] = await getDb().select().from(doubts).where(eq(doubts.id, doubt.id));
    expect(row).toMatchObject({ repliedBy: "Leaving Trainer", repliedByUserId: null });
    const [replyAudit] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, doubt.id));
    expect(replyAudit).toMatchObject({ actorName: "Leaving Trainer", actorUserId: null });
  });

  it("refuses to remove yourself or a student", async () => {
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
    const student = await makeUser(getDb());
    expect(await removeStaffAccount(admin, admin.id)).toEqual({ ok: false, reason: "self" });
    expect(await removeStaffAccount(admin, student.id)).toEqual({ ok: false, reason: "not_found" });
    expect(await signOutStaffEverywhere(admin, student.id)).toEqual({ ok: false, reason: "not_found" });
    expect(await getDb().select().from(users).where(eq(users.id, student.id))).toHaveLength(1);
  });
});
