/**
 * The catalogue as pages receive it (PRODUCT.md decision 13): one value per
 * fact, read from the database by app/server/catalogue.server.ts. Types and
 * wording helpers only: shared by the browser and the server.
 */
import type { BatchMode, BatchState } from "~/content/batches";
import type { SaleStatus } from "~/content/catalogue-seed";
import { COURSE_TITLES, type CourseId, isCourseId } from "~/content/course-catalogue";
import { plural } from "./format";

/** A live offer (decision 14): its price is what /paymentpage charges until endsAt. */
export interface LiveOffer {
  id: string;
  courseId: CourseId;
  priceRupees: number;
  /** ISO instant: the same end for every visitor. */
  endsAt: string;
  /** "First N students" places left, or null when the offer makes no such claim. */
  seatsLeft: number | null;
}

/** One course's facts, as every surface shows them. */
export interface CourseFacts {
  id: CourseId;
  title: string;
  summary: string;
  level: string;
  durationWeeks: number;
  saleStatus: SaleStatus;
  /** What /paymentpage charges now: a live offer's price, else the catalogue price. */
  priceRupees: number;
  /** The catalogue price, offer or not. */
  listPriceRupees: number;
  regularPriceRupees: number;
  /** priceRupees against regularPriceRupees, rounded (SPEC.md's formula). */
  discountPercent: number;
  offer: LiveOffer | null;
  /** Date key of the next batch open for enrolment, if any. */
  nextStart: string | null;
  /** The certificate's attendance threshold, percent of marked classes (lib/certificates.ts). */
  certificateAttendancePercent: number;
}

/** A batch as visitors and students see it. */
export interface BatchSummary {
  id: string;
  name: string;
  courseId: string;
  /** "YYYY-MM-DD", India time. */
  startDate: string;
  classDays: number[];
  startTime: string;
  endTime: string;
  mode: BatchMode;
  state: BatchState;
  seats: number;
  seatsLeft: number;
}

export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  on_sale: "On sale",
  coming_soon: "Coming soon",
  closed: "Closed",
};

/** Why a course that is not on sale cannot be ordered (the payment page and the server say the same). */
export const NOT_ON_SALE_MESSAGES: Record<Exclude<SaleStatus, "on_sale">, string> = {
  coming_soon:
    "This course is coming soon: it cannot be paid for yet. Request it to hear when the first batch opens.",
  closed: "This course is closed for enrolment: it cannot be paid for.",
};

/** Why a course cannot be ordered, or null when it is on sale. */
export function notOnSaleMessage(status: SaleStatus): string | null {
  return status === "on_sale" ? null : NOT_ON_SALE_MESSAGES[status];
}

/** A course's title from its id (an order keeps the id of a course that may no longer be listed). */
export function courseTitleOf(courseId: string): string {
  return isCourseId(courseId) ? COURSE_TITLES[courseId] : courseId;
}

export const BATCH_MODE_LABELS: Record<BatchMode, string> = { online: "Live online", hybrid: "Hybrid" };
export const BATCH_STATE_LABELS: Record<BatchState, string> = {
  enrolling: "Enrolling",
  running: "Running",
  completed: "Completed",
};

/** 12 -> "12 weeks". */
export function formatWeeks(weeks: number): string {
  return plural(weeks, "week");
}

const DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** [0, 2, 4] -> "Mon, Wed, Fri". */
export function formatClassDays(days: readonly number[]): string {
  return [...days]
    .sort((a, b) => a - b)
    .map((d) => DAY_NAMES[d] ?? "")
    .filter(Boolean)
    .join(", ");
}

/** "09:30" -> "9:30 AM". */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** "Mon, Wed, Fri · 9:30 AM – 11:00 AM IST". */
export function formatBatchTimes(batch: Pick<BatchSummary, "classDays" | "startTime" | "endTime">): string {
  return `${formatClassDays(batch.classDays)} · ${formatClock(batch.startTime)} – ${formatClock(batch.endTime)} IST`;
}

/** A batch can be chosen (signup, payment) while it takes students and has a seat. */
export function isChoosable(batch: Pick<BatchSummary, "state" | "seatsLeft">): boolean {
  return batch.state !== "completed" && batch.seatsLeft > 0;
}

/**
 * The batch a course's Enroll button chooses when none is named: the next
 * enrolling batch with a seat that has not started, else any open batch with
 * a seat (a running batch may still take students), else none.
 */
export function defaultBatch<B extends Pick<BatchSummary, "courseId" | "state" | "seatsLeft" | "startDate">>(
  batches: readonly B[],
  courseId: string,
  today: string,
): B | undefined {
  const open = batches.filter((b) => b.courseId === courseId && isChoosable(b));
  return open.find((b) => b.state === "enrolling" && b.startDate >= today) ?? open[0];
}
