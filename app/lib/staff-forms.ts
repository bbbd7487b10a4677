/**
 * The staff console's forms and filters: one Zod schema per form, used by the
 * browser (Conform) and re-checked by the route action. Labels for the
 * database's enum values live here too, so every staff page words them alike.
 */
import { z } from "zod";

// The same values as the database enums in app/server/db/schema.server.ts
// (app/lib may not import server code; app/server/staff checks they match).
export const LEAD_KINDS = ["contact", "enquiry", "subscribe", "chat", "referral", "apply"] as const;
export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: "Contact form",
  enquiry: "Enquiry",
  subscribe: "Subscriber",
  chat: "Chat",
  referral: "Referral",
  apply: "Job application",
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

export const ORDER_STATUS_LABELS = {
  awaiting_payment: "Awaiting payment",
  pending_verification: "Pending verification",
  verified: "Verified",
  rejected: "Rejected",
} as const;

/** "2026-11-24", and a real calendar day (not 2026-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, "Enter a real date.");

// ---------------------------------------------------------------- leads inbox

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The inbox's query string. Anything unreadable is ignored rather than an error: it is a filter. */
export const leadFilterSchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(LEAD_KINDS).optional()).catch(undefined),
  status: z.preprocess(blankToUndefined, z.enum(LEAD_STATUSES).optional()).catch(undefined),
  from: z.preprocess(blankToUndefined, isoDate.optional()).catch(undefined),
  to: z.preprocess(blankToUndefined, isoDate.optional()).catch(undefined),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()).catch(undefined),
});
export type LeadFilter = z.output<typeof leadFilterSchema>;

export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  return leadFilterSchema.parse(Object.fromEntries(params));
}

/** The filter as a query string ("" when nothing is set), for links to pages and the export. */
export function leadFilterQuery(filter: LeadFilter, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Choose a status." }),
  note: z.string().trim().max(500, "Keep the note under 500 characters.").optional(),
});

// ---------------------------------------------------------------- doubts

export const doubtReplySchema = z.object({
  reply: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Write a reply for the student." })
      .trim()
      .min(10, "The reply must be at least 10 characters.")
      .max(5000, "Keep the reply under 5,000 characters."),
  ),
});

// ---------------------------------------------------------------- payments

export const orderRejectSchema = z.object({
  intent: z.literal("reject"),
  reason: z
    .string({ error: "Give the payer a reason for the rejection." })
    .trim()
    .min(5, "The reason must be at least 5 characters.")
    .max(500, "Keep the reason under 500 characters."),
});

/** Verify (just the button) or reject (with a reason the payer receives). */
export const orderDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("verify") }),
  orderRejectSchema,
]);

// ---------------------------------------------------------------- job openings

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(min, `The ${label} must be at least ${min} characters.`)
    .max(max, `Keep the ${label} under ${max} characters.`);

const lpa = (label: string) =>
  z
    .number({ error: `Enter the ${label} package in LPA.` })
    .min(0, `The ${label} package cannot be negative.`)
    .max(200, `The ${label} package must be at most 200 LPA.`);

/** One requirement per line; blank lines are dropped. */
const requirementLines = z
  .string({ error: "List at least one requirement, one per line." })
  .transform((value, ctx) => {
    const lines = value
      .split(/\r?\n/)
      .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
      .filter(Boolean);
    if (lines.length === 0)
      ctx.addIssue({ code: "custom", message: "List at least one requirement, one per line." });
    if (lines.length > 20) ctx.addIssue({ code: "custom", message: "List at most 20 requirements." });
    if (lines.some((line) => line.length > 300)) {
      ctx.addIssue({ code: "custom", message: "Keep each requirement under 300 characters." });
    }
    return lines;
  });

export const jobOpeningSchema = z
  .object({
    role: text("role", 2, 120),
    company: text("company", 2, 120),
    location: text("location", 2, 120),
    packageMinLpa: lpa("minimum"),
    packageMaxLpa: lpa("maximum"),
    experience: text("experience", 2, 60),
    description: text("description", 20, 5000),
    requirements: requirementLines,
    whyChoose: z.string().trim().max(2000, "Keep this under 2,000 characters.").default(""),
    applyUrl: z
      .string({ error: "Enter the apply link." })
      .trim()
      .regex(/^https?:\/\/[^\s]+\.[^\s]+$/, "Enter the full apply link, starting with https://."),
    validThrough: z.string({ error: "Enter the last day applications are open." }).pipe(isoDate),
    published: z.boolean().default(false),
  })
  .refine((job) => job.packageMaxLpa >= job.packageMinLpa, {
    path: ["packageMaxLpa"],
    message: "The maximum package must be at least the minimum.",
  });
export type JobOpeningInput = z.output<typeof jobOpeningSchema>;

export const jobPublishSchema = z.object({ intent: z.enum(["publish", "unpublish"]) });

/** Publish or unpublish from the list of openings: which one, too. */
export const jobListPublishSchema = jobPublishSchema.extend({ jobId: z.string().trim().min(1).max(100) });

// ---------------------------------------------------------------- team

/** Administrators: end a colleague's sessions, or remove their account. */
export const teamActionSchema = z.object({
  intent: z.enum(["sign-out", "remove"]),
  userId: z.string().min(1),
});

/** A student's data request received by e-mail (/staff/data-requests): what staff did and why. */
const requestReason = z
  .string()
  .trim()
  .min(5, "Say which request this is (e.g. the e-mail's date and sender).")
  .max(300, "Please keep the note under 300 characters.");
export const dataRequestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("export"), userId: z.string().min(1), reason: requestReason }),
  z.object({
    intent: z.literal("erase"),
    userId: z.string().min(1),
    reason: requestReason,
    confirmEmail: z.string().trim().min(1, "Type the student's e-mail address to confirm."),
  }),
]);
