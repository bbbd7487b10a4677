import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-strength.server";

describe("passwordProblem", () => {
  it("refuses common passwords for students with a clear message", async () => {
    for (const weak of ["12345678", "password", "Password1", "qwerty123", "iloveyou2"]) {
      expect(await passwordProblem(weak, { role: "student" }), weak).toMatch(
        /^This password is too easy to guess\./,
      );
    }
  });

  it("refuses a password made of the person's own name or e-mail", async () => {
    expect(
      await passwordProblem("ananya2024", {
        role: "student",
        name: "Ananya Iyer",
        email: "ananya@example.com",
      }),
    ).toMatch(/too easy to guess/);
  });

  it("accepts passphrases and random passwords", async () => {
    for (const good of ["a long passphrase", "tq8#vLz2", "monsoon kettle journey"]) {
      expect(await passwordProblem(good, { role: "student" }), good).toBeNull();
    }
  });

  it("holds staff to the staff policy and a higher bar", async () => {
    expect(await passwordProblem("long enough", { role: "student" })).toBeNull();
    expect(await passwordProblem("long enough", { role: "staff" })).toMatch(/at least 12 characters/);
    expect(await passwordProblem("Monsoon-Kettle-Journey-42!", { role: "staff" })).toBeNull();
  });
});
