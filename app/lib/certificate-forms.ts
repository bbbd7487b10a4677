/**
 * The forms about certificates: the course's rule and signatory
 * (administrators), a batch's certificate decisions (its trainers; revoking:
 * administrators) and the student's choice to make a certificate's page
 * public. One Zod schema per form, used by the browser and the action.
 */
import { z } from "zod";

const reason = (what: string) =>
  z
    .string({ error: `Give the reason ${what}.` })
    .trim()
    .min(5, `Give the reason ${what} (at least 5 characters).`)
    .max(500, "Keep the reason under 500 characters.");

const personName = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(2, `Enter the ${label}.`)
    .max(80, `Keep the ${label} under 80 characters.`);

export const certificateRuleSchema = z.object({
  intent: z.literal("certificate"),
  certificateAttendancePercent: z
    .number({ error: "Enter the attendance needed, a whole percentage from 0 to 100." })
    .int("Enter the attendance needed, a whole percentage from 0 to 100.")
    .min(0, "Enter the attendance needed, a whole percentage from 0 to 100.")
    .max(100, "Enter the attendance needed, a whole percentage from 0 to 100."),
  certificateSignatoryName: personName("signatory's name"),
  certificateSignatoryTitle: personName("signatory's title"),
});
export type CertificateRuleInput = z.output<typeof certificateRuleSchema>;

const userId = z.string({ error: "Choose a student." }).min(1).max(80);

export const refuseCertificateSchema = z.object({
  intent: z.literal("refuse"),
  userId,
  reason: reason("for refusing the certificate"),
});
export const withdrawRefusalSchema = z.object({ intent: z.literal("allow"), userId });
export const issueCertificateSchema = z.object({
  intent: z.literal("issue"),
  userId,
  // Needed only when the rule is not met ("Issue anyway"); the server says so.
  reason: z.string().trim().max(500, "Keep the reason under 500 characters.").default(""),
});
export const revokeCertificateSchema = z.object({
  intent: z.literal("revoke"),
  certificateId: z.string().min(1).max(80),
  reason: reason("for revoking it"),
});
export const completeBatchSchema = z.object({ intent: z.literal("complete") });

/** The batch certificates page's forms, told apart by their intent. */
export const batchCertificateSchema = z.discriminatedUnion("intent", [
  refuseCertificateSchema,
  withdrawRefusalSchema,
  issueCertificateSchema,
  revokeCertificateSchema,
  completeBatchSchema,
]);

export const certificateVisibilitySchema = z.object({
  certificateId: z.string().min(1).max(80),
  public: z.enum(["yes", "no"], { error: "Choose whether the page may be listed." }),
});
