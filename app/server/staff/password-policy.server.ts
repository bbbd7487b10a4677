/**
 * Staff passwords guard every lead, payment and student's doubt, so every
 * path that sets one refuses weak ones (NIST SP 800-63B, ASVS 6.2: length
 * first, no guessable words or names, no composition rules; the strength
 * estimate in password-strength.server.ts comes on top). Returns the first
 * problem, or null when the password is fine.
 */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

// Words that make a password guessable whatever is around them.
const GUESSABLE = [
  "password",
  "passw0rd",
  "welcome",
  "admin",
  "qwerty",
  "asdf",
  "letmein",
  "iloveyou",
  "changeme",
  "secret",
  "techpro",
  "academy",
  "staff",
  "india",
  "123456",
  "abcdef",
];

/** Undo common substitutions ("P@ssw0rd" -> "password") before looking for words. */
function deLeet(text: string) {
  return text
    .toLowerCase()
    .replace(/@/g, "a")
    .replace(/0/g, "o")
    .replace(/[1!|]/g, "i")
    .replace(/3/g, "e")
    .replace(/[$5]/g, "s")
    .replace(/7/g, "t");
}

export function staffPasswordProblem(
  password: string,
  person: { email?: string; name?: string } = {},
): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return `Use at least ${STAFF_PASSWORD_MIN} characters.`;
  if (password.length > STAFF_PASSWORD_MAX) return `Use at most ${STAFF_PASSWORD_MAX} characters.`;
  if (new Set(password).size < 5) return "Use more different characters: this password repeats too few.";

  const lower = password.toLowerCase();
  const plain = deLeet(password);
  const personal = [
    ...(person.email ? [person.email.toLowerCase().split("@")[0]] : []),
    ...(person.name ? person.name.toLowerCase().split(/\s+/) : []),
  ].filter((part) => part.length >= 3);
  if (personal.some((part) => lower.includes(part) || plain.includes(deLeet(part)))) {
    return "Don't use your name or e-mail address in the password.";
  }
  if (GUESSABLE.some((word) => lower.includes(word) || plain.includes(word))) {
    return "Avoid common words and sequences such as 'password', 'admin', 'welcome' or '123456'.";
  }
  return null;
}
