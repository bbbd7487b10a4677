/**
 * The public lead forms' rules: one Zod schema per form, used by the browser
 * (Conform, validate on submit then on every change) and re-checked by the
 * route action. Messages for the SPEC.md rules are SPEC.md's exact words;
 * every field also has a length limit so nothing unbounded is stored.
 */
import { z } from "zod";
import { CONTACT_SUBJECTS } from "~/content/contact";
import { COURSE_IDS } from "~/content/course-catalogue";
import { ENQUIRY_COPY } from "~/content/enquiry-page";
import { ENQUIRY_INTENTS, type EnquiryIntent } from "./enquiry";
import { FIELD_LIMITS, FORM_MESSAGES } from "./form-messages";

export { FIELD_LIMITS, FORM_MESSAGES };

// PostgreSQL text cannot hold NUL, and other control characters have no
// business in a lead: drop them. Single-line fields also lose line breaks,
// so a name can never inject a header into the staff notification e-mail.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LINE_BREAKS = /[\r\n\t\u2028\u2029]+/g;

function cleanMultiLine(value: unknown) {
  return typeof value === "string" ? value.replace(CONTROL, "").replace(/\r\n?/g, "\n") : value;
}
function cleanSingleLine(value: unknown) {
  return typeof value === "string" ? value.replace(LINE_BREAKS, " ").replace(CONTROL, "") : value;
}

const name = z.preprocess(
  cleanSingleLine,
  z
    .string({ error: FORM_MESSAGES.nameMin })
    .trim()
    .min(2, FORM_MESSAGES.nameMin)
    .max(FIELD_LIMITS.name, FORM_MESSAGES.nameMax),
);

const email = z.preprocess(
  cleanSingleLine,
  z
    .string({ error: FORM_MESSAGES.email })
    .trim()
    .max(FIELD_LIMITS.email, FORM_MESSAGES.email)
    .pipe(z.email({ error: FORM_MESSAGES.email })),
);

/** SPEC.md: phone optional, no rule (but a length limit). */
const contactPhone = z.preprocess(
  cleanSingleLine,
  z.string().trim().max(FIELD_LIMITS.phone, FORM_MESSAGES.phoneMax).optional(),
);

/** Enquiry phone: optional, but if given it must look like a phone number. */
const enquiryPhone = z.preprocess(
  cleanSingleLine,
  z
    .string()
    .trim()
    .max(FIELD_LIMITS.phone, FORM_MESSAGES.phoneMax)
    .refine((v) => v === "" || (/^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7), {
      error: FORM_MESSAGES.phoneFormat,
    })
    .optional(),
);

const message = z.preprocess(
  cleanMultiLine,
  z
    .string({ error: FORM_MESSAGES.messageMin })
    .trim()
    .min(10, FORM_MESSAGES.messageMin)
    .max(FIELD_LIMITS.message, FORM_MESSAGES.messageMax),
);

const optionalMessage = z.preprocess(
  cleanMultiLine,
  z.string().trim().max(FIELD_LIMITS.message, FORM_MESSAGES.messageMax).optional(),
);

/** SPEC.md "Contact message": name, email, phone (optional), subject, message. */
export const contactSchema = z.object({
  name,
  email,
  phone: contactPhone,
  subject: z.enum(CONTACT_SUBJECTS, { error: FORM_MESSAGES.subject }),
  message,
});
export type ContactInput = z.output<typeof contactSchema>;

function requiredMessage(minMessage: string) {
  return z.preprocess(
    cleanMultiLine,
    z
      .string({ error: minMessage })
      .trim()
      .min(10, minMessage)
      .max(FIELD_LIMITS.message, FORM_MESSAGES.messageMax),
  );
}

/** The intent from a form field or query parameter; anything unknown is "enrol". */
export function parseEnquiryIntent(value: unknown): EnquiryIntent {
  return (ENQUIRY_INTENTS as readonly unknown[]).includes(value) ? (value as EnquiryIntent) : "enrol";
}

/**
 * The enquiry page (/enrol) form. The intent (a hidden field) decides the
 * heading and whether a message is needed: a referral or a course request
 * means nothing without one.
 */
export function enquirySchema(intent: EnquiryIntent) {
  return z.object({
    intent: z.enum(ENQUIRY_INTENTS).catch(intent),
    course: z.enum(COURSE_IDS, { error: FORM_MESSAGES.course }).optional(),
    job: z.string().trim().max(FIELD_LIMITS.jobId).optional().catch(undefined),
    name,
    email,
    phone: enquiryPhone,
    message: !ENQUIRY_COPY[intent].messageRequired
      ? optionalMessage
      : requiredMessage(intent === "refer" ? FORM_MESSAGES.referral : FORM_MESSAGES.courseRequest),
  });
}
export type EnquiryInput = z.output<ReturnType<typeof enquirySchema>>;

/** Footer Subscribe: a valid e-mail address. */
export const subscribeSchema = z.object({ email });
export type SubscribeInput = z.output<typeof subscribeSchema>;

/** The kind of lead an enquiry is stored as (PRODUCT.md item 2; staff filter by kind). */
export function leadKindForIntent(intent: EnquiryIntent): "enquiry" | "referral" | "apply" {
  if (intent === "refer") return "referral";
  if (intent === "apply") return "apply";
  return "enquiry";
}
