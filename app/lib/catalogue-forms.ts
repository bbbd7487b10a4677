/**
 * The staff forms of the catalogue (courses, batches, offers) and of
 * enrolments (enrol by hand, withdraw): one Zod schema per form, used by the
 * browser and re-checked by the route action.
 */
import { z } from "zod";
import { BATCH_MODES, BATCH_STATES } from "~/content/batches";
import { COURSE_LEVELS, SALE_STATUSES } from "~/content/catalogue-seed";
import { COURSE_IDS } from "~/content/course-catalogue";
import { MANUAL_ENROLMENT_ROUTES } from "./enrolment-states";
import { isDateKey } from "./ist";

const rupees = (label: string) =>
  z
    .number({ error: `Enter the ${label} in whole rupees.` })
    .int(`Enter the ${label} in whole rupees.`)
    .min(1, `The ${label} must be at least ₹1.`)
    .max(10_00_000, `The ${label} must be at most ₹10,00,000.`);

const dateKey = (message: string) => z.string({ error: message }).refine(isDateKey, message);

// ---------------------------------------------------------------- courses

export const courseSchema = z
  .object({
    priceRupees: rupees("price"),
    regularPriceRupees: rupees("regular price"),
    durationWeeks: z
      .number({ error: "Enter the duration in weeks." })
      .int("Enter the duration in whole weeks.")
      .min(1, "A course runs at least 1 week.")
      .max(104, "A course runs at most 104 weeks."),
    level: z.enum(COURSE_LEVELS, { error: "Choose a level." }),
    saleStatus: z.enum(SALE_STATUSES, { error: "Choose whether the course is on sale." }),
    summary: z
      .string({ error: "Write a one- or two-sentence summary." })
      .trim()
      .min(20, "The summary must be at least 20 characters.")
      .max(400, "Keep the summary under 400 characters."),
    /** The lowest price an offer on this course may charge (decision 17). */
    offerFloorRupees: rupees("offer floor"),
  })
  .refine((c) => c.regularPriceRupees >= c.priceRupees, {
    path: ["regularPriceRupees"],
    message: "The regular price cannot be below the price.",
  })
  .refine((c) => c.offerFloorRupees <= c.priceRupees, {
    path: ["offerFloorRupees"],
    message: "The offer floor cannot be above the price.",
  });
export type CourseInput = z.output<typeof courseSchema>;

// ---------------------------------------------------------------- batches

const clock = (label: string) =>
  z
    .string({ error: `Enter the ${label} as HH:MM (India time).` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${label} as HH:MM (India time).`);

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const batchFields = {
  name: z
    .string({ error: "Enter the batch name." })
    .trim()
    .min(3, "The batch name must be at least 3 characters.")
    .max(80, "Keep the batch name under 80 characters."),
  courseId: z.enum(COURSE_IDS, { error: "Choose the course." }),
  startDate: dateKey("Enter the first class's date."),
  classDays: z
    .array(z.coerce.number().int().min(0).max(6), { error: "Choose the days of the live classes." })
    .min(1, "Choose the days of the live classes.")
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  startTime: clock("start time"),
  endTime: clock("end time"),
  mode: z.enum(BATCH_MODES, { error: "Choose online or hybrid." }),
  seats: z
    .number({ error: "Enter the number of seats." })
    .int("Enter a whole number of seats.")
    .min(1, "A batch has at least 1 seat.")
    .max(500, "A batch has at most 500 seats."),
  state: z.enum(BATCH_STATES, { error: "Choose the batch's state." }),
};

const endsAfterStart: [
  (b: { startTime: string; endTime: string }) => boolean,
  { path: string[]; message: string },
] = [
  (b) => minutes(b.endTime) > minutes(b.startTime),
  { path: ["endTime"], message: "The end time must be after the start time." },
];

export const batchSchema = z.object(batchFields).refine(...endsAfterStart);
export type BatchInput = z.output<typeof batchSchema>;

/** A new batch also chooses its short code, which appears in addresses and reports. */
export const newBatchSchema = z
  .object({
    ...batchFields,
    id: z
      .string({ error: "Enter a short code such as python-c." })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens, e.g. python-c.")
      .min(3, "The code must be at least 3 characters.")
      .max(40, "Keep the code under 40 characters.")
      .refine((v) => v !== "demo", "That code belongs to the demo portal."),
  })
  .refine(...endsAfterStart);

// ---------------------------------------------------------------- offers

export const offerSchema = z.object({
  courseId: z.enum(COURSE_IDS, { error: "Choose the course." }),
  priceRupees: rupees("offer price"),
  /** India-time date and time the offer ends. */
  endDate: dateKey("Enter the day the offer ends."),
  endTime: clock("end time"),
  seatCap: z
    .number({ error: "Enter a whole number, or leave it empty." })
    .int("Enter a whole number, or leave it empty.")
    .min(1, "Leave it empty, or allow at least 1 student.")
    .max(10_000, "At most 10,000.")
    .optional(),
});
export type OfferInput = z.output<typeof offerSchema>;

// ---------------------------------------------------------------- enrolments

const reason = z
  .string({ error: "Give the reason (it is kept with the enrolment)." })
  .trim()
  .min(5, "The reason must be at least 5 characters.")
  .max(500, "Keep the reason under 500 characters.");

export const enrolByHandSchema = z.object({
  email: z.email({ error: "Enter the student's account e-mail." }).trim().max(200),
  route: z.enum(MANUAL_ENROLMENT_ROUTES, { error: "Choose how the student paid or why they join free." }),
  reason,
});
export type EnrolByHandInput = z.output<typeof enrolByHandSchema>;

export const withdrawSchema = z.object({
  enrolmentId: z.string({ error: "Choose the enrolment." }).min(1).max(60),
  reason,
});
