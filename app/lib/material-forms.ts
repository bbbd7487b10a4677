/*
 * The staff forms of a batch's materials and modules: one Zod schema per
 * form, used by the browser and re-checked by the route action. The server
 * also looks at an uploaded file's bytes (server/material-files.server.ts).
 */
import { z } from "zod";
import { LINK_TYPES, MAX_MATERIAL_BYTES } from "./materials";

export const MATERIAL_ACCEPT =
  ".pdf,.pptx,.docx,.xlsx,.zip,application/pdf,application/zip,application/vnd.openxmlformats-officedocument.presentationml.presentation,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const moduleNumber = z
  .number({ error: "Choose the module." })
  .int("Choose the module.")
  .min(1, "Choose the module.")
  .max(104, "Choose the module.");

const details = {
  module: moduleNumber,
  title: z
    .string({ error: "Give the material a title." })
    .trim()
    .min(3, "The title must be at least 3 characters.")
    .max(150, "Keep the title under 150 characters."),
  description: z.string().trim().max(1000, "Keep the description under 1,000 characters.").default(""),
  publish: z.boolean().default(false),
};

export const materialFileSchema = z.object({
  intent: z.literal("upload"),
  ...details,
  file: z
    .instanceof(File, { message: "Choose a file to upload." })
    .refine((f) => f.size > 0, "Choose a file to upload.")
    .refine(
      (f) => f.size <= MAX_MATERIAL_BYTES,
      "The file is larger than 25 MB. Share it from a drive and add it as a link instead.",
    ),
});

export const materialLinkSchema = z.object({
  intent: z.literal("link"),
  ...details,
  type: z.enum(LINK_TYPES, { error: "Choose what the link leads to." }),
  url: z
    .string({ error: "Enter the link." })
    .trim()
    .max(2000, "Keep the link under 2,000 characters.")
    .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, "Enter the full link, starting with https://."),
});

export const materialChangeSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  materialId: z.string().min(1).max(60),
});

export const moduleMarkSchema = z.object({
  intent: z.enum(["done", "reopen"]),
  module: moduleNumber,
});
