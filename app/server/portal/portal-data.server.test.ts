import { count, eq, getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { averageScore, progressPercent } from "~/lib/portal-stats";
import { setupTestDatabase } from "../../../tests/setup/db";
import { authTiming, registerStudent } from "../accounts.server";
import { istDateKey } from "~/lib/ist";
import { batches, classSessions, exams, materialFiles } from "../db/schema.server";
import { activeBatchIdFor } from "../enrolments.server";
import { getStudent } from "./context.server";
import { listDoubts } from "./doubts.server";
import { listExams } from "./exams.server";
import { listMaterials } from "./materials.server";
import { listAchievements } from "./profile.server";
import { listSessions, upcomingSessions } from "./schedule.server";
import { SAMPLE_STUDENT_ID } from "./sample-student.server";
import { seedPortal } from "./seed.server";

const getDb = setupTestDatabase({ seed: true });
authTiming.loginMs = 0;
authTiming.signupMs = 0;

describe("the seeded sample student (SPEC.md sample data)", () => {
  it("has completed 7 of 12 modules (58%) of Python Full Stack in the fictional demo batch", async () => {
    const { student, enrolment } = (await getStudent(SAMPLE_STUDENT_ID))!;
    expect(student).toMatchObject({
      name: "Priya Sharma",
      completedModules: 7,
      totalModules: 12,
      batchName: "Demo Batch (sample)",
      courseTitle: "Python Full Stack Development",
    });
    expect(enrolment?.state).toBe("active");
    expect(await activeBatchIdFor(SAMPLE_STUDENT_ID)).toBe("demo");
    expect(progressPercent(student.completedModules, student.totalModules)).toBe(58);
  });

  it("has four exams with SPEC.md's marks 50/35, 75/50, 40/28, 60/42: three completed, one upcoming", async () => {
    const s = (await getStudent(SAMPLE_STUDENT_ID))!;
    const list = await listExams(SAMPLE_STUDENT_ID, "demo", s.joinedAt);
    expect(list.map((e) => `${e.totalMarks}/${e.passingMarks}`)).toEqual([
      "50/35",
      "75/50",
      "40/28",
      "60/42",
    ]);
    expect(list.map((e) => e.status)).toEqual(["completed", "completed", "completed", "upcoming"]);
    expect(list.map((e) => e.result)).toEqual(["passed", "failed", "passed", null]);
    // 44/50 = 88%, 46/75 = 61.3%, 33/40 = 82.5% -> 77.3% -> 77%
    expect(
      averageScore(
        list.filter((e) => e.score !== null).map((e) => ({ score: e.score!, totalMarks: e.totalMarks })),
      ),
    ).toBe(77);
    // The demo's links stay on the site (decision 12); Start Exam only inside the window.
    expect(list[3]).toMatchObject({ startUrl: null, pageUrl: "/dashboard/demo-link?to=exam" });
  });

  it("has doubts (two answered by trainers, one waiting) and achievements", async () => {
    const d = await listDoubts(SAMPLE_STUDENT_ID);
    expect(d).toHaveLength(3);
    expect(d.filter((x) => x.status === "resolved").every((x) => x.reply && x.repliedBy && x.repliedAt)).toBe(
      true,
    );
    expect(d.filter((x) => x.status === "open")).toHaveLength(1);
    expect(await listAchievements(SAMPLE_STUDENT_ID)).toHaveLength(3);
  });
});

describe("every batch has a realistic schedule relative to today", () => {
  it.each(["python-a", "azure-a", "java-a", "demo"])(
    "running batch %s has classes this week and upcoming ones, and materials",
    async (batchId) => {
      const now = new Date();
      const week = await listSessions(
        batchId,
        new Date(now.getTime() - 7 * 86_400_000),
        new Date(now.getTime() + 7 * 86_400_000),
      );
      expect(week.length).toBeGreaterThan(3);
      const next = await upcomingSessions(batchId, 3);
      expect(next).toHaveLength(3);
      expect(
        next.every((s) => new Date(s.startsAt).getTime() + s.durationMinutes * 60_000 > now.getTime()),
      ).toBe(true);
      expect((await listMaterials(batchId)).length).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(["python-b", "aiml-a", "sql-a"])(
    "batch %s, still enrolling, has its first class on its start date and none before",
    async (batchId) => {
      const [batch] = await getDb().select().from(batches).where(eq(batches.id, batchId));
      expect(batch.state).toBe("enrolling");
      const first = await upcomingSessions(batchId, 1);
      expect(first).toHaveLength(1);
      expect(istDateKey(new Date(first[0].startsAt))).toBe(batch.startDate);
    },
  );

  it("is idempotent: seeding again adds nothing", async () => {
    const before = await getDb().select({ n: count() }).from(classSessions);
    await seedPortal(getDb());
    const after = await getDb().select({ n: count() }).from(classSessions);
    expect(after[0].n).toBe(before[0].n);
    expect((await getDb().select({ n: count() }).from(exams).where(eq(exams.batchId, "python-a")))[0].n).toBe(
      4,
    );
  });
});

describe("the seed at a restart", () => {
  /** The database, recording the table of every insert made through it. */
  function watched(written: string[]) {
    const database = getDb();
    return new Proxy(database, {
      get(target, prop, receiver) {
        if (prop !== "insert") return Reflect.get(target, prop, receiver);
        return (table: Parameters<typeof database.insert>[0]) => {
          written.push(getTableName(table));
          return target.insert(table);
        };
      },
    });
  }

  it("writes no material or file already stored, and restores a seeded file whose pieces are gone", async () => {
    const written: string[] = [];
    await seedPortal(watched(written));
    expect(written).not.toContain("materials");
    expect(written).not.toContain("material_files");

    await getDb().delete(materialFiles).where(eq(materialFiles.materialId, "python-a-plan"));
    written.length = 0;
    await seedPortal(watched(written));
    expect(written.filter((table) => table === "material_files")).toHaveLength(1);
    const pieces = await getDb()
      .select({ seq: materialFiles.seq })
      .from(materialFiles)
      .where(eq(materialFiles.materialId, "python-a-plan"));
    expect(pieces.length).toBeGreaterThan(0);
  });
});

describe("a new student (decision 12: an account, not access)", () => {
  it("has a pending request for the chosen batch, 0 of 12 modules, and no classes, exams or materials", async () => {
    const result = await registerStudent({
      fullName: "Kiran Rao",
      email: "kiran.rao@example.com",
      mobile: "+91 91234 56789",
      batch: "java-a",
      password: "long enough",
      confirmPassword: "long enough",
    });
    expect(result.ok).toBe(true);
    if (!result.ok || !result.userId) return;
    const { student, enrolment } = (await getStudent(result.userId))!;
    expect(student).toMatchObject({
      batchName: "Java Full Stack - Batch A",
      completedModules: 0,
      totalModules: 12,
    });
    expect(enrolment?.state).toBe("pending");
    const batchId = await activeBatchIdFor(result.userId);
    expect(batchId).toBeNull();
    expect(await listDoubts(result.userId)).toEqual([]);
    expect(await listExams(result.userId, batchId, new Date(0))).toEqual([]);
    expect(await listMaterials(batchId)).toEqual([]);
    expect(await upcomingSessions(batchId, 3)).toEqual([]);
  });
});
