/*
 * Which batch /paymentpage opens on (docs/decisions/200): one batch per
 * intent. The batch the link names, else the batch the student's pending
 * request names (for that course), else, with no intent stated, the course's
 * next batch to start. A named batch that cannot be chosen now (full,
 * finished) is never swapped for another in silence: nothing is chosen and
 * the page says why.
 */
import { type BatchSummary, defaultBatch, isChoosable } from "./catalogue";

/** The student's pending request, as the payment page receives it. */
export interface BatchRequest {
  batchId: string;
  batchName: string;
  courseId: string;
}

export type ChoosableBatch = Pick<
  BatchSummary,
  "id" | "name" | "courseId" | "state" | "seatsLeft" | "startDate"
>;

export interface BatchChoice<B> {
  /** The batch the summary shows chosen, or undefined: the student must choose. */
  batch: B | undefined;
  /** The batch asked for (link or request) that cannot be chosen now, by name. */
  unavailable: string | null;
  /** The request this payment moves to the chosen batch (another batch of the same course), by name. */
  moves: string | null;
}

/** The course the page opens on: the order's, the link's, the linked batch's, else the request's. */
export function initialCourse(
  batches: readonly Pick<BatchSummary, "id" | "courseId">[],
  link: { course: string | null; batch: string | null },
  request: BatchRequest | null,
): string | null {
  if (link.course) return link.course;
  if (link.batch) return batches.find((b) => b.id === link.batch)?.courseId ?? request?.courseId ?? null;
  return request?.courseId ?? null;
}

/** The batch chosen for `courseId`, given the one named (the link or the student's pick) and the request. */
export function chooseBatch<B extends ChoosableBatch>(
  batches: readonly B[],
  courseId: string,
  named: string | null,
  request: BatchRequest | null,
  today: string,
): BatchChoice<B> {
  const requested = request?.courseId === courseId ? request : null;
  const wanted = named ?? requested?.batchId ?? null;
  const moves = (chosen: B | undefined) =>
    requested && chosen && chosen.id !== requested.batchId ? requested.batchName : null;
  if (!wanted) {
    const batch = defaultBatch(batches, courseId, today);
    return { batch, unavailable: null, moves: moves(batch) };
  }
  const found = batches.find((b) => b.id === wanted && b.courseId === courseId);
  if (found && isChoosable(found)) return { batch: found, unavailable: null, moves: moves(found) };
  const name = found?.name ?? (wanted === requested?.batchId ? requested.batchName : LINKED_BATCH);
  return { batch: undefined, unavailable: name, moves: null };
}

/** What a link naming an unknown or closed batch is called in the message. */
const LINKED_BATCH = "The batch in your link";

/** Why nothing is chosen: the batch asked for cannot be paid for now. */
export function unavailableMessage(name: string): string {
  return `${name} cannot be chosen now: it is full or no longer takes students. Please choose another batch.`;
}

/** What paying for the chosen batch does to the student's request for another batch of the course. */
export function movesMessage(from: string, to: string): string {
  return `Your request is for ${from}. Paying for ${to} moves it to ${to}.`;
}
