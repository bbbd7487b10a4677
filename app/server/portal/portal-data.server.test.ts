import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { averageScore, progressPercent } from "~/lib/portal-stats";
import { setupTestDatabase } from "../../../tests/setup/db";
import { authTiming, registerStudent } from "../accounts.server";
import { classSessions, exams } from "../db/schema.server";
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
  it("has completed 7 of 12 modules (58%) in Python Full Stack - Batch A", async () => {
    const s = await getStudent(SAMPLE_STUDENT_ID);
    expect(s).toMatchObject({
      name: "Priya Sharma",
      completedModules: 7,
      totalModules: 12,
      batchName: "Python Full Stack - Batch A",
      courseTitle: "Python Full Stack Development",
    });
    expect(progressPercent(s!.completedModules, s!.totalModules)).toBe(58);
  });

  it("has four exams with SPEC.md's marks 50/35, 75/50, 40/28, 60/42: three completed, one upcoming", async () => {
    const s = (await getStudent(SAMPLE_STUDENT_ID))!;
    const list = await listExams(SAMPLE_STUDENT_ID, s.batchId, s.joinedAtDate);
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
    expect(list[3].examUrl).toMatch(/^https:\/\//);
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
  it.each(["python-a", "python-b", "azure-a", "java-a", "aiml-a"])(
    "%s has classes this week and upcoming ones, and materials",
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
      expect((await listMaterials(batchId)).length).toBeGreaterThanOrEqual(4);
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

describe("a new student", () => {
  it("sees their batch's data and 0 of 12 modules", async () => {
    const result = await registerStudent({
      fullName: "Kiran Rao",
      email: "kiran.rao@example.com",
      mobile: "+91 91234 56789",
      batch: "java-a",
      password: "long enough",
      confirmPassword: "long enough",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const s = (await getStudent(result.userId))!;
    expect(s).toMatchObject({
      batchName: "Java Full Stack - Batch A",
      completedModules: 0,
      totalModules: 12,
    });
    expect(await listDoubts(result.userId)).toEqual([]);
    const list = await listExams(result.userId, s.batchId, s.joinedAtDate);
    // Only exams held since they joined: the upcoming one.
    expect(list.map((e) => e.status)).toEqual(["upcoming"]);
    expect((await listMaterials("java-a"))[0].title).toBeTruthy();
  });
});
