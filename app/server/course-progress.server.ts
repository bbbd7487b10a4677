import { and, eq, sql } from "drizzle-orm";
import { type CourseModule, courseModules } from "~/lib/course-modules";
import { db, type Db, type Tx } from "./db/client.server";
import { preparedQuery } from "./db/prepared.server";
import { batches, batchModules, users } from "./db/schema.server";
import { oncePerRead } from "./request-scope.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * A batch's progress through its course: the course's modules (its
 * curriculum weeks, app/lib/course-modules.ts) and which of them the trainer
 * has marked done. Every student of the batch sees the same progress: the
 * ring, "N of M modules completed" and the module bar read this.
 */

export interface ModuleProgress {
  number: number;
  title: string;
  label: string;
  done: boolean;
  doneAt: string | null;
  doneBy: string | null;
}

export interface BatchProgress {
  modules: ModuleProgress[];
  completed: number;
  total: number;
}

// The batch's done marks (built once for the open database: docs/decisions/209-queries-built-once.md).
const modulesDone = (database: Db | Tx) =>
  database
    .select({ module: batchModules.module, doneAt: batchModules.doneAt, doneBy: users.name })
    .from(batchModules)
    .leftJoin(users, eq(users.id, batchModules.doneBy))
    .where(eq(batchModules.batchId, sql.placeholder("batchId")));

/** The course's modules with the batch's done marks (a mark for a module the course no longer has is ignored). */
export async function batchProgress(
  batchId: string,
  courseId: string,
  database?: Db | Tx,
): Promise<BatchProgress> {
  const query = database ? modulesDone(database) : preparedQuery("modules_done", modulesDone);
  const marks = await query.execute({ batchId });
  const byModule = new Map(marks.map((m) => [m.module, m]));
  const modules = courseModules(courseId).map((m) => {
    const mark = byModule.get(m.number);
    return {
      ...m,
      done: Boolean(mark),
      doneAt: mark ? mark.doneAt.toISOString() : null,
      doneBy: mark?.doneBy ?? null,
    };
  });
  return { modules, completed: modules.filter((m) => m.done).length, total: modules.length };
}

export type ModuleMarkResult = { ok: true; changed: boolean } | { ok: false; reason: "no_module" };

/**
 * Marks a module done (or not done) for a batch, with an audit row. Marking
 * twice changes nothing and records nothing the second time.
 */
export async function markModule(
  actor: StaffActor,
  batchId: string,
  module: number,
  done: boolean,
): Promise<ModuleMarkResult> {
  return db().transaction(async (tx) => {
    const [batch] = await tx
      .select({ courseId: batches.courseId })
      .from(batches)
      .where(eq(batches.id, batchId))
      .limit(1);
    if (!batch || !courseModules(batch.courseId).some((m) => m.number === module)) {
      return { ok: false, reason: "no_module" } as const;
    }
    const changed = done
      ? (
          await tx
            .insert(batchModules)
            .values({ batchId, module, doneBy: actor.id })
            .onConflictDoNothing()
            .returning({ module: batchModules.module })
        ).length > 0
      : (
          await tx
            .delete(batchModules)
            .where(and(eq(batchModules.batchId, batchId), eq(batchModules.module, module)))
            .returning({ module: batchModules.module })
        ).length > 0;
    if (changed) {
      await recordAudit(tx, {
        actor,
        action: done ? "module.done" : "module.reopened",
        entityType: "batch",
        entityId: batchId,
        details: { module },
      });
    }
    return { ok: true, changed } as const;
  });
}

/** A batch's course modules and whether it is the demo batch (whose links stay on the site); null for no batch. */
export function batchCourse(
  batchId: string,
): Promise<{ courseId: string; isDemo: boolean; modules: CourseModule[] } | null> {
  // The materials and the exams of one portal page both ask: one read per page request.
  return oncePerRead(`batch-course:${batchId}`, async () => {
    const [batch] = await preparedQuery("batch_course", (database) =>
      database
        .select({ courseId: batches.courseId, isDemo: batches.isDemo })
        .from(batches)
        .where(eq(batches.id, sql.placeholder("batchId")))
        .limit(1),
    ).execute({ batchId });
    return batch ? { ...batch, modules: courseModules(batch.courseId) } : null;
  });
}
