import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../../tests/support/forms";
import { profileSchema, signupSchema } from "./account-forms";

const valid = {
  fullName: "Meera Iyer",
  email: "Meera.Iyer@Example.com ",
  mobile: "+91 98765 43210",
  batch: "python-a",
  password: "correct horse",
  confirmPassword: "correct horse",
};

function errors(input: Record<string, string>) {
  const result = signupSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("signup form rules", () => {
  it("accepts a complete form and normalises the e-mail", () => {
    const result = signupSchema.parse(valid);
    expect(result.email).toBe("meera.iyer@example.com");
  });
  it("blocks differing passwords with 'Passwords do not match. Please try again.'", () => {
    expect(errors({ ...valid, confirmPassword: "correct horsE" })).toEqual({
      confirmPassword: "Passwords do not match. Please try again.",
    });
  });
  it("rejects a 7-character password and accepts 8 and 128 characters, with no composition rules", () => {
    expect(errors({ ...valid, password: "abcdefg", confirmPassword: "abcdefg" }).password).toBe(
      "Password must be at least 8 characters.",
    );
    expect(errors({ ...valid, password: "abcdefgh", confirmPassword: "abcdefgh" })).toEqual({});
    const max = "x".repeat(128);
    expect(errors({ ...valid, password: max, confirmPassword: max })).toEqual({});
    const over = "x".repeat(129);
    expect(errors({ ...valid, password: over, confirmPassword: over }).password).toBe(
      "Password must be at most 128 characters.",
    );
  });
  it("requires a batch (which batches can be chosen is the database's answer at signup)", () => {
    expect(errors({ ...valid, batch: "" }).batch).toBe("Please choose your batch.");
    expect(errors({ ...valid, batch: "x".repeat(61) }).batch).toBe("Please choose your batch.");
  });
  it("requires a plausible e-mail and mobile number", () => {
    expect(errors({ ...valid, email: "meera@" }).email).toBe("Please enter a valid email address.");
    expect(errors({ ...valid, mobile: "12ab" }).mobile).toBe("Please enter a valid mobile number.");
    expect(errors({ ...valid, mobile: "12345" }).mobile).toBe("Please enter a valid mobile number.");
  });
  it("names every missing field", () => {
    expect(Object.keys(errors({})).sort()).toEqual([
      "batch",
      "confirmPassword",
      "email",
      "fullName",
      "mobile",
      "password",
    ]);
  });
});

describe("profile form rules", () => {
  it("accepts an e-mail and phone", () => {
    expect(profileSchema.parse({ email: "a@b.co", phone: "9876543210" })).toEqual({
      email: "a@b.co",
      phone: "9876543210",
    });
  });
});
