import { inArray } from "drizzle-orm";
import { DEMO_LINK_PATH } from "~/content/batches";
import { courseModules } from "~/lib/course-modules";
import { resultFor } from "~/lib/exam-marking";
import { addDays, istDateKey, istInstant, weekStartKey } from "~/lib/ist";
import type { Db } from "../db/client.server";
import {
  batchModules,
  classSessions,
  examQuestions,
  examResults,
  exams,
  materialFiles,
  materials,
} from "../db/schema.server";
import { examPagePath } from "../exams.server";
import { piecesOf } from "../material-files.server";
import { SAMPLE_RESULTS, SAMPLE_STUDENT } from "./seed-data.server";
import { materialsFor } from "./seed-materials.server";
import { SEED_EXAMS } from "./seed-exams.server";

/*
 * A seeded batch's materials, modules done and exams, dated from the batch's
 * start (docs/decisions/118): module N is taught in week N; its notes are
 * published when that week begins; it is marked done when that week has
 * ended; each exam is on the Sunday of its week, 10:00 India time. The files
 * are real (notes, course plan and tracker written from the course page's
 * curriculum, a starter project), the links lead to free official material.
 * Idempotent: fixed ids and ON CONFLICT DO NOTHING. Modules are marked done
 * only the first time a batch's exams are written, so a restart never acts
 * as the trainer.
 */

export interface SeedBatch {
  id: string;
  courseId: string;
  startDate: string;
  isDemo: boolean;
}

/** Monday of the batch's week n (1 = the week it starts). */
function weekMonday(batch: SeedBatch, week: number): string {
  return addDays(weekStartKey(batch.startDate), 7 * (week - 1));
}

/** The batch's week that contains `now` (0 before it starts). */
export function currentWeek(batch: SeedBatch, now: Date): number {
  const days =
    (Date.parse(`${istDateKey(now)}T00:00:00Z`) - Date.parse(`${weekStartKey(batch.startDate)}T00:00:00Z`)) /
    86_400_000;
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}

/**
 * When a seeded module's materials are published: as its week begins, Monday 00:00 India time, the
 * moment currentWeek moves on (the first module's as pre-reading before the start); null while
 * that is still to come. A week's materials are there all week, whenever the seed runs: at 08:00
 * they were missing for the first 8 hours of every week (the demo showed 16 materials, not 18).
 */
export function materialPublishedAt(batch: SeedBatch, module: number, now: Date): Date | null {
  const at = istInstant(weekMonday(batch, module), 0);
  return at.getTime() <= now.getTime() ? at : null;
}

export async function seedBatchWork(database: Db, batch: SeedBatch, now: Date) {
  const week = currentWeek(batch, now);
  const publishedAt = (module: number) => materialPublishedAt(batch, module, now);
  const list = materialsFor(batch);
  if (list.length > 0) {
    // Only what is missing is written, and only its files are drawn (a PDF per module, Word,
    // Excel, PowerPoint, a ZIP): every restart drew and sent them again, ~0.3 s of it.
    const ids = list.map((m) => m.id);
    const present = new Set(
      (await database.select({ id: materials.id }).from(materials).where(inArray(materials.id, ids))).map(
        (r) => r.id,
      ),
    );
    const stored = new Set(
      (
        await database
          .selectDistinct({ id: materialFiles.materialId })
          .from(materialFiles)
          .where(inArray(materialFiles.materialId, ids))
      ).map((r) => r.id),
    );
    const newRows = list.filter((m) => !present.has(m.id));
    const newFiles = list.filter((m) => m.file && !stored.has(m.id));
    // A new row needs its file's size, new pieces its bytes: each file drawn once, only then.
    const bytes = new Map(
      list
        .filter((m) => m.file && (!present.has(m.id) || !stored.has(m.id)))
        .map((m) => [m.id, m.file!.bytes()]),
    );
    if (newRows.length > 0)
      await database
        .insert(materials)
        .values(
          newRows.map((m) => {
            const at = m.module === 1 && week === 0 ? now : publishedAt(m.module);
            return {
              id: m.id,
              batchId: batch.id,
              module: m.module,
              title: m.title,
              description: m.description,
              type: m.type,
              kind: m.file ? ("file" as const) : ("link" as const),
              url: m.url ?? null,
              fileType: m.file?.mediaType ?? null,
              fileSize: bytes.get(m.id)?.byteLength ?? null,
              published: at !== null,
              publishedAt: at,
              createdAt: at ?? now,
            };
          }),
        )
        .onConflictDoNothing();
    if (newFiles.length > 0)
      await database
        .insert(materialFiles)
        .values(newFiles.flatMap((m) => piecesOf(m.id, bytes.get(m.id)!)))
        .onConflictDoNothing();
  }

  const firstTime = await seedExams(database, batch, now);
  if (firstTime) {
    // Modules whose week has ended are done, marked on that week's Saturday evening.
    const done = courseModules(batch.courseId).filter((m) => m.number < week);
    if (done.length > 0) {
      await database
        .insert(batchModules)
        .values(
          done.map((m) => ({
            batchId: batch.id,
            module: m.number,
            doneAt: istInstant(addDays(weekMonday(batch, m.number), 5), 18),
          })),
        )
        .onConflictDoNothing();
    }
  }
}

export function seedExamId(batchId: string, index: number) {
  return `${batchId}-exam-${index + 1}`;
}

/** Writes the batch's four exams (and their slots on the schedule); true when they were new. */
async function seedExams(database: Db, batch: SeedBatch, now: Date): Promise<boolean> {
  const templates = SEED_EXAMS[batch.courseId];
  if (!templates) return false;
  const rows = templates.map((t, i) => ({
    id: seedExamId(batch.id, i),
    batchId: batch.id,
    module: t.module,
    title: t.title,
    description: t.description,
    startsAt: istInstant(addDays(weekMonday(batch, t.week), 6), 10),
    durationMinutes: t.durationMinutes,
    totalMarks: t.totalMarks,
    passingMarks: t.passingMarks,
    topics: t.topics,
    // The demo's exams were taken elsewhere (its results are entered, not marked here).
    kind: batch.isDemo ? ("external" as const) : ("portal" as const),
    examUrl: batch.isDemo ? `${DEMO_LINK_PATH}?to=exam` : null,
    published: true,
    // The last assessment is the course's final exam: a certificate needs it passed (decision 170).
    isFinal: i === templates.length - 1,
  }));
  const inserted = await database
    .insert(exams)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: exams.id });
  if (inserted.length === 0) return false;
  const fresh = new Set(inserted.map((r) => r.id));
  if (!batch.isDemo) {
    await database.insert(examQuestions).values(
      templates.flatMap((t, i) =>
        fresh.has(seedExamId(batch.id, i))
          ? t.questions.map((q, position) => ({
              id: `${seedExamId(batch.id, i)}-q${position + 1}`,
              examId: seedExamId(batch.id, i),
              position: position + 1,
              kind: q.kind,
              prompt: q.prompt,
              options: q.options ?? [],
              correctOptions: (q.correct ?? []).map((n) => n - 1),
              numericAnswer: q.answer ?? null,
              numericTolerance: q.tolerance ?? 0,
              marks: q.marks,
            }))
          : [],
      ),
    );
  }
  // Each exam is also on the schedule (type Exam, "Start Exam" on its page).
  await database
    .insert(classSessions)
    .values(
      rows
        .filter((e) => fresh.has(e.id))
        .map((e) => ({
          id: e.id,
          batchId: batch.id,
          title: e.title,
          startsAt: e.startsAt,
          durationMinutes: e.durationMinutes,
          meetLink: batch.isDemo ? `${DEMO_LINK_PATH}?to=exam` : examPagePath(e.id),
          instructor: "Assessment team",
          type: "Exam" as const,
          status:
            e.startsAt.getTime() + e.durationMinutes * 60_000 < now.getTime()
              ? ("completed" as const)
              : ("exam" as const),
        })),
    )
    .onConflictDoNothing();
  if (batch.id === SAMPLE_STUDENT.batchId) {
    await database
      .insert(examResults)
      .values(
        SAMPLE_RESULTS.map((r) => {
          const exam = rows[r.examIndex];
          return {
            id: `${SAMPLE_STUDENT.id}-result-${r.examIndex + 1}`,
            examId: exam.id,
            userId: SAMPLE_STUDENT.id,
            score: r.score,
            result: resultFor(r.score, exam.passingMarks),
            source: "staff" as const,
            completedAt: new Date(exam.startsAt.getTime() + exam.durationMinutes * 60_000),
          };
        }),
      )
      .onConflictDoNothing();
  }
  return true;
}
