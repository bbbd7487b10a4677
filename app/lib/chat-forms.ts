import { z } from "zod";
import { CHAT_LANGUAGES } from "~/content/chat";
import { isChatEmail } from "./chat";

// Kept apart from chat.ts so the chat widget's lazy chunk does not carry Zod:
// the widget applies the same rule through isChatEmail (docs/decisions/041).

/**
 * The chat's e-mail capture, checked in the widget and again by the
 * /chat/email action: the same rules on both sides.
 */
export const chatEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, "That email address is too long.")
    .refine(isChatEmail, "Please enter an email address containing '@'."),
  question: z.string().trim().max(2000).optional().default(""),
  context: z.string().trim().max(2000).optional().default(""),
  language: z.enum(CHAT_LANGUAGES).default("en"),
  page: z.string().trim().max(300).startsWith("/").optional(),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type ChatEmailInput = z.infer<typeof chatEmailSchema>;
