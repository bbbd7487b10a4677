import { z } from "zod";
import type { LegalDocument } from "./legal";

/** Checks the legal documents (legal.test.ts); kept out of the browser bundle. */
export const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  bullets: z.array(z.string().min(1)).min(1).optional(),
});

export const legalDocumentSchema = z
  .object({
    title: z.string().min(1),
    updated: z.iso.date(),
    intro: z.string().min(1),
    sections: z.array(legalSectionSchema).min(1),
  })
  .refine((doc) => new Set(doc.sections.map((s) => s.id)).size === doc.sections.length, {
    message: "section ids must be unique",
  }) satisfies z.ZodType<LegalDocument>;
