// The role x route x batch matrix of the batch-scoped staff pages
// (/staff/batches/:batchId/...): every loader and every kind of change of
// every action, called as a visitor, a student of the batch, staff who are
// not its trainers, a trainer of another batch, its own trainer and an
// administrator, against the batch, another batch and an unknown one; and
// the batch's material files (/materials/:id/download). Only its trainers and
// administrators get anything; everyone else learns nothing (the 404 of an
// unknown batch), and nothing changes in the database for them.
import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  announcements,
  attendance,
  auditLog,
  batchModules,
  batchTrainers,
  batches,
  certificateRefusals,
  certificates,
  classSessions,
  examQuestions,
  examResults,
  exams,
  materials,
  outbox,
} from "~/server/db/schema.server";
import {
  MATRIX_CASES as CASES,
  MATRIX_MODULES as MODULES,
  matrixFixtures,
  type BatchRows,
  type MatrixCase,
  type MatrixFixtures,
} from "../../../tests/setup/batch-matrix";
import { setupTestDatabase } from "../../../tests/setup/db";
import { callRoute, type RouteOutcome } from "../../../tests/setup/route-call";
import { enrol, makeUser, sessionCookie, staffRequest } from "../../../tests/setup/staff-fixtures";
import { asFile, samplePdf } from "../../../tests/support/material-files";
import { get, post, run } from "../../../tests/support/routes";
import { loader as downloadLoader } from "../resources/material-file";
import { action as materialsAction } from "./batch-materials";

const getDb = setupTestDatabase();
const fixtures = () => matrixFixtures(getDb());

function request(c: MatrixCase, path: string, f: MatrixFixtures, rows: BatchRows, cookie?: string) {
  const form = c.kind === "action" ? c.form?.(f, rows) : undefined;
  // Forms with a file go as multipart, as the browser sends them.
  if (form && Object.values(form).some((v) => typeof v !== "string")) {
    const req = post(path, form, cookie);
    return new Request(`http://localhost${path}`, req);
  }
  return staffRequest(path, { cookie, form: form as Record<string, string> | undefined });
}

async function call(
  c: MatrixCase,
  batchId: string,
  rows: BatchRows,
  f: MatrixFixtures,
  cookie?: string,
): Promise<RouteOutcome> {
  const sub = c.path(rows);
  const path = `/staff/batches/${batchId}/${sub}`;
  const [, classId] = sub.match(/^classes\/([^/]+)/) ?? [];
  const [, examId] = sub.match(/^exams\/([^/]+)/) ?? [];
  const params: Record<string, string> = {
    batchId,
    ...(classId ? { classId } : {}),
    ...(examId ? { examId } : {}),
  };
  return callRoute(c.handler, request(c, path, f, rows, cookie), params);
}

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** Every route module whose path is under staff/batches/:batchId/ in app/routes.ts. */
function batchScopedRouteFiles(entries: RouteEntry[] = routes as never): string[] {
  return entries.flatMap((e) => [
    ...(e.path?.startsWith("staff/batches/:batchId/") ? [e.file] : []),
    ...batchScopedRouteFiles(e.children ?? []),
  ]);
}

/**
 * The intents a route module's action tells apart (`intent === "x"`, `case "x":`), read from its
 * source and from the staff page modules it imports (an action may live in ~/server/staff/...).
 */
function intentsInSource(file: string): string[] {
  const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
  const route = read(file);
  const helpers = [...route.matchAll(/from "~\/(server\/staff\/[\w.-]+)"/g)].map((m) => read(`${m[1]}.ts`));
  const found = [route, ...helpers].flatMap((source) =>
    [...source.matchAll(/intent === "([\w-]+)"|case "([\w-]+)":/g)].map((m) => m[1] ?? m[2]),
  );
  return [...new Set(found)];
}

async function snapshot() {
  const db = getDb();
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0].n;
  const sessions = await db.select().from(classSessions).orderBy(classSessions.id);
  return {
    classes: await n(classSessions),
    attendance: await n(attendance),
    announcements: await n(announcements),
    trainers: await n(batchTrainers),
    outbox: await n(outbox),
    audit: await n(auditLog),
    materials: (await db.select().from(materials).orderBy(materials.id)).map((m) => [m.id, m.published]),
    exams: (await db.select().from(exams).orderBy(exams.id)).map((e) => [
      e.id,
      e.title,
      e.published,
      e.startsAt.toISOString(),
    ]),
    questions: await n(examQuestions),
    results: await n(examResults),
    modulesDone: await n(batchModules),
    certificates: (await db.select().from(certificates).orderBy(certificates.id)).map((c) => [
      c.id,
      c.revokedAt,
    ]),
    refusals: await n(certificateRefusals),
    batchStates: (await db.select().from(batches).orderBy(batches.id)).map((b) => [b.id, b.state]),
    sessions: sessions.map((s) => [
      s.id,
      s.startsAt.toISOString(),
      s.cancelledAt,
      s.recordingUrl,
      s.sequence,
    ]),
  };
}

describe("/staff/batches/:batchId/... role x route x batch matrix", () => {
  it("covers every batch-scoped route module in app/routes.ts: its loader, its action and each of its intents", () => {
    expect(Object.keys(MODULES).sort()).toEqual([...new Set(batchScopedRouteFiles())].sort());
    for (const [file, mod] of Object.entries(MODULES)) {
      for (const kind of ["loader", "action"] as const) {
        const tested = CASES.some((c) => c.file === file && c.kind === kind);
        expect(tested, `${kind} of ${file}`).toBe(typeof mod[kind] === "function");
      }
      const covered = new Set(CASES.filter((c) => c.file === file).map((c) => c.intent));
      const missing = intentsInSource(file).filter((intent) => !covered.has(intent));
      expect(missing, `intents of ${file} without a case`).toEqual([]);
    }
    // The scan itself still finds the exam page's intents (wherever its action lives).
    expect(intentsInSource("routes/staff/batch-exam.tsx")).toEqual(
      expect.arrayContaining([
        "save",
        "question",
        "delete-question",
        "result",
        "import",
        "publish",
        "delete",
      ]),
    );
    expect(CASES.length).toBeGreaterThanOrEqual(42);
  });

  it("visitors are sent to /login, students (even of the batch) get 403; nothing changes", async () => {
    const f = await fixtures();
    const before = await snapshot();
    const studentCookie = await sessionCookie(f.own.studentId);
    for (const c of CASES) {
      const anonymous = await call(c, f.batch.id, f.own, f);
      expect([anonymous.threw, anonymous.status], c.name).toEqual([true, 302]);
      expect(anonymous.location, c.name).toMatch(/^\/login\?redirectTo=/);
      const student = await call(c, f.batch.id, f.own, f, studentCookie);
      expect([student.threw, student.status], c.name).toEqual([true, 403]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("staff who are not its trainers, and trainers of another batch, get the 404 of an unknown batch; nothing changes", async () => {
    const f = await fixtures();
    const before = await snapshot();
    const outsiders = {
      admissions: await sessionCookie(f.admissions.id),
      "other batch's trainer": await sessionCookie(f.otherTrainer.id),
    };
    const leaks: string[] = [];
    for (const c of CASES) {
      for (const [who, cookie] of Object.entries(outsiders)) {
        const r = await call(c, f.batch.id, f.own, f, cookie);
        if (!(r.threw && r.status === 404)) leaks.push(`${who}: ${c.name} -> ${r.status}`);
      }
      // The batch's own trainer, on a batch that does not exist.
      const unknown = await call(c, "no-such-batch", f.own, f, await sessionCookie(f.trainer.id));
      if (!(unknown.threw && unknown.status === 404))
        leaks.push(`unknown batch: ${c.name} -> ${unknown.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("a trainer cannot reach another batch's classes, exams, materials or students through their own batch's address; nothing changes", async () => {
    const f = await fixtures();
    const before = await snapshot();
    const cookie = await sessionCookie(f.trainer.id);
    const leaks: string[] = [];
    // Every case that names a row (a class, an exam, a material) or a student of the batch.
    const crossing = CASES.filter((c) => {
      const form = c.form?.(f, f.others) ?? {};
      return (
        /^(classes|exams)\//.test(c.path(f.others)) ||
        "materialId" in form ||
        `mark-${f.others.studentId}` in form
      );
    });
    expect(crossing.length).toBeGreaterThanOrEqual(20);
    for (const c of crossing) {
      const r = await call(c, f.batch.id, f.others, f, cookie);
      // Not found: a thrown 404 or a refused form answered 404.
      if (r.status !== 404) leaks.push(`${c.name} -> ${r.status}`);
    }
    // This batch's own class and exam, with another batch's student: nothing is recorded for them.
    const strangerHere = { ...f.own, studentId: f.others.studentId, studentEmail: f.others.studentEmail };
    const byStudent = ["attendance: save", "exam: enter a result", "exam: import results"];
    for (const c of CASES.filter((c) => byStudent.includes(c.name))) {
      const r = await call(c, f.batch.id, strangerHere, f, cookie);
      // Marks for anyone not on the roster are ignored; results are refused by the field.
      if (r.threw || ![302, 400].includes(r.status))
        leaks.push(`${c.name}, another batch's student -> ${r.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("the batch's trainer gets every page and every change, except choosing trainers (403)", async () => {
    const f = await fixtures();
    const cookie = await sessionCookie(f.trainer.id);
    for (const c of CASES) {
      const r = await call(c, f.batch.id, f.own, f, cookie);
      if (c.adminOnly) {
        expect([r.threw, r.status], c.name).toEqual([true, 403]);
        continue;
      }
      expect(r.threw, c.name).toBe(false);
      expect([200, 302], `${c.name}: ${JSON.stringify(r.body)}`).toContain(r.status);
    }
    const db = getDb();
    const [cancelled] = await db.select().from(classSessions).where(eq(classSessions.id, f.own.upcoming));
    expect([cancelled.cancelledAt !== null, cancelled.sequence]).toEqual([true, 2]);
    const [mark] = await db.select().from(attendance).where(eq(attendance.sessionId, f.own.past));
    expect(mark.mark).toBe("late");
    const [result] = await db.select().from(examResults).where(eq(examResults.examId, f.own.closedExam));
    expect([result.score, result.source]).toEqual([44, "import"]);
    expect(await db.select().from(exams).where(eq(exams.id, f.own.spareExam))).toEqual([]);
    // The batch was completed from its certificates page; the student's certificate was issued
    // by hand after the refusal was withdrawn; the graduate's was not revoked (administrators only).
    const held = await db.select().from(certificates).where(eq(certificates.batchId, f.batch.id));
    expect(held.map((c) => [c.userId, c.issuedVia, c.revokedAt]).sort()).toEqual(
      [
        [f.own.studentId, "by_hand", null],
        [held.find((c) => c.id === f.own.certificate)!.userId, "rules", null],
      ].sort(),
    );
  });

  it("an administrator gets every page and every change of every batch, trainers included", async () => {
    const f = await fixtures();
    const cookie = await sessionCookie(f.admin.id);
    const db = getDb();
    for (const c of CASES) {
      const r = await call(c, f.other.id, f.others, f, cookie);
      expect(r.threw, c.name).toBe(false);
      expect([200, 302], `${c.name}: ${JSON.stringify(r.body)}`).toContain(r.status);
      if (c.name === "trainers: add") {
        const trainers = await db.select().from(batchTrainers).where(eq(batchTrainers.batchId, f.other.id));
        expect(trainers.map((t) => t.userId).sort()).toEqual([f.otherTrainer.id, f.candidate.id].sort());
      }
    }
    const trainers = await db.select().from(batchTrainers).where(eq(batchTrainers.batchId, f.other.id));
    expect(trainers.map((t) => t.userId)).toEqual([f.otherTrainer.id]);
  });
});

describe("a batch's material files (/materials/:id/download)", () => {
  it("stream to the batch's trainers and administrators, and to its students once published; everyone else gets 404", async () => {
    const f = await fixtures();
    const db = getDb();
    const trainer = await sessionCookie(f.trainer.id);
    const uploaded = await run(
      materialsAction as never,
      post(
        `/staff/batches/${f.batch.id}/materials`,
        { intent: "upload", module: "1", title: "Week 1 notes", file: asFile(samplePdf(), "notes.pdf") },
        trainer,
      ),
      { batchId: f.batch.id },
    );
    expect(uploaded.status).toBe(302);
    const [file] = await db.select().from(materials).where(eq(materials.title, "Week 1 notes"));
    const stranger = await makeUser(db, { name: "Stranger Student" });
    await enrol(db, stranger.id, f.other.id);
    const who = {
      visitor: undefined,
      "the batch's student": await sessionCookie(f.own.studentId),
      "another batch's student": await sessionCookie(stranger.id),
      admissions: await sessionCookie(f.admissions.id),
      "another batch's trainer": await sessionCookie(f.otherTrainer.id),
      "the batch's trainer": trainer,
      administrator: await sessionCookie(f.admin.id),
    };
    const statuses = async () => {
      const out: Record<string, number> = {};
      for (const [name, cookie] of Object.entries(who)) {
        const r = await run(downloadLoader as never, get(`/materials/${file.id}/download`, cookie), {
          materialId: file.id,
        });
        out[name] = r.status;
      }
      return out;
    };
    const expected = (student: number) => ({
      visitor: 404,
      "the batch's student": student,
      "another batch's student": 404,
      admissions: 404,
      "another batch's trainer": 404,
      "the batch's trainer": 200,
      administrator: 200,
    });
    expect(await statuses(), "unpublished").toEqual(expected(404));
    await db.update(materials).set({ published: true }).where(eq(materials.id, file.id));
    expect(await statuses(), "published").toEqual(expected(200));
  });
});
