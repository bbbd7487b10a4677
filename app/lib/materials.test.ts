import { describe, expect, it } from "vitest";
import { parseResultsCsv, questionSchema } from "./exam-forms";
import { downloadFilename, formatFileSize } from "./materials";

describe("a material's size as students see it (the real bytes, not a label)", () => {
  it("uses bytes, KB and MB with one decimal where it helps", () => {
    expect(formatFileSize(900)).toBe("900 bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(3_774_873)).toBe("3.6 MB");
    expect(formatFileSize(25 * 1024 * 1024)).toBe("25 MB");
    expect(formatFileSize(250 * 1024)).toBe("250 KB");
  });
});

describe("a download's file name", () => {
  it("comes from the title with the extension of the type found in the bytes", () => {
    expect(downloadFilename("Module 7 notes: Django Essentials", "pdf")).toBe(
      "Module 7 notes Django Essentials.pdf",
    );
  });
  it("keeps nothing a browser or file system could read as a path or a header", () => {
    const name = downloadFilename('../../etc/passwd"\r\nSet-Cookie: x=1', "zip");
    expect(name).toMatch(/^[\w .-]+\.zip$/);
    expect(name).not.toMatch(/\.\.|\/|"|\r|\n/);
    expect(downloadFilename("   ", "docx")).toBe("material.docx");
    expect(downloadFilename("Café résumé", "pdf")).toBe("Cafe resume.pdf");
  });
});

describe("a results CSV (e-mail, score per line)", () => {
  it("skips a header, accepts quotes, semicolons and decimals", () => {
    const { rows, problems } = parseResultsCsv(
      '\uFEFFemail,score\r\n"Asha@Example.com",42\r\nravi@example.com;37.5\r\n\r\n',
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, email: "asha@example.com", score: 42 },
      { line: 3, email: "ravi@example.com", score: 37.5 },
    ]);
  });
  it("names every bad line by its number", () => {
    const { problems } = parseResultsCsv(
      "asha@example.com,forty\nnot-an-email,12\nasha@example.com,1\nASHA@example.com,3",
    );
    expect(problems).toEqual([
      'Line 1: the score "forty" is not a number such as 42 or 37.5.',
      'Line 2: "not-an-email" is not an e-mail address.',
      "Line 4: ASHA@example.com is already on line 3.",
    ]);
  });
  it("an empty file is a problem, not an empty import", () => {
    expect(parseResultsCsv("email,score\n").problems).toHaveLength(1);
  });
});

describe("a question of an in-portal test", () => {
  const base = { prompt: "Which of these are immutable?", marks: 5 };
  it("takes options one per line and correct option numbers as people write them", () => {
    const q = questionSchema.parse({
      ...base,
      kind: "multiple",
      options: "tuple\nlist\n\nstr",
      correct: "3, 1",
    });
    expect(q).toMatchObject({
      options: ["tuple", "list", "str"],
      correctOptions: [0, 2],
      numericAnswer: null,
    });
  });
  it("a single-choice question has exactly one correct option", () => {
    const r = questionSchema.safeParse({ ...base, kind: "single", options: "a\nb", correct: "1,2" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("A single-choice question has exactly one correct option.");
  });
  it("refuses a correct option that is not one of the options", () => {
    const r = questionSchema.safeParse({ ...base, kind: "single", options: "a\nb", correct: "3" });
    expect(r.error?.issues[0].message).toBe("Enter the number of the correct option (1 to 2).");
  });
  it("a numeric question needs the expected number, and keeps no options", () => {
    expect(questionSchema.safeParse({ ...base, kind: "numeric" }).error?.issues[0].message).toBe(
      "Enter the expected answer as a number.",
    );
    const q = questionSchema.parse({
      ...base,
      kind: "numeric",
      numericAnswer: 42,
      options: "x\ny",
      correct: "1",
    });
    expect(q).toMatchObject({ options: [], correctOptions: [], numericAnswer: 42, numericTolerance: 0 });
  });
});
