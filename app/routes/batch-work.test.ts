// A trainer's week through the route modules, with real Requests: upload a
// file, mark a module done, set an in-portal test; the batch's student
// downloads, sees the progress, takes the test; everyone else gets 404.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { batchTrainers, examResults, exams, materials } from "~/server/db/schema.server";
import { setupTestDatabase } from "../../tests/setup/db";
import { enrol, makeBatch, makeUser, sessionCookie } from "../../tests/setup/staff-fixtures";
import { asFile, htmlPage, samplePdf } from "../../tests/support/material-files";
import { get, post, run } from "../../tests/support/routes";
import * as examPage from "./portal/exam";
import { loader as layoutLoader } from "./portal/layout";
import { loader as materialsLoader } from "./portal/materials";
import { loader as downloadLoader } from "./resources/material-file";
import * as staffExam from "./staff/batch-exam";
import * as staffExams from "./staff/batch-exams";
import * as staffMaterials from "./staff/batch-materials";
import * as staffModules from "./staff/batch-modules";

const getDb = setupTestDatabase();

async function scene() {
  const batch = await makeBatch(getDb());
  const other = await makeBatch(getDb());
  const trainer = await makeUser(getDb(), { role: "staff", name: "Rahul Verma" });
  await getDb().insert(batchTrainers).values({ batchId: batch.id, userId: trainer.id });
  const student = await makeUser(getDb());
  await enrol(getDb(), student.id, batch.id);
  const stranger = await makeUser(getDb());
  await enrol(getDb(), stranger.id, other.id);
  return {
    batch,
    trainer: await sessionCookie(trainer.id),
    student: await sessionCookie(student.id),
    stranger: await sessionCookie(stranger.id),
    studentId: student.id,
  };
}

const params = (batchId: string, extra: Record<string, string> = {}) => ({ batchId, ...extra });

describe("materials: a trainer uploads a PDF, the batch's student downloads it", () => {
  it("the enrolled student gets it as an attachment with a safe name; another batch's student and a visitor get 404", async () => {
    const s = await scene();
    const path = `/staff/batches/${s.batch.id}/materials`;
    const pdf = samplePdf();
    const uploaded = await run(
      staffMaterials.action as never,
      post(
        path,
        {
          intent: "upload",
          module: "7",
          title: 'Django "essentials" notes / week 7',
          description: "",
          publish: "on",
          file: asFile(pdf, "notes.exe", "application/x-msdownload"),
        },
        s.trainer,
      ),
      params(s.batch.id),
    );
    expect(uploaded.status).toBe(302);
    expect(uploaded.location).toBe(`${path}?done=added`);

    const list = await run(materialsLoader as never, get("/dashboard/materials", s.student), {});
    const [item] = list.data.materials;
    expect(item).toMatchObject({ type: "PDF", kind: "file", module: "Module 7: Django Essentials" });
    expect(item.size).toBe(`${pdf.byteLength} bytes`);

    const download = await run(downloadLoader as never, get(item.href, s.student), { materialId: item.id });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Django essentials notes week 7.pdf"; filename*=UTF-8''Django%20essentials%20notes%20week%207.pdf`,
    );
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-length")).toBe(String(pdf.byteLength));
    expect(download.data.startsWith("%PDF-1.4")).toBe(true);

    for (const cookie of [s.stranger, undefined]) {
      const refused = await run(downloadLoader as never, get(item.href, cookie), { materialId: item.id });
      expect(refused.status).toBe(404);
      expect(refused.data).toBe("Not found");
    }
  });

  it("refuses a page renamed .pdf with the message by the field (400), stores nothing, keeps the title", async () => {
    const s = await scene();
    const res = await run(
      staffMaterials.action as never,
      post(
        `/staff/batches/${s.batch.id}/materials`,
        {
          intent: "upload",
          module: "1",
          title: "Week 1 notes",
          file: asFile(htmlPage(), "notes.pdf", "application/pdf"),
        },
        s.trainer,
      ),
      params(s.batch.id),
    );
    expect(res.status).toBe(400);
    expect(res.data.result.error.file[0]).toMatch(/^Upload a PDF, PowerPoint/);
    expect(res.data.result.initialValue.title).toBe("Week 1 notes");
    expect(await getDb().select().from(materials).where(eq(materials.batchId, s.batch.id))).toEqual([]);
  });
});

describe("modules: marking one done moves the students' progress", () => {
  it("the student's dashboard reads 1 of 12 after the trainer marks module 1 done", async () => {
    const s = await scene();
    const done = await run(
      staffModules.action as never,
      post(`/staff/batches/${s.batch.id}/modules`, { intent: "done", module: "1" }, s.trainer),
      params(s.batch.id),
    );
    expect(done.status).toBe(302);
    const layout = await run(layoutLoader as never, get("/dashboard", s.student));
    expect(layout.data.student).toMatchObject({ completedModules: 1, totalModules: 12 });
    expect(layout.data.student.modules[0]).toMatchObject({
      number: 1,
      title: "Python Foundations",
      done: true,
    });
    const bad = await run(
      staffModules.action as never,
      post(`/staff/batches/${s.batch.id}/modules`, { intent: "done", module: "99" }, s.trainer),
      params(s.batch.id),
    );
    expect(bad.status).toBe(400);
  });
});

describe("an in-portal test, end to end through the routes", () => {
  it("trainer sets and publishes it; the student starts inside the window, submits, and sees the review after the close", async () => {
    const s = await scene();
    const base = `/staff/batches/${s.batch.id}/exams`;
    const created = await run(
      staffExams.action as never,
      post(
        base,
        {
          intent: "save",
          title: "Python Fundamentals Assessment",
          module: "2",
          opensAt: "2099-12-06T10:00",
          durationMinutes: "30",
          totalMarks: "10",
          passingMarks: "6",
          topics: "Data types\nFunctions",
          kind: "portal",
        },
        s.trainer,
      ),
      params(s.batch.id),
    );
    expect(created.status).toBe(302);
    const examId = created.location!.split("/").pop()!.split("?")[0];
    const [row] = await getDb().select().from(exams).where(eq(exams.id, examId));
    expect(row.startsAt.toISOString()).toBe("2099-12-06T04:30:00.000Z");

    const page = `${base}/${examId}`;
    const staffPost = (fields: Record<string, string>) =>
      run(staffExam.action as never, post(page, fields, s.trainer), params(s.batch.id, { examId }));
    expect(
      (
        await staffPost({
          intent: "question",
          kind: "single",
          prompt: "len([3, 1, 4])?",
          options: "2\n3\n4",
          correct: "2",
          marks: "6",
        })
      ).status,
    ).toBe(302);
    const mismatch = await staffPost({ intent: "publish" });
    expect(mismatch.status).toBe(409);
    expect(mismatch.data.result.error[""][0]).toMatch(/add up to 6 marks but the exam's total is 10/);
    await staffPost({
      intent: "question",
      kind: "numeric",
      prompt: "17 // 5?",
      numericAnswer: "3",
      marks: "4",
    });
    expect((await staffPost({ intent: "publish" })).status).toBe(302);

    // Open it now for 30 minutes (the test cannot wait for 2099).
    await getDb()
      .update(exams)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(exams.id, examId));
    const studentPage = `/dashboard/exams/${examId}`;
    const act = (fields: Record<string, string>) =>
      run(examPage.action as never, post(studentPage, fields, s.student), { examId });
    expect((await act({ intent: "start" })).location).toBe(studentPage);
    const open = await run(examPage.loader as never, get(studentPage, s.student), { examId });
    const [q1, q2] = open.data.questions;
    expect(open.data.questions).toHaveLength(2);
    const submitted = await act({ intent: "submit", [`q-${q1.id}`]: "1", [`q-${q2.id}`]: "4" });
    expect(submitted.location).toBe(studentPage);
    const waiting = await run(examPage.loader as never, get(studentPage, s.student), { examId });
    expect(waiting.data.exam).toMatchObject({ attempt: "submitted", score: null, result: null });
    expect(waiting.data.review).toBeNull();

    // Another batch's student cannot even see it.
    const stranger = await run(examPage.loader as never, get(studentPage, s.stranger), { examId });
    expect(stranger.status).toBe(404);

    await getDb()
      .update(exams)
      .set({ startsAt: new Date(Date.now() - 40 * 60_000) })
      .where(eq(exams.id, examId));
    const closed = await run(examPage.loader as never, get(studentPage, s.student), { examId });
    expect(closed.data.exam).toMatchObject({ score: 6, result: "passed" });
    expect(closed.data.review.map((r: { outcome: string }) => r.outcome)).toEqual(["correct", "wrong"]);
  });

  it("late answers are refused with 'Time is up' (409) and the answers saved before the close are marked", async () => {
    const s = await scene();
    const trainer = await getDb().query.users.findFirst({ where: (u, { eq }) => eq(u.name, "Rahul Verma") });
    const [exam] = await getDb()
      .insert(exams)
      .values({
        batchId: s.batch.id,
        module: 1,
        title: "Quick check",
        startsAt: new Date(Date.now() - 10 * 60_000),
        durationMinutes: 20,
        totalMarks: 5,
        passingMarks: 3,
        topics: ["Variables"],
        kind: "portal",
        published: true,
        createdBy: trainer?.id,
      })
      .returning();
    await getDb()
      .insert((await import("~/server/db/schema.server")).examQuestions)
      .values({
        examId: exam.id,
        position: 1,
        kind: "numeric",
        prompt: "2 + 3?",
        numericAnswer: 5,
        marks: 5,
      });
    const page = `/dashboard/exams/${exam.id}`;
    const act = (fields: Record<string, string>) =>
      run(examPage.action as never, post(page, fields, s.student), { examId: exam.id });
    await act({ intent: "start" });
    const open = await run(examPage.loader as never, get(page, s.student), { examId: exam.id });
    const qid = open.data.questions[0].id;
    expect((await act({ intent: "save", [`q-${qid}`]: "5" })).data).toMatchObject({ saved: true });
    // The window closed a minute ago.
    await getDb()
      .update(exams)
      .set({ startsAt: new Date(Date.now() - 21 * 60_000) })
      .where(eq(exams.id, exam.id));
    const late = await act({ intent: "submit", [`q-${qid}`]: "6" });
    expect(late.status).toBe(409);
    expect(late.data.refused).toMatch(/^Time is up/);
    const [result] = await getDb().select().from(examResults).where(eq(examResults.examId, exam.id));
    expect(result).toMatchObject({ userId: s.studentId, score: 5, result: "passed", source: "portal" });
  });
});
