import { z } from "zod";

/*
 * The staff second factor's forms and code formats, shared by the browser
 * and the server (docs/decisions/150-staff-second-factor.md): a 6-digit code
 * from an authenticator app, or one of ten recovery codes.
 */

export const RECOVERY_CODE_COUNT = 10;
/** 16 characters of a 32-letter alphabet: 80 random bits each. */
export const RECOVERY_CODE_LENGTH = 16;
/** Crockford's base-32 letters, lower case: no i, l, o or u to misread. */
export const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** "4k7m-q2xa-…": groups of four, as printed and typed. */
export function formatRecoveryCode(raw: string): string {
  return raw.match(/.{1,4}/g)?.join("-") ?? raw;
}

/**
 * What someone typed, as stored: case, spaces and hyphens do not matter, and
 * the letters people confuse with digits read as those digits (i, l -> 1; o -> 0).
 */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
}

/** Six digits (spaces allowed, as some apps show "123 456"). */
export function asAppCode(input: string): string | null {
  const digits = input.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

export function isRecoveryCode(input: string): boolean {
  const code = normalizeRecoveryCode(input);
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => RECOVERY_ALPHABET.includes(c));
}

export const CODE_MESSAGES = {
  missing: "Please enter the 6-digit code from your authenticator app.",
  format: "Enter the 6-digit code from your authenticator app, or a recovery code (16 letters and digits).",
  appOnly: "Enter the 6-digit code your authenticator app shows now.",
  wrong: "That code is not right. Check the time on your phone, and try the newest code.",
  replayed: "That code was just used. Wait for the next one (a new code every 30 seconds).",
} as const;

/** The sign-in step: an app code or a recovery code. */
export const signInCodeSchema = z.object({
  code: z
    .string({ error: CODE_MESSAGES.missing })
    .trim()
    .min(1, CODE_MESSAGES.missing)
    .max(40, CODE_MESSAGES.format)
    .refine((v) => asAppCode(v) !== null || isRecoveryCode(v), CODE_MESSAGES.format),
});

const appCode = z
  .string({ error: CODE_MESSAGES.appOnly })
  .trim()
  .min(1, CODE_MESSAGES.appOnly)
  .max(20, CODE_MESSAGES.appOnly)
  .refine((v) => asAppCode(v) !== null, CODE_MESSAGES.appOnly);

/** Setting up: the first code from the newly added app proves it works. */
export const confirmAppSchema = z.object({ code: appCode });

const currentPassword = z
  .string({ error: "Please enter your current password." })
  .min(1, "Please enter your current password.")
  .max(1024, "That is not your current password.");

/** My account's second-factor form with a password (set up, new codes, turn off): its buttons set `intent`. */
export const manageSecondFactorSchema = z.object({ currentPassword });

/** The second-factor forms of the staff console's My account, told apart by `intent`. */
export const secondFactorFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start-second-factor"), currentPassword }),
  z.object({ intent: z.literal("confirm-second-factor"), code: appCode }),
  z.object({ intent: z.literal("cancel-second-factor") }),
  z.object({ intent: z.literal("new-recovery-codes"), currentPassword }),
  z.object({ intent: z.literal("turn-off-second-factor"), currentPassword }),
]);

export type SecondFactorForm = z.infer<typeof secondFactorFormSchema>;
export type SecondFactorIntent = SecondFactorForm["intent"];
export const SECOND_FACTOR_INTENTS: readonly SecondFactorIntent[] = [
  "start-second-factor",
  "confirm-second-factor",
  "cancel-second-factor",
  "new-recovery-codes",
  "turn-off-second-factor",
];

export const isSecondFactorIntent = (value: unknown): value is SecondFactorIntent =>
  SECOND_FACTOR_INTENTS.includes(value as SecondFactorIntent);

/** Tells My account's second-factor forms from the other security forms. */
export const isSecondFactorForm = <T extends { intent: string }>(
  form: T | SecondFactorForm,
): form is SecondFactorForm => isSecondFactorIntent(form.intent);

/** The secret as people type it into an app by hand: groups of four. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** What a page shows to set up an app: the QR code, the secret to type, and the otpauth link. */
export interface AppSetup {
  qrDataUrl: string;
  secretGroups: string;
  uri: string;
}
