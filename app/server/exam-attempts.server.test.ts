import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANSWER_GRACE_MS } from "~/lib/exam-window";
import { setupTestDatabase } from "../../tests/setup/db";
import { enrol, makeBatch, makeUser } from "../../tests/setup/staff-fixtures";
import { examAttempts, examResults, exams } from "./db/schema.server";
import { answerExam, closeExpiredAttempts, publishedExam, startAttempt } from "./exam-attempts.server";
import { saveQuestion } from "./exam-questions.server";
import { saveExam, setExamPublished } from "./exams.server";
import { examPageData } from "./portal/exam-page.server";
import { listExams } from "./portal/exams.server";

const getDb = setupTestDatabase();

// Opens Sunday 6 Dec 2099, 10:00 India time; closes 30 minutes later.
const OPENS = new Date("2099-12-06T04:30:00.000Z");
const CLOSES = new Date("2099-12-06T05:00:00.000Z");
const minute = (n: number) => new Date(OPENS.getTime() + n * 60_000);

/** A published 10-mark test: a single choice (4), a multiple choice (4, options 1 and 3) and a numeric (2). */
async function scene() {
  const batch = await makeBatch(getDb());
  const trainer = await makeUser(getDb(), { role: "staff" });
  const student = await makeUser(getDb());
  await enrol(getDb(), student.id, batch.id);
  const before = new Date("2099-12-01T00:00:00Z");
  const saved = await saveExam(
    trainer,
    batch.id,
    null,
    {
      title: "Python Fundamentals Assessment",
      description: "",
      module: 2,
      opensAt: OPENS,
      durationMinutes: 30,
      totalMarks: 10,
      passingMarks: 6,
      topics: ["Data types"],
      kind: "portal",
      examUrl: undefined,
    },
    before,
  );
  if (!saved.ok) throw new Error("exam not saved");
  const base = {
    options: [] as string[],
    correct: "",
    correctOptions: [] as number[],
    numericAnswer: null,
    numericTolerance: 0,
  };
  await saveQuestion(
    trainer,
    batch.id,
    saved.id,
    {
      ...base,
      kind: "single",
      prompt: "len([3, 1, 4])?",
      options: ["2", "3", "4"],
      correctOptions: [1],
      marks: 4,
    },
    before,
  );
  await saveQuestion(
    trainer,
    batch.id,
    saved.id,
    {
      ...base,
      kind: "multiple",
      prompt: "Immutable?",
      options: ["tuple", "list", "str"],
      correctOptions: [0, 2],
      marks: 4,
    },
    before,
  );
  await saveQuestion(
    trainer,
    batch.id,
    saved.id,
    { ...base, kind: "numeric", prompt: "17 // 5?", numericAnswer: 3, marks: 2 },
    before,
  );
  await setExamPublished(trainer, batch.id, saved.id, true);
  const exam = (await publishedExam(batch.id, saved.id))!;
  const questions = await getDb().query.examQuestions.findMany({
    where: (q, { eq }) => eq(q.examId, exam.id),
    orderBy: (q, { asc }) => asc(q.position),
  });
  const [single, multiple, numeric] = questions.map((q) => q.id);
  return { batch, trainer, student, exam, q: { single, multiple, numeric } };
}

async function resultOf(examId: string, userId: string) {
  const [row] = await getDb()
    .select({ score: examResults.score, result: examResults.result, source: examResults.source })
    .from(examResults)
    .where(and(eq(examResults.examId, examId), eq(examResults.userId, userId)));
  return row ?? null;
}

describe("an in-portal timed test, with the server's clock", () => {
  it("starts only inside the window, and a second start is the same single attempt", async () => {
    const s = await scene();
    expect(await startAttempt(s.exam, s.student.id, minute(-1))).toEqual({ ok: false, reason: "not_open" });
    expect(await startAttempt(s.exam, s.student.id, minute(1))).toEqual({ ok: true });
    expect(await startAttempt(s.exam, s.student.id, minute(2))).toEqual({ ok: true });
    expect(await getDb().select().from(examAttempts).where(eq(examAttempts.examId, s.exam.id))).toHaveLength(
      1,
    );
    expect(await startAttempt(s.exam, s.student.id, CLOSES)).toEqual({ ok: false, reason: "not_open" });
  });

  it("saves answers as they go and marks them on submit (partial credit), with the result in the same step", async () => {
    const s = await scene();
    await startAttempt(s.exam, s.student.id, minute(1));
    const saved = await answerExam(s.exam, s.student.id, { [s.q.single]: [1] }, { submit: false }, minute(5));
    expect(saved).toEqual({ ok: true, submitted: false, score: null });
    expect(await resultOf(s.exam.id, s.student.id)).toBeNull();
    const answers = { [s.q.single]: [1], [s.q.multiple]: [0], [s.q.numeric]: " 3 " };
    expect(await answerExam(s.exam, s.student.id, answers, { submit: true }, minute(20))).toEqual({
      ok: true,
      submitted: true,
      score: 8,
    });
    expect(await resultOf(s.exam.id, s.student.id)).toEqual({ score: 8, result: "passed", source: "portal" });
    // One attempt: nothing changes after the submit.
    expect(
      await answerExam(s.exam, s.student.id, { [s.q.multiple]: [0, 2] }, { submit: true }, minute(21)),
    ).toEqual({
      ok: false,
      reason: "submitted",
    });
  });

  it("refuses answers that arrive after the time limit, and marks what was saved before it", async () => {
    const s = await scene();
    await startAttempt(s.exam, s.student.id, minute(1));
    await answerExam(s.exam, s.student.id, { [s.q.single]: [1] }, { submit: false }, minute(10));
    const late = new Date(CLOSES.getTime() + ANSWER_GRACE_MS + 1000);
    const refused = await answerExam(
      s.exam,
      s.student.id,
      { [s.q.single]: [1], [s.q.multiple]: [0, 2], [s.q.numeric]: "3" },
      { submit: true },
      late,
    );
    expect(refused).toEqual({ ok: false, reason: "time_up" });
    expect(await resultOf(s.exam.id, s.student.id)).toEqual({ score: 4, result: "failed", source: "portal" });
    // Still late the second time, and the marked result stays.
    const again = await answerExam(s.exam, s.student.id, { [s.q.numeric]: "3" }, { submit: true }, late);
    expect(again).toEqual({ ok: false, reason: "time_up" });
    expect(await resultOf(s.exam.id, s.student.id)).toMatchObject({ score: 4 });
  });

  it("accepts a submit sent at zero that arrives within the transit allowance", async () => {
    const s = await scene();
    await startAttempt(s.exam, s.student.id, minute(1));
    const inTransit = new Date(CLOSES.getTime() + ANSWER_GRACE_MS - 500);
    const done = await answerExam(s.exam, s.student.id, { [s.q.numeric]: "3" }, { submit: true }, inTransit);
    expect(done).toMatchObject({ ok: true, submitted: true, score: 2 });
  });

  it("an attempt nobody hands in is marked once the window has passed, by the first request that reads it", async () => {
    const s = await scene();
    await startAttempt(s.exam, s.student.id, minute(1));
    await answerExam(s.exam, s.student.id, { [s.q.multiple]: [0, 2] }, { submit: false }, minute(3));
    expect(await closeExpiredAttempts(s.exam, minute(29))).toBe(0);
    const after = new Date(CLOSES.getTime() + 60_000);
    const [listed] = await listExams(s.student.id, s.batch.id, new Date(0), after);
    expect(listed).toMatchObject({ status: "completed", attempt: "submitted", score: 4, result: "failed" });
    expect(await closeExpiredAttempts(s.exam, after)).toBe(0);
  });

  it("eight submits at once (double clicks, two tabs) give one result", async () => {
    const s = await scene();
    await startAttempt(s.exam, s.student.id, minute(1));
    const answers = { [s.q.single]: [1], [s.q.multiple]: [0, 2], [s.q.numeric]: "3" };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        answerExam(s.exam, s.student.id, answers, { submit: true }, minute(10)),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.reason === "submitted")).toBe(true);
    const rows = await getDb().select().from(examResults).where(eq(examResults.examId, s.exam.id));
    expect(rows.map((r) => r.score)).toEqual([10]);
  });

  it("the page shows questions without answers while open, then score, pass/fail and the review once closed", async () => {
    const s = await scene();
    await startAttempt(s.exam, s.student.id, minute(1));
    const open = await examPageData(s.student.id, s.batch.id, s.exam.id, minute(2));
    expect(open?.questions?.map((q) => q.kind)).toEqual(["single", "multiple", "numeric"]);
    expect(JSON.stringify(open)).not.toContain("correctOptions");
    expect(JSON.stringify(open)).not.toContain("numericAnswer");
    await answerExam(
      s.exam,
      s.student.id,
      { [s.q.single]: [0], [s.q.multiple]: [0, 2] },
      { submit: true },
      minute(5),
    );
    const waiting = await examPageData(s.student.id, s.batch.id, s.exam.id, minute(6));
    expect(waiting).toMatchObject({
      questions: null,
      review: null,
      exam: { attempt: "submitted", score: null },
    });
    const closed = await examPageData(
      s.student.id,
      s.batch.id,
      s.exam.id,
      new Date(CLOSES.getTime() + ANSWER_GRACE_MS),
    );
    expect(closed?.exam).toMatchObject({ score: 4, result: "failed" });
    expect(closed?.review?.map((r) => [r.outcome, r.earned])).toEqual([
      ["wrong", 0],
      ["correct", 4],
      ["unanswered", 0],
    ]);
    expect(closed?.review?.[0].correctOptions).toEqual([1]);
  });

  it("another batch's student, a draft and a made-up id get nothing", async () => {
    const s = await scene();
    const other = await makeBatch(getDb());
    expect(await publishedExam(other.id, s.exam.id)).toBeNull();
    expect(await publishedExam(s.batch.id, "../../etc")).toBeNull();
    await getDb().update(exams).set({ published: false }).where(eq(exams.id, s.exam.id));
    expect(await examPageData(s.student.id, s.batch.id, s.exam.id, minute(1))).toBeNull();
  });
});
