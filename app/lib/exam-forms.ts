/*
 * The staff forms of a batch's exams: the exam itself, a question of an
 * in-portal test, one student's result and a results CSV. One Zod schema per
 * form, used by the browser and re-checked by the route action.
 */
import { z } from "zod";
import { EXAM_KINDS } from "./exam-window";
import { QUESTION_KINDS } from "./exam-marking";
import { parseIstLocal } from "./ist";

const lines = (value: string) =>
  value
    .split(/\r?\n|,/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label}.` })
    .int(`Enter the ${label} as a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} must be at most ${max}.`);

export const examSchema = z
  .object({
    title: z
      .string({ error: "Give the exam a title." })
      .trim()
      .min(3, "The title must be at least 3 characters.")
      .max(150, "Keep the title under 150 characters."),
    description: z.string().trim().max(1000, "Keep the description under 1,000 characters.").default(""),
    module: z.number({ error: "Choose the module it tests." }).int().min(1, "Choose the module it tests."),
    opensAt: z
      .string({ error: "Enter when the exam opens (India time)." })
      .refine((v) => parseIstLocal(v) !== null, "Enter when the exam opens (India time).")
      .transform((v) => parseIstLocal(v)!),
    durationMinutes: whole("duration in minutes", 5, 600),
    totalMarks: whole("total marks", 1, 1000),
    passingMarks: whole("passing marks", 0, 1000),
    topics: z
      .string({ error: "List the topics, one per line." })
      .transform(lines)
      .refine((t) => t.length >= 1, "List at least one topic.")
      .refine((t) => t.length <= 12, "List at most 12 topics.")
      .refine((t) => t.every((topic) => topic.length <= 60), "Keep each topic under 60 characters."),
    kind: z.enum(EXAM_KINDS, { error: "Choose where the exam is taken." }),
    /** The batch's final exam: a certificate needs it passed (docs/decisions/170). */
    isFinal: z.boolean().optional(),
    examUrl: z
      .string()
      .trim()
      .max(2000, "Keep the link under 2,000 characters.")
      .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, "Enter the full exam link, starting with https://.")
      .optional(),
  })
  .refine((e) => e.passingMarks <= e.totalMarks, {
    path: ["passingMarks"],
    message: "The passing marks cannot be more than the total marks.",
  })
  .refine((e) => e.kind !== "external" || Boolean(e.examUrl), {
    path: ["examUrl"],
    message: "Enter the link where students take the exam.",
  });
export type ExamInput = z.output<typeof examSchema>;

export const examChangeSchema = z.object({ intent: z.enum(["publish", "unpublish", "delete"]) });

/** Option numbers as people write them: "2" or "1, 3". */
function optionNumbers(value: string): number[] {
  return [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(Number),
    ),
  ];
}

export const questionSchema = z
  .object({
    questionId: z.string().max(60).optional(),
    kind: z.enum(QUESTION_KINDS, { error: "Choose the kind of question." }),
    prompt: z
      .string({ error: "Write the question." })
      .trim()
      .min(3, "The question must be at least 3 characters.")
      .max(2000, "Keep the question under 2,000 characters."),
    options: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(/\r?\n/)
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    correct: z.string().trim().max(60).default(""),
    numericAnswer: z.number({ error: "Enter the expected answer as a number." }).optional(),
    numericTolerance: z
      .number({ error: "Enter the tolerance as a number (0 for an exact answer)." })
      .min(0, "The tolerance cannot be negative.")
      .default(0),
    marks: whole("marks", 1, 100),
  })
  .superRefine((q, ctx) => {
    if (q.kind === "numeric") {
      if (q.numericAnswer === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["numericAnswer"],
          message: "Enter the expected answer as a number.",
        });
      }
      return;
    }
    if (q.options.length < 2 || q.options.length > 8) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "Give 2 to 8 options, one per line." });
    }
    if (q.options.some((o) => o.length > 300)) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "Keep each option under 300 characters." });
    }
    const numbers = optionNumbers(q.correct);
    const valid = numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= q.options.length);
    if (numbers.length === 0 || !valid) {
      ctx.addIssue({
        code: "custom",
        path: ["correct"],
        message: `Enter the number of the correct option (1 to ${Math.max(q.options.length, 2)}).`,
      });
    } else if (q.kind === "single" && numbers.length !== 1) {
      ctx.addIssue({
        code: "custom",
        path: ["correct"],
        message: "A single-choice question has exactly one correct option.",
      });
    }
  })
  .transform((q) => ({
    ...q,
    options: q.kind === "numeric" ? [] : q.options,
    correctOptions:
      q.kind === "numeric"
        ? []
        : optionNumbers(q.correct)
            .map((n) => n - 1)
            .sort((a, b) => a - b),
    numericAnswer: q.kind === "numeric" ? (q.numericAnswer ?? null) : null,
    numericTolerance: q.kind === "numeric" ? q.numericTolerance : 0,
  }));
export type QuestionInput = z.output<typeof questionSchema>;

export const questionDeleteSchema = z.object({
  intent: z.literal("delete-question"),
  questionId: z.string().min(1).max(60),
});

/** A score with at most two decimals (partial credit gives halves and thirds). */
export const scoreText = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, "Enter the score as a number, e.g. 42 or 37.5.")
  .transform(Number);

export const resultSchema = z.object({
  intent: z.literal("result"),
  userId: z.string().min(1).max(60),
  /** Empty clears the result. */
  score: z.string().trim().max(10).default(""),
});

export const resultsImportSchema = z.object({
  intent: z.literal("import"),
  csv: z
    .instanceof(File, { message: "Choose the CSV file of results." })
    .refine((f) => f.size > 0, "Choose the CSV file of results.")
    .refine((f) => f.size <= 200 * 1024, "The CSV is larger than 200 KB: split it into smaller files."),
});

export interface ResultLine {
  line: number;
  email: string;
  score: number;
}

/**
 * Reads a results CSV: one student per line, their account e-mail and score
 * ("email,score", a header line is skipped, cells may be quoted, the
 * separator may be a comma or a semicolon). Returns the rows or the problems,
 * each with its line number; nothing half-read.
 */
export function parseResultsCsv(text: string): { rows: ResultLine[]; problems: string[] } {
  const rows: ResultLine[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      if (!raw.trim()) return;
      const cells = raw.split(/[,;]/).map((c) =>
        c
          .trim()
          .replace(/^"(.*)"$/, "$1")
          .trim(),
      );
      const [email = "", scoreCell = ""] = cells;
      if (index === 0 && !email.includes("@")) return; // a header line
      if (!z.email().safeParse(email).success) {
        problems.push(`Line ${line}: "${email.slice(0, 80)}" is not an e-mail address.`);
        return;
      }
      const score = scoreText.safeParse(scoreCell);
      if (!score.success) {
        problems.push(
          `Line ${line}: the score "${scoreCell.slice(0, 20)}" is not a number such as 42 or 37.5.`,
        );
        return;
      }
      const key = email.toLowerCase();
      if (seen.has(key)) {
        problems.push(`Line ${line}: ${email} is already on line ${seen.get(key)}.`);
        return;
      }
      seen.set(key, line);
      rows.push({ line, email: key, score: score.data });
    });
  if (rows.length === 0 && problems.length === 0)
    problems.push("The file has no results: one line per student, e-mail and score.");
  return { rows, problems };
}

/** A student of the batch with their result and attempt, as the staff exam page lists them. */
export interface ExamRosterRow {
  userId: string;
  name: string;
  email: string;
  score: number | null;
  result: "passed" | "failed" | null;
  source: "portal" | "staff" | "import" | null;
  attempt: "none" | "in_progress" | "submitted";
}
