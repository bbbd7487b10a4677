import type { z } from "zod";

/** The first message per field of a failed parse: what a form shows next to each field. */
export function fieldErrorsOf(error: z.ZodError): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
