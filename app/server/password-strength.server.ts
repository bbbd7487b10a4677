import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { staffPasswordProblem } from "./staff/password-policy.server";

/*
 * Every path that sets a password asks here: signup, reset, change of
 * password, the first administrator and staff:create. zxcvbn-ts estimates
 * how many guesses a password takes from lists of common passwords, words
 * and names, keyboard patterns, dates and sequences (docs/decisions/121-password-strength.md).
 * Students need a password that takes at least 10^6 guesses (score 2);
 * staff also pass the staff policy and need 10^8 (score 3).
 */

export const MIN_SCORE = { student: 2, staff: 3 } as const;

let factory: Promise<ZxcvbnFactory> | undefined;

/** Loaded on first use: the dictionaries take ~0.2 s to prepare, which a cold start need not pay. */
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return factory;
}

export const WEAK_PASSWORD_ADVICE =
  "Try three or four unrelated words, or a longer phrase only you would know.";

/** The first problem with a new password, as a sentence for the form; null when it is fine. */
export async function passwordProblem(
  password: string,
  person: { role: "student" | "staff"; email?: string; name?: string },
): Promise<string | null> {
  if (person.role === "staff") {
    const policy = staffPasswordProblem(password, person);
    if (policy) return policy;
  }
  const personal = [
    ...(person.email ? [person.email, person.email.split("@")[0]] : []),
    ...(person.name ? person.name.split(/\s+/) : []),
    "techpro",
    "academy",
  ];
  const result = (await estimator()).check(password, personal);
  if (result.score >= MIN_SCORE[person.role]) return null;
  const warning = result.feedback.warning ? ` ${result.feedback.warning}` : "";
  return `This password is too easy to guess.${warning} ${WEAK_PASSWORD_ADVICE}`;
}
