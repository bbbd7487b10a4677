import { data } from "react-router";
import { courseTitleOf, formatBatchTimes } from "~/lib/catalogue";
import type { SessionUser } from "../auth.server";
import { getBatch } from "../batches.server";
import { requireBatchManager } from "./batch-access.server";

/** What every batch sub-page's header shows. */
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
 * (who may manage this batch, else 404) and the batch.
 */
export async function batchPage(
  request: Request,
  batchId: string | undefined,
): Promise<{ user: SessionUser; batch: BatchHeading }> {
  const id = batchId ?? "";
  const user = await requireBatchManager(request, id);
  const batch = await getBatch(id);
  // requireBatchManager found it; a batch deleted in between is simply not found.
  if (!batch) throw data(null, { status: 404, statusText: "Not Found" });
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
