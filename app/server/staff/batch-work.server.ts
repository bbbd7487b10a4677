import { count, eq } from "drizzle-orm";
import { type CourseModule, courseModules } from "~/lib/course-modules";
import type { SessionUser } from "../auth.server";
import { db } from "../db/client.server";
import { exams, materials } from "../db/schema.server";
import { type BatchHeading, batchPage } from "./batch-page.server";

export interface ManagedBatch {
  user: SessionUser;
  /** The batch, as every batch page's header shows it. */
  batch: BatchHeading;
  /** The course's modules (curriculum weeks): what materials, exams and progress name. */
  modules: CourseModule[];
}

/**
 * The start of every loader and action of a batch's materials, modules and
 * exams pages: the staff member who may manage the batch (404 otherwise, as
 * for an unknown batch), the batch and its course's modules.
 */
export async function managedBatch(request: Request, batchId: string): Promise<ManagedBatch> {
  const { user, batch } = await batchPage(request, batchId);
  return { user, batch, modules: courseModules(batch.courseId) };
}

/** How many materials and exams each module of the batch has (the modules page shows both). */
export async function moduleWorkCounts(
  batchId: string,
): Promise<Record<number, { materials: number; exams: number }>> {
  const [m, e] = await Promise.all([
    db()
      .select({ module: materials.module, n: count() })
      .from(materials)
      .where(eq(materials.batchId, batchId))
      .groupBy(materials.module),
    db()
      .select({ module: exams.module, n: count() })
      .from(exams)
      .where(eq(exams.batchId, batchId))
      .groupBy(exams.module),
  ]);
  const out: Record<number, { materials: number; exams: number }> = {};
  for (const r of m) out[r.module] = { materials: r.n, exams: out[r.module]?.exams ?? 0 };
  for (const r of e) out[r.module] = { materials: out[r.module]?.materials ?? 0, exams: r.n };
  return out;
}
