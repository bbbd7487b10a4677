import { and, eq } from "drizzle-orm";
import { type CourseModule, courseModules } from "~/lib/course-modules";
import { db, type Db, type Tx } from "./db/client.server";
import { batches, batchModules, users } from "./db/schema.server";
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

/** The course's modules with the batch's done marks (a mark for a module the course no longer has is ignored). */
export async function batchProgress(
  batchId: string,
  courseId: string,
  database: Db | Tx = db(),
): Promise<BatchProgress> {
  const marks = await database
    .select({ module: batchModules.module, doneAt: batchModules.doneAt, doneBy: users.name })
    .from(batchModules)
    .leftJoin(users, eq(users.id, batchModules.doneBy))
    .where(eq(batchModules.batchId, batchId));
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
export async function batchCourse(
  batchId: string,
): Promise<{ courseId: string; isDemo: boolean; modules: CourseModule[] } | null> {
  const [batch] = await db()
    .select({ courseId: batches.courseId, isDemo: batches.isDemo })
    .from(batches)
    .where(eq(batches.id, batchId))
    .limit(1);
  return batch ? { ...batch, modules: courseModules(batch.courseId) } : null;
}
