// Role x route x batch for a batch's materials, modules and exams pages:
// visitors are sent to /login, students get 403, staff who do not manage
// the batch (another batch's trainer, a colleague who trains none) get the
// 404 of an unknown batch, and only the batch's trainers and administrators
// get through. Nothing changes for anyone refused.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { batchModules, batchTrainers, exams, materials } from "~/server/db/schema.server";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeBatch, makeUser, sessionCookie } from "../../../tests/setup/staff-fixtures";
import { get, post, run } from "../../../tests/support/routes";
import * as exam from "./batch-exam";
import * as examsPage from "./batch-exams";
import * as materialsPage from "./batch-materials";
import * as modulesPage from "./batch-modules";

const getDb = setupTestDatabase();

async function world() {
  const mine = await makeBatch(getDb());
  const theirs = await makeBatch(getDb());
  const trainer = await makeUser(getDb(), { role: "staff" });
  const otherTrainer = await makeUser(getDb(), { role: "staff" });
  const colleague = await makeUser(getDb(), { role: "staff" });
  const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
  const student = await makeUser(getDb());
  await getDb()
    .insert(batchTrainers)
    .values([
      { batchId: mine.id, userId: trainer.id },
      { batchId: theirs.id, userId: otherTrainer.id },
    ]);
  const [material] = await getDb()
    .insert(materials)
    .values({
      batchId: mine.id,
      module: 1,
      title: "Notes",
      type: "Link",
      kind: "link",
      url: "https://docs.python.org/3/",
    })
    .returning();
  const [theExam] = await getDb()
    .insert(exams)
    .values({
      batchId: mine.id,
      module: 2,
      title: "Quiz",
      startsAt: new Date("2099-01-04T04:30:00Z"),
      durationMinutes: 30,
      totalMarks: 10,
      passingMarks: 5,
      topics: ["Lists"],
      kind: "external",
      examUrl: "https://forms.example.org/quiz",
    })
    .returning();
  return { mine, trainer, otherTrainer, colleague, admin, student, material, theExam };
}

type World = Awaited<ReturnType<typeof world>>;
type Handler = (args: never) => unknown;

function cases(w: World): {
  name: string;
  handler: Handler;
  request: (cookie?: string) => Request;
  params: Record<string, string>;
}[] {
  const base = `/staff/batches/${w.mine.id}`;
  const p = { batchId: w.mine.id };
  const pe = { batchId: w.mine.id, examId: w.theExam.id };
  return [
    {
      name: "modules",
      handler: modulesPage.loader as Handler,
      request: (c) => get(`${base}/modules`, c),
      params: p,
    },
    {
      name: "modules mark done",
      handler: modulesPage.action as Handler,
      request: (c) => post(`${base}/modules`, { intent: "done", module: "1" }, c),
      params: p,
    },
    {
      name: "materials",
      handler: materialsPage.loader as Handler,
      request: (c) => get(`${base}/materials`, c),
      params: p,
    },
    {
      name: "materials publish",
      handler: materialsPage.action as Handler,
      request: (c) => post(`${base}/materials`, { intent: "publish", materialId: w.material.id }, c),
      params: p,
    },
    {
      name: "exams",
      handler: examsPage.loader as Handler,
      request: (c) => get(`${base}/exams`, c),
      params: p,
    },
    {
      name: "exams create",
      handler: examsPage.action as Handler,
      request: (c) =>
        post(
          `${base}/exams`,
          {
            intent: "save",
            title: "Matrix exam",
            module: "3",
            opensAt: "2099-02-01T10:00",
            durationMinutes: "30",
            totalMarks: "10",
            passingMarks: "5",
            topics: "Classes",
            kind: "external",
            examUrl: "https://forms.example.org/x",
          },
          c,
        ),
      params: p,
    },
    {
      name: "exam",
      handler: exam.loader as Handler,
      request: (c) => get(`${base}/exams/${w.theExam.id}`, c),
      params: pe,
    },
    {
      name: "exam publish",
      handler: exam.action as Handler,
      request: (c) => post(`${base}/exams/${w.theExam.id}`, { intent: "publish" }, c),
      params: pe,
    },
  ];
}

async function state(w: World) {
  const [m] = await getDb().select().from(materials).where(eq(materials.id, w.material.id));
  const [e] = await getDb().select().from(exams).where(eq(exams.id, w.theExam.id));
  const created = await getDb()
    .select()
    .from(exams)
    .where(and(eq(exams.title, "Matrix exam"), eq(exams.batchId, w.mine.id)));
  const marks = await getDb().select().from(batchModules).where(eq(batchModules.batchId, w.mine.id));
  return {
    materialPublished: m.published,
    examPublished: e.published,
    created: created.length,
    marks: marks.length,
  };
}

const untouched = { materialPublished: false, examPublished: false, created: 0, marks: 0 };

describe("a batch's materials, modules and exams: role x route x batch", () => {
  it("visitors go to /login, students get 403, staff who do not manage the batch get 404: 0 leaks, nothing changed", async () => {
    const w = await world();
    const refusals: [string | undefined, number][] = [
      [undefined, 302],
      [await sessionCookie(w.student.id), 403],
      [await sessionCookie(w.otherTrainer.id), 404],
      [await sessionCookie(w.colleague.id), 404],
    ];
    const leaks: string[] = [];
    for (const [cookie, status] of refusals) {
      for (const c of cases(w)) {
        const res = await run(c.handler, c.request(cookie), c.params);
        if (res.status !== status) leaks.push(`${c.name}: ${res.status} (expected ${status})`);
        if (status === 302) expect(res.location, c.name).toMatch(/^\/login\?redirectTo=/);
      }
    }
    expect(leaks).toEqual([]);
    expect(await state(w)).toEqual(untouched);
  });

  it.each(["trainer", "admin"] as const)("the batch's %s gets through every page and action", async (who) => {
    const w = await world();
    const cookie = await sessionCookie(who === "trainer" ? w.trainer.id : w.admin.id);
    for (const c of cases(w)) {
      const res = await run(c.handler, c.request(cookie), c.params);
      expect([200, 302], `${c.name}: ${JSON.stringify(res.data)?.slice(0, 200)}`).toContain(res.status);
    }
    expect(await state(w)).toEqual({ materialPublished: true, examPublished: true, created: 1, marks: 1 });
  });

  it("an exam of another batch is 404 even for a trainer who manages this one", async () => {
    const w = await world();
    const other = await makeBatch(getDb());
    const [foreign] = await getDb()
      .insert(exams)
      .values({ ...w.theExam, id: undefined, batchId: other.id })
      .returning();
    const res = await run(
      exam.loader as never,
      get(`/staff/batches/${w.mine.id}/exams/${foreign.id}`, await sessionCookie(w.trainer.id)),
      {
        batchId: w.mine.id,
        examId: foreign.id,
      },
    );
    expect(res.status).toBe(404);
  });
});
