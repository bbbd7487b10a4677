/**
 * The staff forms of a batch's classes, attendance, announcements and
 * trainers: one Zod schema per form, used by the browser and re-checked by
 * the route action. Times are India time (IST). Schemas that compare with
 * "now" are made per request (`newClassSchema(now)`), so the browser and the
 * server each check against their own clock and the server has the last word.
 */
import { z } from "zod";
import { ATTENDANCE_MARKS, CLASS_TYPES } from "~/content/batches";
import { MAX_SERIES_CLASSES, MAX_SERIES_WEEKS, expandWeeklySeries, parseClock } from "./class-series";
import { addDays, isDateKey, istDateKey, istInstant, weekdayIndex } from "./ist";

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(min, `The ${label} must be at least ${min} characters.`)
    .max(max, `Keep the ${label} under ${max} characters.`);

/** A full https:// address (meeting rooms and recordings are never plain http or javascript:). */
const httpsLink = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .max(500, `Keep the ${label} under 500 characters.`)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(v);
      } catch {
        return false;
      }
    }, `Enter the full ${label}, starting with https://.`);

const dateKey = (message: string) => z.string({ error: message }).trim().refine(isDateKey, message);

const clock = z
  .string({ error: "Enter the start time as HH:MM (India time)." })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the start time as HH:MM (India time).");

const duration = z
  .number({ error: "Enter the length in minutes." })
  .int("Enter the length in whole minutes.")
  .min(15, "A class lasts at least 15 minutes.")
  .max(480, "A class lasts at most 8 hours (480 minutes).");

const note = z
  .string({ error: "Write a short note for the students (it is shown with the change)." })
  .trim()
  .min(3, "Write a short note for the students (it is shown with the change).")
  .max(300, "Keep the note under 300 characters.");

const scope = z.enum(["one", "rest"], { error: "Choose this class only, or the rest of the series." });
export type ChangeScope = z.output<typeof scope>;

const startsAtOf = (date: string, time: string) => {
  const { hours, minutes } = parseClock(time);
  return istInstant(date, hours, minutes);
};

// ---------------------------------------------------------------- classes

export const classDetailsFields = {
  title: text("title", 3, 120),
  type: z.enum(CLASS_TYPES, { error: "Choose the type of class." }),
  instructor: text("instructor's name", 2, 80),
  meetLink: httpsLink("meeting link"),
  durationMinutes: duration,
};
export type ClassDetails = {
  title: string;
  type: (typeof CLASS_TYPES)[number];
  instructor: string;
  meetLink: string;
  durationMinutes: number;
};

export type NewClassInput =
  | (ClassDetails & { repeat: "once"; startsAt: Date; held: boolean })
  | (ClassDetails & {
      repeat: "weekly";
      series: { startDate: string; days: number[]; time: string; until: string };
      count: number;
    });

/** Monday first, as the form's day choices (0 = Monday ... 6 = Sunday). */
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
export const WEEKDAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** How far back a class that already took place may be recorded. */
export const HELD_CLASS_MAX_DAYS = 60;

export const HELD_MESSAGES = {
  past: "This day and time has passed. To record a class that already took place, tick “It already took place”.",
  future: "A class that already took place has a day and time in the past.",
  tooOld: `Only classes of the last ${HELD_CLASS_MAX_DAYS} days can be recorded.`,
  series: "Only one class can be recorded as already held: choose “One class”.",
} as const;

/** Why the first day of a series is not one of its days ("the first class falls on one of them"). */
export function firstDayMessage(date: string, days: readonly number[]): string {
  const chosen = days.map((d) => WEEKDAY_SHORT[d]).join(", ");
  const weekday = WEEKDAY_NAMES[weekdayIndex(date)];
  return `The first day is a ${weekday}, which is not one of the chosen days (${chosen}). Choose a first day on one of them, or tick ${weekday}.`;
}

/**
 * One class, or a weekly series (days, time, until a date or for N weeks),
 * starting after `now`. One class may instead be in the past when it is
 * recorded as already held (an extra class whose attendance is taken now).
 */
export function newClassSchema(now: Date) {
  return z
    .object({
      ...classDetailsFields,
      repeat: z.enum(["once", "weekly"], { error: "Choose one class or a weekly series." }),
      held: z
        .literal("on", { error: "Tick the box or leave it empty." })
        .optional()
        .transform((v) => v === "on"),
      date: dateKey("Enter the day of the (first) class."),
      time: clock,
      days: z
        .array(z.coerce.number().int().min(0).max(6), { error: "Choose the days of the week." })
        .optional()
        .transform((days) => [...new Set(days ?? [])].sort((a, b) => a - b)),
      ends: z.enum(["until", "weeks"], { error: "Choose when the series ends." }).optional(),
      until: z.string().trim().optional(),
      weeks: z
        .number({ error: "Enter the number of weeks." })
        .int("Enter a whole number of weeks.")
        .min(1, "A series runs at least 1 week.")
        .max(MAX_SERIES_WEEKS, `A series runs at most ${MAX_SERIES_WEEKS} weeks.`)
        .optional(),
    })
    .superRefine((v, ctx) => {
      const past = startsAtOf(v.date, v.time) <= now;
      if (v.repeat === "once" && v.held) {
        if (!past) ctx.addIssue({ code: "custom", path: ["date"], message: HELD_MESSAGES.future });
        else if (v.date < addDays(istDateKey(now), -HELD_CLASS_MAX_DAYS))
          ctx.addIssue({ code: "custom", path: ["date"], message: HELD_MESSAGES.tooOld });
        return;
      }
      if (v.held) ctx.addIssue({ code: "custom", path: ["held"], message: HELD_MESSAGES.series });
      if (past)
        ctx.addIssue({
          code: "custom",
          path: ["date"],
          message: v.repeat === "once" ? HELD_MESSAGES.past : "Choose a first day and time in the future.",
        });
      if (v.repeat !== "weekly") return;
      if (v.days.length === 0)
        ctx.addIssue({ code: "custom", path: ["days"], message: "Choose the days of the week." });
      else if (!v.days.includes(weekdayIndex(v.date)))
        ctx.addIssue({ code: "custom", path: ["date"], message: firstDayMessage(v.date, v.days) });
      if (!v.ends) {
        ctx.addIssue({ code: "custom", path: ["ends"], message: "Choose when the series ends." });
      } else if (v.ends === "weeks" && v.weeks === undefined) {
        ctx.addIssue({ code: "custom", path: ["weeks"], message: "Enter the number of weeks." });
      } else if (v.ends === "until") {
        const latest = addDays(v.date, 7 * MAX_SERIES_WEEKS - 1);
        if (!isDateKey(v.until))
          ctx.addIssue({ code: "custom", path: ["until"], message: "Enter the last day of the series." });
        else if (v.until < v.date)
          ctx.addIssue({
            code: "custom",
            path: ["until"],
            message: "The last day cannot be before the first.",
          });
        else if (v.until > latest)
          ctx.addIssue({
            code: "custom",
            path: ["until"],
            message: `A series runs at most ${MAX_SERIES_WEEKS} weeks: end it by ${latest}.`,
          });
      }
    })
    .transform((v, ctx): NewClassInput => {
      const details = {
        title: v.title,
        type: v.type,
        instructor: v.instructor,
        meetLink: v.meetLink,
        durationMinutes: v.durationMinutes,
      };
      if (v.repeat === "once")
        return { ...details, repeat: "once", startsAt: startsAtOf(v.date, v.time), held: v.held };
      const until = v.ends === "until" && v.until ? v.until : addDays(v.date, 7 * (v.weeks ?? 1) - 1);
      const series = { startDate: v.date, days: v.days, time: v.time, until };
      // The first class may be later the same day; the rest are after it anyway.
      const count = expandWeeklySeries(series).filter((c) => c.startsAt > now).length;
      if (count === 0)
        ctx.addIssue({
          code: "custom",
          path: ["days"],
          message: "No class falls on these days between the first and the last day.",
        });
      if (count > MAX_SERIES_CLASSES)
        ctx.addIssue({
          code: "custom",
          path: ["until"],
          message: `That is more than ${MAX_SERIES_CLASSES} classes: choose fewer days or an earlier end.`,
        });
      return { ...details, repeat: "weekly", series, count };
    });
}

/** Move one class, or it and the rest of its series by the same shift, with a note for the students. */
export function moveClassSchema(now: Date) {
  return z
    .object({
      scope,
      date: dateKey("Enter the new day."),
      time: clock,
      durationMinutes: duration,
      note,
    })
    .superRefine((v, ctx) => {
      if (startsAtOf(v.date, v.time) <= now)
        ctx.addIssue({ code: "custom", path: ["date"], message: "Choose a day and time in the future." });
    })
    .transform((v) => ({
      scope: v.scope,
      startsAt: startsAtOf(v.date, v.time),
      durationMinutes: v.durationMinutes,
      note: v.note,
    }));
}
export type MoveClassInput = z.output<ReturnType<typeof moveClassSchema>>;

export const cancelClassSchema = z.object({ scope, note });
export type CancelClassInput = z.output<typeof cancelClassSchema>;

export const recordingSchema = z.object({ recordingUrl: httpsLink("recording link") });

/** Which of a class's forms was sent: move, cancel or attach the recording. */
export const classChangeIntentSchema = z.object({
  intent: z.enum(["move", "cancel", "recording"], { error: "Choose what to change." }),
});

/** One class in the trainer's week view (server/staff/batch-classes.server.ts makes it). */
export interface StaffClassRow {
  id: string;
  title: string;
  type: string;
  instructor: string;
  startsAt: string;
  durationMinutes: number;
  cancelled: boolean;
  moved: boolean;
  started: boolean;
  /** It has ended (or was recorded as already held) and was not cancelled. */
  held: boolean;
  recording: boolean;
  inSeries: boolean;
  /** Students marked for it so far. */
  marked: number;
}

// ---------------------------------------------------------------- attendance

export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];
export const ATTENDANCE_LABELS: Record<AttendanceMark, string> = {
  present: "Present",
  late: "Late",
  absent: "Absent",
};

/** The field of one student's mark on the attendance screen. */
export const markField = (userId: string) => `mark-${userId}`;

/** One optional mark per student of the roster (a student left unmarked stays unmarked). */
export function attendanceSchema(userIds: readonly string[]) {
  return z.object(
    Object.fromEntries(
      userIds.map((id) => [
        markField(id),
        z.enum(ATTENDANCE_MARKS, { error: "Choose present, late or absent." }).optional(),
      ]),
    ),
  );
}

// ---------------------------------------------------------------- announcements

export const announcementSchema = z.object({
  title: text("title", 3, 120),
  body: text("message", 10, 5000),
});
export type AnnouncementInput = z.output<typeof announcementSchema>;

// ---------------------------------------------------------------- trainers

export const trainerSchema = z.object({
  intent: z.enum(["add", "remove"], { error: "Choose add or remove." }),
  userId: z.string({ error: "Choose a staff member." }).trim().min(1, "Choose a staff member.").max(60),
});
