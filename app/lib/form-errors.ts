import type { z } from "zod";

/** Field name -> first message, the shape every form in the portal renders next to its fields. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed parse (browser and server show the same text). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** Text fields of a form (files and repeated keys dropped) for re-filling it after a 400. */
export function textValues(formData: FormData, omit: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !omit.includes(key) && !(key in out)) out[key] = value;
  }
  return out;
}
