/**
 * Field limits and validation messages of the public lead forms, without Zod,
 * so that the footer's Subscribe form (on every page) can show them without
 * adding the schema library to every page's JavaScript.
 */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  jobId: 100,
} as const;

export const FORM_MESSAGES = {
  // SPEC.md "Validation rules", contact form.
  nameMin: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  subject: "Please select a subject.",
  messageMin: "Message must be at least 10 characters.",
  // Length limits and the enquiry form (not in SPEC.md).
  nameMax: `Name must be at most ${FIELD_LIMITS.name} characters.`,
  phoneMax: `Phone number must be at most ${FIELD_LIMITS.phone} characters.`,
  phoneFormat: "Please enter a valid phone number.",
  messageMax: "Message must be at most 5,000 characters.",
  course: "Please choose a course from the list.",
  referral: "Please tell us who you are referring, or who referred you (at least 10 characters).",
  courseRequest: "Please tell us which course or topic you'd like (at least 10 characters).",
} as const;
