import { describe, expect, it } from "vitest";
import { staffPasswordProblem } from "./password-policy.server";

describe("staff password policy", () => {
  it.each([
    ["Tr4in!ng-Desk", null],
    ["correct horse battery staple", null],
    ["blue-Mango-42-river", null],
    // Any composition (ASVS 6.2.5): lower-case words are fine when long and unguessable.
    ["lowercaseonly-words", null],
  ])("accepts a strong password: %s", (password, expected) => {
    expect(staffPasswordProblem(password, { email: "priya@example.com", name: "Priya Nair" })).toBe(expected);
  });

  it.each([
    ["Sh0rt!pw", "Use at least 12 characters."],
    ["aaaaaaaaaaaaaaaa", "Use more different characters: this password repeats too few."],
    [
      "P@ssw0rd-2026!",
      "Avoid common words and sequences such as 'password', 'admin', 'welcome' or '123456'.",
    ],
    ["Techpro@12345", "Avoid common words and sequences such as 'password', 'admin', 'welcome' or '123456'."],
    [
      "W3lcome#Home99",
      "Avoid common words and sequences such as 'password', 'admin', 'welcome' or '123456'.",
    ],
    ["Priya#Nair2026", "Don't use your name or e-mail address in the password."],
  ])("refuses a weak password: %s", (password, message) => {
    expect(staffPasswordProblem(password, { email: "priya@example.com", name: "Priya Nair" })).toBe(message);
  });

  it("refuses one longer than 128 characters", () => {
    expect(staffPasswordProblem(`Ab1!${"xyzw".repeat(40)}`)).toBe("Use at most 128 characters.");
  });
});
