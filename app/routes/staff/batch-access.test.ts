// The role x route x batch matrix of the batch-scoped staff pages
// (/staff/batches/:batchId/...): every loader and action, called as a
// visitor, a student of the batch, staff who are not its trainers, a trainer
// of another batch, its own trainer and an administrator, against the batch,
// another batch and an unknown one. Only its trainers and administrators get
// anything; everyone else learns nothing (the 404 of an unknown batch), and
// nothing changes in the database for them.
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
  classSessions,
  exams,
  materials,
  outbox,
} from "~/server/db/schema.server";
import { setupTestDatabase } from "../../../tests/setup/db";
import { callRoute, type RouteHandler, type RouteOutcome } from "../../../tests/setup/route-call";
import { enrol, makeBatch, makeUser, sessionCookie, staffRequest } from "../../../tests/setup/staff-fixtures";
import * as announcementsPage from "./batch-announcements";
import * as attendancePage from "./batch-attendance";
import * as classPage from "./batch-class";
import * as classesPage from "./batch-classes";
import * as examPage from "./batch-exam";
import * as examsPage from "./batch-exams";
import * as materialsPage from "./batch-materials";
import * as modulesPage from "./batch-modules";
import * as trainersPage from "./batch-trainers";

const getDb = setupTestDatabase();

const h = (fn: unknown) => fn as RouteHandler;

const HOUR = 3_600_000;

async function fixtures() {
  const db = getDb();
  const batch = await makeBatch(db, { name: "Matrix Batch A" });
  const other = await makeBatch(db, { name: "Matrix Batch B" });
  const admin = await makeUser(db, { role: "staff", isAdmin: true, name: "Matrix Admin" });
  const trainer = await makeUser(db, { role: "staff", name: "Matrix Trainer" });
  const otherTrainer = await makeUser(db, { role: "staff", name: "Other Trainer" });
  const admissions = await makeUser(db, { role: "staff", name: "Admissions Desk" });
  const candidate = await makeUser(db, { role: "staff", name: "New Trainer" });
  const student = await makeUser(db, { name: "Enrolled Student" });
  await enrol(db, student.id, batch.id);
  await db.insert(batchTrainers).values([
    { batchId: batch.id, userId: trainer.id },
    { batchId: other.id, userId: otherTrainer.id },
  ]);
  const now = Date.now();
  const classRow = (batchId: string, offsetHours: number, title: string) => ({
    batchId,
    title,
    type: "Live Class" as const,
    instructor: "Matrix Trainer",
    meetLink: "https://meet.example.com/matrix",
    durationMinutes: 60,
    status: "upcoming" as const,
    startsAt: new Date(now + offsetHours * HOUR),
  });
  const [upcoming, past, otherUpcoming, otherPast] = await db
    .insert(classSessions)
    .values([
      classRow(batch.id, 48, "Upcoming A"),
      classRow(batch.id, -24, "Past A"),
      classRow(other.id, 48, "Upcoming B"),
      classRow(other.id, -24, "Past B"),
    ])
    .returning();
  const examRow = (batchId: string) => ({
    batchId,
    module: 1,
    title: "Matrix exam",
    startsAt: new Date(now + 72 * HOUR),
    durationMinutes: 60,
    totalMarks: 50,
    passingMarks: 35,
    topics: ["Basics"],
    kind: "external" as const,
    examUrl: "https://assessments.example.com/matrix",
  });
  const [exam, otherExam] = await db
    .insert(exams)
    .values([examRow(batch.id), examRow(other.id)])
    .returning();
  const materialRow = (batchId: string) => ({
    batchId,
    module: 1,
    title: "Matrix notes",
    type: "Link" as const,
    kind: "link" as const,
    url: "https://docs.example.com/matrix",
  });
  const [material, otherMaterial] = await db
    .insert(materials)
    .values([materialRow(batch.id), materialRow(other.id)])
    .returning();
  return {
    batch,
    other,
    admin,
    trainer,
    otherTrainer,
    admissions,
    candidate,
    student,
    upcoming,
    past,
    otherUpcoming,
    otherPast,
    exam,
    otherExam,
    material,
    otherMaterial,
  };
}
type Fixtures = Awaited<ReturnType<typeof fixtures>>;
/** The ids of one batch's rows that the pages address. */
interface Ids {
  upcoming: string;
  past: string;
  exam: string;
  material: string;
}

interface Case {
  name: string;
  file: string;
  kind: "loader" | "action";
  handler: RouteHandler;
  /** The sub-path after /staff/batches/:batchId/, for a batch and its classes, exam and material. */
  path: (ids: Ids) => string;
  form?: (f: Fixtures, ids: Ids) => Record<string, string>;
  /** Administrators only (a trainer of the batch gets 403). */
  adminOnly?: true;
}

function inTwoDays() {
  const d = new Date(Date.now() + 2 * 24 * HOUR + 5.5 * HOUR);
  return d.toISOString().slice(0, 10);
}

const CASES: Case[] = [
  {
    name: "classes",
    file: "routes/staff/batch-classes.tsx",
    kind: "loader",
    handler: h(classesPage.loader),
    path: () => "classes",
  },
  {
    name: "classes: schedule",
    file: "routes/staff/batch-classes.tsx",
    kind: "action",
    handler: h(classesPage.action),
    path: () => "classes",
    form: () => ({
      intent: "create",
      title: "Matrix class",
      type: "Workshop",
      instructor: "Matrix Trainer",
      meetLink: "https://meet.example.com/matrix-new",
      durationMinutes: "60",
      repeat: "once",
      date: inTwoDays(),
      time: "10:00",
    }),
  },
  {
    name: "class",
    file: "routes/staff/batch-class.tsx",
    kind: "loader",
    handler: h(classPage.loader),
    path: (c) => `classes/${c.upcoming}`,
  },
  {
    name: "class: move",
    file: "routes/staff/batch-class.tsx",
    kind: "action",
    handler: h(classPage.action),
    path: (c) => `classes/${c.upcoming}`,
    form: () => ({
      intent: "move",
      scope: "one",
      date: inTwoDays(),
      time: "11:00",
      durationMinutes: "60",
      note: "Moved by the matrix.",
    }),
  },
  {
    name: "class: cancel",
    file: "routes/staff/batch-class.tsx",
    kind: "action",
    handler: h(classPage.action),
    path: (c) => `classes/${c.upcoming}`,
    form: () => ({ intent: "cancel", scope: "one", note: "Cancelled by the matrix." }),
  },
  {
    name: "class: recording",
    file: "routes/staff/batch-class.tsx",
    kind: "action",
    handler: h(classPage.action),
    path: (c) => `classes/${c.past}`,
    form: () => ({ intent: "recording", recordingUrl: "https://recordings.example.com/matrix" }),
  },
  {
    name: "attendance",
    file: "routes/staff/batch-attendance.tsx",
    kind: "loader",
    handler: h(attendancePage.loader),
    path: (c) => `classes/${c.past}/attendance`,
  },
  {
    name: "attendance: save",
    file: "routes/staff/batch-attendance.tsx",
    kind: "action",
    handler: h(attendancePage.action),
    path: (c) => `classes/${c.past}/attendance`,
    form: (f) => ({ intent: "save", [`mark-${f.student.id}`]: "late" }),
  },
  {
    name: "announcements",
    file: "routes/staff/batch-announcements.tsx",
    kind: "loader",
    handler: h(announcementsPage.loader),
    path: () => "announcements",
  },
  {
    name: "announcements: post",
    file: "routes/staff/batch-announcements.tsx",
    kind: "action",
    handler: h(announcementsPage.action),
    path: () => "announcements",
    form: () => ({ title: "Matrix news", body: "Posted by the access matrix test." }),
  },
  {
    name: "trainers",
    file: "routes/staff/batch-trainers.tsx",
    kind: "loader",
    handler: h(trainersPage.loader),
    path: () => "trainers",
  },
  {
    name: "trainers: add",
    file: "routes/staff/batch-trainers.tsx",
    kind: "action",
    handler: h(trainersPage.action),
    path: () => "trainers",
    form: (f) => ({ intent: "add", userId: f.candidate.id }),
    adminOnly: true,
  },
  {
    name: "modules",
    file: "routes/staff/batch-modules.tsx",
    kind: "loader",
    handler: h(modulesPage.loader),
    path: () => "modules",
  },
  {
    name: "modules: mark done",
    file: "routes/staff/batch-modules.tsx",
    kind: "action",
    handler: h(modulesPage.action),
    path: () => "modules",
    form: () => ({ intent: "done", module: "1" }),
  },
  {
    name: "materials",
    file: "routes/staff/batch-materials.tsx",
    kind: "loader",
    handler: h(materialsPage.loader),
    path: () => "materials",
  },
  {
    name: "materials: add a link",
    file: "routes/staff/batch-materials.tsx",
    kind: "action",
    handler: h(materialsPage.action),
    path: () => "materials",
    form: () => ({
      intent: "link",
      module: "1",
      title: "Matrix link",
      type: "Link",
      url: "https://docs.example.com/matrix-new",
    }),
  },
  {
    name: "materials: publish",
    file: "routes/staff/batch-materials.tsx",
    kind: "action",
    handler: h(materialsPage.action),
    path: () => "materials",
    form: (_f, ids) => ({ intent: "publish", materialId: ids.material }),
  },
  {
    name: "exams",
    file: "routes/staff/batch-exams.tsx",
    kind: "loader",
    handler: h(examsPage.loader),
    path: () => "exams",
  },
  {
    name: "exams: create",
    file: "routes/staff/batch-exams.tsx",
    kind: "action",
    handler: h(examsPage.action),
    path: () => "exams",
    form: () => ({
      title: "Matrix exam two",
      module: "1",
      opensAt: `${inTwoDays()}T10:00`,
      durationMinutes: "60",
      totalMarks: "40",
      passingMarks: "28",
      topics: "Joins",
      kind: "external",
      examUrl: "https://assessments.example.com/matrix-two",
    }),
  },
  {
    name: "exam",
    file: "routes/staff/batch-exam.tsx",
    kind: "loader",
    handler: h(examPage.loader),
    path: (ids) => `exams/${ids.exam}`,
  },
  {
    name: "exam: publish",
    file: "routes/staff/batch-exam.tsx",
    kind: "action",
    handler: h(examPage.action),
    path: (ids) => `exams/${ids.exam}`,
    form: () => ({ intent: "publish" }),
  },
];

const MODULES: Record<string, Record<string, unknown>> = {
  "routes/staff/batch-classes.tsx": classesPage,
  "routes/staff/batch-class.tsx": classPage,
  "routes/staff/batch-attendance.tsx": attendancePage,
  "routes/staff/batch-announcements.tsx": announcementsPage,
  "routes/staff/batch-trainers.tsx": trainersPage,
  "routes/staff/batch-modules.tsx": modulesPage,
  "routes/staff/batch-materials.tsx": materialsPage,
  "routes/staff/batch-exams.tsx": examsPage,
  "routes/staff/batch-exam.tsx": examPage,
};

async function call(c: Case, batchId: string, ids: Ids, f: Fixtures, cookie?: string): Promise<RouteOutcome> {
  const sub = c.path(ids);
  const path = `/staff/batches/${batchId}/${sub}`;
  const [, classId] = sub.match(/^classes\/([^/]+)/) ?? [];
  const [, examId] = sub.match(/^exams\/([^/]+)/) ?? [];
  const params: Record<string, string> = {
    batchId,
    ...(classId ? { classId } : {}),
    ...(examId ? { examId } : {}),
  };
  const request = staffRequest(path, { cookie, form: c.kind === "action" ? c.form?.(f, ids) : undefined });
  return callRoute(c.handler, request, params);
}

/** Every route module whose path is under staff/batches/:batchId/ in app/routes.ts. */
function batchScopedRouteFiles(
  entries: { path?: string; file: string; children?: unknown[] }[] = routes as never,
): string[] {
  return entries.flatMap((e) => [
    ...(e.path?.startsWith("staff/batches/:batchId/") ? [e.file] : []),
    ...batchScopedRouteFiles((e.children ?? []) as { path?: string; file: string; children?: unknown[] }[]),
  ]);
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
    exams: (await db.select().from(exams).orderBy(exams.id)).map((e) => [e.id, e.published]),
    modulesDone: await n(batchModules),
    sessions: sessions.map((s) => [
      s.id,
      s.startsAt.toISOString(),
      s.cancelledAt,
      s.recordingUrl,
      s.sequence,
    ]),
  };
}

const ownIds = (f: Fixtures): Ids => ({
  upcoming: f.upcoming.id,
  past: f.past.id,
  exam: f.exam.id,
  material: f.material.id,
});
const otherIds = (f: Fixtures): Ids => ({
  upcoming: f.otherUpcoming.id,
  past: f.otherPast.id,
  exam: f.otherExam.id,
  material: f.otherMaterial.id,
});

describe("/staff/batches/:batchId/... role x route x batch matrix", () => {
  it("covers every batch-scoped route module in app/routes.ts, with its loader and action", () => {
    expect(Object.keys(MODULES).sort()).toEqual([...new Set(batchScopedRouteFiles())].sort());
    for (const [file, mod] of Object.entries(MODULES)) {
      for (const kind of ["loader", "action"] as const) {
        const tested = CASES.some((c) => c.file === file && c.kind === kind);
        expect(tested, `${kind} of ${file}`).toBe(typeof mod[kind] === "function");
      }
    }
  });

  it("visitors are sent to /login, students (even of the batch) get 403; nothing changes", async () => {
    const f = await fixtures();
    const before = await snapshot();
    const studentCookie = await sessionCookie(f.student.id);
    for (const c of CASES) {
      const anonymous = await call(c, f.batch.id, ownIds(f), f);
      expect([anonymous.threw, anonymous.status], c.name).toEqual([true, 302]);
      expect(anonymous.location, c.name).toMatch(/^\/login\?redirectTo=/);
      const student = await call(c, f.batch.id, ownIds(f), f, studentCookie);
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
        const r = await call(c, f.batch.id, ownIds(f), f, cookie);
        if (!(r.threw && r.status === 404)) leaks.push(`${who}: ${c.name} -> ${r.status}`);
      }
      // The batch's own trainer, on a batch that does not exist.
      const unknown = await call(c, "no-such-batch", ownIds(f), f, await sessionCookie(f.trainer.id));
      if (!(unknown.threw && unknown.status === 404))
        leaks.push(`unknown batch: ${c.name} -> ${unknown.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("a trainer cannot reach another batch's classes, exams or materials through their own batch's address; nothing changes", async () => {
    const f = await fixtures();
    const before = await snapshot();
    const cookie = await sessionCookie(f.trainer.id);
    const leaks: string[] = [];
    const crossing = CASES.filter(
      (c) => /^(classes|exams)\//.test(c.path(otherIds(f))) || c.name === "materials: publish",
    );
    expect(crossing.length).toBeGreaterThanOrEqual(9);
    for (const c of crossing) {
      const r = await call(c, f.batch.id, otherIds(f), f, cookie);
      // Not found, as a thrown 404 or a refused form answered 404.
      if (r.status !== 404) leaks.push(`${c.name} -> ${r.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("the batch's trainer gets every page and action, except choosing trainers (403)", async () => {
    const f = await fixtures();
    const cookie = await sessionCookie(f.trainer.id);
    for (const c of CASES) {
      const r = await call(c, f.batch.id, ownIds(f), f, cookie);
      if (c.adminOnly) {
        expect([r.threw, r.status], c.name).toEqual([true, 403]);
        continue;
      }
      expect(r.threw, c.name).toBe(false);
      expect([200, 302], c.name).toContain(r.status);
    }
    const [cancelled] = await getDb().select().from(classSessions).where(eq(classSessions.id, f.upcoming.id));
    expect(cancelled.cancelledAt).not.toBeNull();
    const [mark] = await getDb().select().from(attendance).where(eq(attendance.sessionId, f.past.id));
    expect(mark.mark).toBe("late");
  });

  it("an administrator gets every page and action of every batch, trainers included", async () => {
    const f = await fixtures();
    const cookie = await sessionCookie(f.admin.id);
    for (const c of CASES) {
      const r = await call(c, f.other.id, otherIds(f), f, cookie);
      expect(r.threw, c.name).toBe(false);
      expect([200, 302], c.name).toContain(r.status);
    }
    const trainers = await getDb().select().from(batchTrainers).where(eq(batchTrainers.batchId, f.other.id));
    expect(trainers.map((t) => t.userId).sort()).toEqual([f.otherTrainer.id, f.candidate.id].sort());
  });
});
