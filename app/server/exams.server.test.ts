import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ExamInput, QuestionInput } from "~/lib/exam-forms";
import { setupTestDatabase } from "../../tests/setup/db";
import { enrol, makeBatch, makeUser } from "../../tests/setup/staff-fixtures";
import { classSessions, examResults } from "./db/schema.server";
import { saveQuestion } from "./exam-questions.server";
import { examRoster, importResults, recordResult } from "./exam-results.server";
import { deleteExam, getBatchExam, listBatchExams, saveExam, setExamPublished } from "./exams.server";
import { listExams } from "./portal/exams.server";

const getDb = setupTestDatabase();

// Opens Sunday 6 Dec 2099, 10:00 India time, for 45 minutes.
const OPENS = new Date("2099-12-06T04:30:00.000Z");
const BEFORE = new Date("2099-12-01T00:00:00.000Z");
const DURING = new Date("2099-12-06T04:45:00.000Z");

function examInput(overrides: Partial<ExamInput> = {}): ExamInput {
  return {
    title: "SQL and PostgreSQL Quiz",
    description: "",
    module: 6,
    opensAt: OPENS,
    durationMinutes: 45,
    totalMarks: 40,
    passingMarks: 28,
    topics: ["Joins", "GROUP BY"],
    kind: "portal",
    examUrl: undefined,
    ...overrides,
  };
}

const question = (marks: number, overrides: Partial<QuestionInput> = {}): QuestionInput => ({
  kind: "single",
  prompt: "Which join keeps every row of the left table?",
  options: ["INNER JOIN", "LEFT JOIN"],
  correct: "2",
  correctOptions: [1],
  numericAnswer: null,
  numericTolerance: 0,
  marks,
  ...overrides,
});

async function scene() {
  const batch = await makeBatch(getDb());
  const trainer = await makeUser(getDb(), { role: "staff", name: "Farah Siddiqui" });
  const student = await makeUser(getDb(), { email: `asha-${crypto.randomUUID().slice(0, 8)}@example.com` });
  await enrol(getDb(), student.id, batch.id);
  return { batch, trainer, student };
}

async function newExam(s: Awaited<ReturnType<typeof scene>>, overrides: Partial<ExamInput> = {}) {
  const saved = await saveExam(s.trainer, s.batch.id, null, examInput(overrides), BEFORE);
  if (!saved.ok) throw new Error("exam not saved");
  return saved.id;
}

describe("exams of a batch (data layer)", () => {
  it("a new exam is a draft; a module the course lacks is refused by its field", async () => {
    const s = await scene();
    const id = await newExam(s);
    expect((await listBatchExams(s.batch.id)).map((e) => [e.id, e.published])).toEqual([[id, false]]);
    expect(await saveExam(s.trainer, s.batch.id, null, examInput({ module: 40 }), BEFORE)).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { module: ["Choose the module it tests."] },
    });
  });

  it("an in-portal test is published only when its questions add up to its total marks", async () => {
    const s = await scene();
    const id = await newExam(s);
    expect(await setExamPublished(s.trainer, s.batch.id, id, true)).toMatchObject({
      ok: false,
      message: "Add the test's questions before publishing it.",
    });
    await saveQuestion(s.trainer, s.batch.id, id, question(25), BEFORE);
    expect(await setExamPublished(s.trainer, s.batch.id, id, true)).toMatchObject({
      ok: false,
      message:
        "The questions add up to 25 marks but the exam's total is 40: change a question's marks or the total.",
    });
    await saveQuestion(s.trainer, s.batch.id, id, question(15), BEFORE);
    expect(await setExamPublished(s.trainer, s.batch.id, id, true)).toEqual({ ok: true });
  });

  it("publishing puts the exam on the schedule (its page as the link); withdrawing cancels it there", async () => {
    const s = await scene();
    const id = await newExam(s, { kind: "external", examUrl: "https://forms.example.org/quiz" });
    await setExamPublished(s.trainer, s.batch.id, id, true);
    const [slot] = await getDb().select().from(classSessions).where(eq(classSessions.id, id));
    expect(slot).toMatchObject({
      type: "Exam",
      meetLink: `/dashboard/exams/${id}`,
      startsAt: OPENS,
      cancelledAt: null,
    });
    await setExamPublished(s.trainer, s.batch.id, id, false);
    const [gone] = await getDb().select().from(classSessions).where(eq(classSessions.id, id));
    expect(gone.cancelledAt).not.toBeNull();
    expect(gone.sequence).toBeGreaterThan(slot.sequence);
  });

  it("once open, its time, marks and questions are fixed; its title can still be corrected", async () => {
    const s = await scene();
    const id = await newExam(s);
    await saveQuestion(s.trainer, s.batch.id, id, question(40), BEFORE);
    const moved = await saveExam(
      s.trainer,
      s.batch.id,
      id,
      examInput({ opensAt: new Date(OPENS.getTime() + 3_600_000) }),
      DURING,
    );
    expect(moved).toMatchObject({
      ok: false,
      fieldErrors: { opensAt: [expect.stringContaining("has opened")] },
    });
    expect(await saveExam(s.trainer, s.batch.id, id, examInput({ title: "SQL Quiz 1" }), DURING)).toEqual({
      ok: true,
      id,
    });
    expect(await saveQuestion(s.trainer, s.batch.id, id, question(5), DURING)).toMatchObject({
      ok: false,
      message: "The exam has opened: its questions can no longer change.",
    });
    expect((await getBatchExam(s.batch.id, id))?.exam.title).toBe("SQL Quiz 1");
  });

  it("students see it only once published, and 'Start Exam' leads somewhere only inside the window", async () => {
    const s = await scene();
    const id = await newExam(s, { kind: "external", examUrl: "https://forms.example.org/quiz" });
    expect(await listExams(s.student.id, s.batch.id, new Date(0), BEFORE)).toEqual([]);
    await setExamPublished(s.trainer, s.batch.id, id, true);
    const [before] = await listExams(s.student.id, s.batch.id, new Date(0), BEFORE);
    expect(before).toMatchObject({
      phase: "scheduled",
      startUrl: null,
      status: "upcoming",
      module: "Module 6: Relational Databases with PostgreSQL",
    });
    const [during] = await listExams(s.student.id, s.batch.id, new Date(0), DURING);
    expect(during).toMatchObject({ phase: "open", startUrl: "https://forms.example.org/quiz" });
    const [after] = await listExams(s.student.id, s.batch.id, new Date(0), new Date("2099-12-07T00:00:00Z"));
    expect(after).toMatchObject({ phase: "closed", startUrl: null, status: "completed", result: null });
  });
});

describe("results of an external exam", () => {
  it("staff enter a score per student: passed or failed against the passing marks; empty clears it", async () => {
    const s = await scene();
    const id = await newExam(s, { kind: "external", examUrl: "https://forms.example.org/quiz" });
    expect(await recordResult(s.trainer, s.batch.id, id, s.student.id, 27.5)).toEqual({
      ok: true,
      recorded: 1,
    });
    expect((await examRoster(s.batch.id, id))[0]).toMatchObject({
      score: 27.5,
      result: "failed",
      source: "staff",
    });
    await recordResult(s.trainer, s.batch.id, id, s.student.id, 28);
    expect((await examRoster(s.batch.id, id))[0]).toMatchObject({ score: 28, result: "passed" });
    expect(await recordResult(s.trainer, s.batch.id, id, s.student.id, 41)).toMatchObject({
      ok: false,
      problems: ["The score cannot be more than 40."],
    });
    await recordResult(s.trainer, s.batch.id, id, s.student.id, null);
    expect((await examRoster(s.batch.id, id))[0].score).toBeNull();
    const outsider = await makeUser(getDb());
    expect(await recordResult(s.trainer, s.batch.id, id, outsider.id, 10)).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("a CSV imports all or nothing: one unknown e-mail imports no line", async () => {
    const s = await scene();
    const id = await newExam(s, { kind: "external", examUrl: "https://forms.example.org/quiz" });
    const bad = await importResults(s.trainer, s.batch.id, id, [
      { line: 2, email: s.student.email.toLowerCase(), score: 33 },
      { line: 3, email: "nobody@example.com", score: 20 },
    ]);
    expect(bad).toEqual({
      ok: false,
      reason: "refused",
      problems: ["Line 3: nobody@example.com is not a student of this batch."],
    });
    expect(await getDb().select().from(examResults).where(eq(examResults.examId, id))).toEqual([]);
    const good = [{ line: 2, email: s.student.email.toLowerCase(), score: 33 }];
    expect(await importResults(s.trainer, s.batch.id, id, good)).toEqual({ ok: true, recorded: 1 });
    expect(await importResults(s.trainer, s.batch.id, id, good)).toEqual({ ok: true, recorded: 1 });
    const rows = await getDb()
      .select()
      .from(examResults)
      .where(and(eq(examResults.examId, id), eq(examResults.userId, s.student.id)));
    expect(rows.map((r) => [r.score, r.result, r.source])).toEqual([[33, "passed", "import"]]);
  });

  it("an in-portal test's results come only from marking; an exam with results is neither withdrawn nor deleted", async () => {
    const s = await scene();
    const portal = await newExam(s);
    expect(await recordResult(s.trainer, s.batch.id, portal, s.student.id, 40)).toMatchObject({
      ok: false,
      reason: "refused",
    });
    const external = await newExam(s, { kind: "external", examUrl: "https://forms.example.org/quiz" });
    await setExamPublished(s.trainer, s.batch.id, external, true);
    await recordResult(s.trainer, s.batch.id, external, s.student.id, 30);
    expect(await setExamPublished(s.trainer, s.batch.id, external, false)).toMatchObject({
      ok: false,
      reason: "refused",
    });
    expect(await deleteExam(s.trainer, s.batch.id, external)).toMatchObject({ ok: false, reason: "refused" });
    expect(await deleteExam(s.trainer, s.batch.id, portal)).toEqual({ ok: true });
  });
});
