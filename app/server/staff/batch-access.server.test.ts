import { describe, expect, it } from "vitest";
import { batchTrainers } from "~/server/db/schema.server";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeBatch, makeUser, sessionCookie, staffRequest } from "../../../tests/setup/staff-fixtures";
import { canManageBatch, managedBatchIds, requireBatchManager } from "./batch-access.server";

const getDb = setupTestDatabase();

async function statusOf(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

describe("who manages a batch", () => {
  it("admins manage every batch; a trainer only the batches they are trainer of; other staff none", async () => {
    const mine = await makeBatch(getDb());
    const other = await makeBatch(getDb());
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
    const trainer = await makeUser(getDb(), { role: "staff" });
    const admissions = await makeUser(getDb(), { role: "staff" });
    await getDb()
      .insert(batchTrainers)
      .values({ batchId: mine.id, userId: trainer.id, assignedBy: admin.id });

    expect(await managedBatchIds(admin)).toBe("all");
    expect(await managedBatchIds(trainer)).toEqual([mine.id]);
    expect(await managedBatchIds(admissions)).toEqual([]);
    expect(await canManageBatch(admin, other.id)).toBe(true);
    expect(await canManageBatch(trainer, mine.id)).toBe(true);
    expect(await canManageBatch(trainer, other.id)).toBe(false);
    expect(await canManageBatch(admissions, mine.id)).toBe(false);
  });

  it("a batch the staff member may not manage answers 404, exactly like an unknown batch", async () => {
    const mine = await makeBatch(getDb());
    const other = await makeBatch(getDb());
    const trainer = await makeUser(getDb(), { role: "staff" });
    await getDb().insert(batchTrainers).values({ batchId: mine.id, userId: trainer.id });
    const cookie = await sessionCookie(trainer.id);
    const req = (id: string) => staffRequest(`/staff/batches/${id}/classes`, { cookie });

    expect(await statusOf(requireBatchManager(req(mine.id), mine.id))).toBe("ok");
    expect(await statusOf(requireBatchManager(req(other.id), other.id))).toBe(404);
    expect(await statusOf(requireBatchManager(req("no-such-batch"), "no-such-batch"))).toBe(404);
  });

  it("visitors are sent to /login and students get 403, as for every staff page", async () => {
    const batch = await makeBatch(getDb());
    const student = await makeUser(getDb(), { role: "student" });
    const path = `/staff/batches/${batch.id}/classes`;
    expect(await statusOf(requireBatchManager(staffRequest(path), batch.id))).toBe(302);
    const cookie = await sessionCookie(student.id);
    expect(await statusOf(requireBatchManager(staffRequest(path, { cookie }), batch.id))).toBe(403);
  });

  it("nobody manages the demo portal's fictional batch, not even an admin", async () => {
    const demo = await makeBatch(getDb(), { isDemo: true });
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
    await getDb().insert(batchTrainers).values({ batchId: demo.id, userId: admin.id });
    expect(await canManageBatch(admin, demo.id)).toBe(false);
  });
});
