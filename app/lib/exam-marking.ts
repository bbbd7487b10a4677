/*
 * Marking an in-portal test (docs/decisions/117-exams-window-and-marking.md):
 *
 * - Single choice: the question's marks when the one correct option is the
 *   one chosen; 0 otherwise (also when several are sent).
 * - Multiple choice: each correct option chosen earns marks / k, each wrong
 *   option chosen takes marks / k away (k = the number of correct options);
 *   never below 0 for the question. So choosing every option earns nothing,
 *   and a sure half-answer beats a guess.
 * - Numeric: the question's marks when the answer is within the tolerance
 *   of the expected value (inclusive); 0 otherwise. "1,00,000" and " 3.50 "
 *   are numbers; "3.5 cm" is not.
 * - No answer: 0. There is no negative marking beyond one question's own 0.
 * - Each question's marks are rounded to two decimals (half up) before they
 *   are added; the total is the sum of these.
 * - Pass: total >= passing marks.
 *
 * Pure; relative imports only (the database schema reads the kinds).
 */

export const QUESTION_KINDS = ["single", "multiple", "numeric"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_NAMES: Record<QuestionKind, string> = {
  single: "Single choice",
  multiple: "Multiple choice",
  numeric: "Numeric answer",
};

export interface MarkableQuestion {
  id: string;
  kind: QuestionKind;
  marks: number;
  options: readonly string[];
  /** Indices into options; exactly one for single choice. */
  correctOptions: readonly number[];
  numericAnswer: number | null;
  numericTolerance: number;
}

/** Chosen option indices (single, multiple), or the text typed (numeric). */
export type Answer = number[] | string;
export type Answers = Record<string, Answer>;

export type QuestionOutcome = "correct" | "partial" | "wrong" | "unanswered";

export interface QuestionMark {
  questionId: string;
  earned: number;
  marks: number;
  outcome: QuestionOutcome;
}

export function roundMarks(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** A typed number: digits with an optional sign and decimals; commas and spaces between digits allowed. */
export function parseNumericAnswer(text: string): number | null {
  const cleaned = text.trim().replace(/(?<=\d)[,\s](?=\d)/g, "");
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

function isAnswered(answer: Answer | undefined): answer is Answer {
  if (answer === undefined) return false;
  return typeof answer === "string" ? answer.trim() !== "" : answer.length > 0;
}

export function markQuestion(question: MarkableQuestion, answer: Answer | undefined): QuestionMark {
  const base = { questionId: question.id, marks: question.marks };
  if (!isAnswered(answer)) return { ...base, earned: 0, outcome: "unanswered" };

  if (question.kind === "numeric") {
    const value = typeof answer === "string" ? parseNumericAnswer(answer) : null;
    const right =
      value !== null &&
      question.numericAnswer !== null &&
      // A hair of slack so that 0.1 + 0.2 style representation errors never cost a mark.
      Math.abs(value - question.numericAnswer) <= question.numericTolerance + 1e-9;
    return right
      ? { ...base, earned: question.marks, outcome: "correct" }
      : { ...base, earned: 0, outcome: "wrong" };
  }

  if (typeof answer === "string") return { ...base, earned: 0, outcome: "wrong" };
  const chosen = [...new Set(answer)];
  const correct = new Set(question.correctOptions);

  if (question.kind === "single") {
    const right = chosen.length === 1 && correct.has(chosen[0]);
    return right
      ? { ...base, earned: question.marks, outcome: "correct" }
      : { ...base, earned: 0, outcome: "wrong" };
  }

  const k = correct.size;
  if (k === 0) return { ...base, earned: 0, outcome: "wrong" };
  const rightChosen = chosen.filter((i) => correct.has(i)).length;
  const wrongChosen = chosen.length - rightChosen;
  const earned = roundMarks((question.marks * Math.max(0, rightChosen - wrongChosen)) / k);
  const outcome: QuestionOutcome = earned >= question.marks ? "correct" : earned > 0 ? "partial" : "wrong";
  return { ...base, earned, outcome };
}

/** Every question marked, and the total. */
export function markAttempt(
  questions: readonly MarkableQuestion[],
  answers: Answers,
): { score: number; marks: QuestionMark[] } {
  const marks = questions.map((q) => markQuestion(q, answers[q.id]));
  return { score: roundMarks(marks.reduce((sum, m) => sum + m.earned, 0)), marks };
}

export function resultFor(score: number, passingMarks: number): "passed" | "failed" {
  return score >= passingMarks ? "passed" : "failed";
}

/**
 * The answers in a submitted form: field `q-<id>` per question (radio,
 * checkboxes or a text box). Only the test's own questions are read; option
 * numbers outside a question's options and over-long text are dropped.
 */
export function answersFromForm(questions: readonly MarkableQuestion[], form: FormData): Answers {
  const answers: Answers = {};
  for (const q of questions) {
    const values = form.getAll(`q-${q.id}`).filter((v): v is string => typeof v === "string");
    if (q.kind === "numeric") {
      const text = (values[0] ?? "").trim().slice(0, 40);
      if (text) answers[q.id] = text;
      continue;
    }
    const picked = values
      .filter((v) => /^\d{1,3}$/.test(v))
      .map(Number)
      .filter((i) => i < q.options.length);
    const unique = [...new Set(picked)].sort((a, b) => a - b);
    if (unique.length > 0) answers[q.id] = q.kind === "single" ? unique.slice(0, 1) : unique;
  }
  return answers;
}

/** A score as people write it: 37.5, 44 (no trailing zeros). */
export function formatMarks(value: number): string {
  return String(roundMarks(value));
}
