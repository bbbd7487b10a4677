import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { enrol, makeBatch, makeUser } from "../../tests/setup/staff-fixtures";
import { auditLog } from "./db/schema.server";
import { batchProgress, markModule } from "./course-progress.server";
import { currentEnrolmentFor } from "./enrolments.server";

const getDb = setupTestDatabase();

describe("a batch's modules are its course's curriculum weeks; the trainer marks them done", () => {
  it("an AI & ML batch has the course page's 14 modules, a Python batch 12, by their week titles", async () => {
    const ai = await makeBatch(getDb(), { courseId: "ai-machine-learning" });
    const python = await makeBatch(getDb());
    const aiProgress = await batchProgress(ai.id, ai.courseId);
    expect(aiProgress.total).toBe(14);
    expect(aiProgress.modules[8].label).toBe("Module 9: Computer Vision");
    expect((await batchProgress(python.id, python.courseId)).modules[6].label).toBe(
      "Module 7: Django Essentials",
    );
  });

  it("marking done moves every active student's progress (ring, count and module bar); a pending one sees none", async () => {
    const batch = await makeBatch(getDb());
    const trainer = await makeUser(getDb(), { role: "staff", name: "Rahul Verma" });
    const active = await makeUser(getDb());
    const pending = await makeUser(getDb());
    await enrol(getDb(), active.id, batch.id);
    await enrol(getDb(), pending.id, batch.id, "pending");
    for (const m of [1, 2, 4])
      expect(await markModule(trainer, batch.id, m, true)).toEqual({ ok: true, changed: true });

    const mine = await currentEnrolmentFor(active.id);
    expect(mine).toMatchObject({ completedModules: 3, totalModules: 12 });
    expect(mine?.modules.filter((m) => m.done).map((m) => m.number)).toEqual([1, 2, 4]);
    expect(await currentEnrolmentFor(pending.id)).toMatchObject({ completedModules: 0, totalModules: 12 });

    const progress = await batchProgress(batch.id, batch.courseId);
    expect(progress.modules[0]).toMatchObject({ done: true, doneBy: "Rahul Verma" });
  });

  it("marking twice changes and records nothing the second time; reopening takes the mark away", async () => {
    const batch = await makeBatch(getDb());
    const trainer = await makeUser(getDb(), { role: "staff" });
    await markModule(trainer, batch.id, 3, true);
    expect(await markModule(trainer, batch.id, 3, true)).toEqual({ ok: true, changed: false });
    expect(await markModule(trainer, batch.id, 3, false)).toEqual({ ok: true, changed: true });
    expect((await batchProgress(batch.id, batch.courseId)).completed).toBe(0);
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.entityId, batch.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["module.done", "module.reopened"]);
  });

  it("refuses a module the course does not have", async () => {
    const batch = await makeBatch(getDb(), { courseId: "sql-database" });
    const trainer = await makeUser(getDb(), { role: "staff" });
    expect(await markModule(trainer, batch.id, 9, true)).toEqual({ ok: false, reason: "no_module" });
    expect(await markModule(trainer, batch.id, 8, true)).toEqual({ ok: true, changed: true });
  });
});
