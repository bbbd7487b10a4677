import { courseTitleOf, formatBatchTimes } from "~/lib/catalogue";
import type { SessionUser } from "../auth.server";
import { managedBatch } from "./batch-work.server";

/** What the header of a batch's classes, announcements and trainers pages shows. */
export interface BatchHeading {
  id: string;
  name: string;
  courseId: string;
  courseTitle: string;
  times: string;
  state: string;
  startDate: string;
  classDays: number[];
  startTime: string;
  endTime: string;
}

/**
 * The guard and the heading of a batch-scoped staff page: the staff member
 * who may manage this batch (else 404, as for an unknown batch) and the batch.
 */
export async function batchPage(
  request: Request,
  batchId: string | undefined,
): Promise<{ user: SessionUser; batch: BatchHeading }> {
  const { user, batch } = await managedBatch(request, batchId ?? "");
  return {
    user,
    batch: {
      id: batch.id,
      name: batch.name,
      courseId: batch.courseId,
      courseTitle: courseTitleOf(batch.courseId),
      times: formatBatchTimes(batch),
      state: batch.state,
      startDate: batch.startDate,
      classDays: batch.classDays,
      startTime: batch.startTime,
      endTime: batch.endTime,
    },
  };
}
