import { describe, expect, it } from "vitest";
import {
  answersFromForm,
  formatMarks,
  type MarkableQuestion,
  markAttempt,
  markQuestion,
  parseNumericAnswer,
  resultFor,
} from "./exam-marking";

const single: MarkableQuestion = {
  id: "s",
  kind: "single",
  marks: 10,
  options: ["4", "5", "15", "An error"],
  correctOptions: [1],
  numericAnswer: null,
  numericTolerance: 0,
};
const multiple: MarkableQuestion = {
  id: "m",
  kind: "multiple",
  marks: 12,
  options: ["tuple", "list", "str", "dict"],
  correctOptions: [0, 2],
  numericAnswer: null,
  numericTolerance: 0,
};
const numeric: MarkableQuestion = {
  id: "n",
  kind: "numeric",
  marks: 5,
  options: [],
  correctOptions: [],
  numericAnswer: 3.1416,
  numericTolerance: 0.01,
};

describe("single choice: all or nothing", () => {
  it("earns the marks for the one correct option, 0 for another", () => {
    expect(markQuestion(single, [1])).toMatchObject({ earned: 10, outcome: "correct" });
    expect(markQuestion(single, [0])).toMatchObject({ earned: 0, outcome: "wrong" });
  });
  it("earns nothing when several options are sent, even if one is right", () => {
    expect(markQuestion(single, [1, 2])).toMatchObject({ earned: 0, outcome: "wrong" });
  });
});

describe("multiple choice: partial credit, each wrong tick cancels a right one, never below 0", () => {
  it("all correct options and nothing else: full marks", () => {
    expect(markQuestion(multiple, [0, 2])).toMatchObject({ earned: 12, outcome: "correct" });
  });
  it("one of two correct options: half the marks", () => {
    expect(markQuestion(multiple, [2])).toMatchObject({ earned: 6, outcome: "partial" });
  });
  it("one right and one wrong: 0", () => {
    expect(markQuestion(multiple, [0, 1])).toMatchObject({ earned: 0, outcome: "wrong" });
  });
  it("ticking every option earns nothing", () => {
    expect(markQuestion(multiple, [0, 1, 2, 3]).earned).toBe(0);
  });
  it("only wrong options: 0, not negative", () => {
    expect(markQuestion(multiple, [1, 3]).earned).toBe(0);
  });
  it("thirds are rounded to two decimals", () => {
    const three = { ...multiple, marks: 2, correctOptions: [0, 1, 2] };
    expect(markQuestion(three, [0]).earned).toBe(0.67);
    expect(markQuestion(three, [0, 1]).earned).toBe(1.33);
  });
  it("the same option sent twice counts once", () => {
    expect(markQuestion(multiple, [0, 0]).earned).toBe(6);
  });
});

describe("numeric: within the tolerance, inclusive", () => {
  it("accepts the answer and anything within the tolerance", () => {
    expect(markQuestion(numeric, "3.1416").earned).toBe(5);
    expect(markQuestion(numeric, "3.14").earned).toBe(5);
    expect(markQuestion(numeric, "3.1516").earned).toBe(5);
    expect(markQuestion(numeric, "3.16").earned).toBe(0);
  });
  it("an exact question accepts only the exact value, however it is written", () => {
    const exact = { ...numeric, numericAnswer: 100000, numericTolerance: 0 };
    expect(markQuestion(exact, "1,00,000").earned).toBe(5);
    expect(markQuestion(exact, " 100000.0 ").earned).toBe(5);
    expect(markQuestion(exact, "100001").earned).toBe(0);
  });
  it("text that is not a number earns nothing", () => {
    expect(markQuestion(numeric, "3.14 cm")).toMatchObject({ earned: 0, outcome: "wrong" });
    expect(parseNumericAnswer("1e3")).toBeNull();
    expect(parseNumericAnswer("-0.5")).toBe(-0.5);
    expect(parseNumericAnswer(".5")).toBe(0.5);
  });
});

describe("a whole attempt", () => {
  it("adds each question's rounded marks; an unanswered question earns 0", () => {
    const { score, marks } = markAttempt([single, multiple, numeric], { s: [1], m: [2] });
    expect(score).toBe(16);
    expect(marks.map((m) => m.outcome)).toEqual(["correct", "partial", "unanswered"]);
  });
  it("passes at the passing marks exactly", () => {
    expect(resultFor(35, 35)).toBe("passed");
    expect(resultFor(34.99, 35)).toBe("failed");
  });
  it("shows scores without trailing zeros", () => {
    expect(formatMarks(37.5)).toBe("37.5");
    expect(formatMarks(44)).toBe("44");
  });
});

describe("reading answers from the submitted form", () => {
  it("reads only the test's questions and drops option numbers that do not exist", () => {
    const form = new FormData();
    form.append(`q-${single.id}`, "1");
    form.append(`q-${single.id}`, "2");
    form.append(`q-${multiple.id}`, "2");
    form.append(`q-${multiple.id}`, "0");
    form.append(`q-${multiple.id}`, "9");
    form.append(`q-${numeric.id}`, "  3.14 ");
    form.append("q-someone-elses", "1");
    expect(answersFromForm([single, multiple, numeric], form)).toEqual({ s: [1], m: [0, 2], n: "3.14" });
  });
});
