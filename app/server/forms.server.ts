/**
 * The one way an action reads a form (docs/decisions/090-shared-form-fields-and-page-pieces.md):
 *
 *   const form = await parseForm(request, doubtReplySchema);
 *   if (!form.ok) return form.response;            // 400 { status: "error", result }: messages, input kept
 *   ...form.value is typed by the schema...
 *   return form.refuse({ formErrors: ["Already answered."] }, 409);
 *
 * `result` is Conform's SubmissionResult: the page hands it to useSchemaForm
 * (components/ui/form-field.tsx), which shows each message under its field,
 * with or without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { GUARD_MESSAGES } from "~/lib/public-form";

export type FormResult = SubmissionResult<string[]>;

/** Errors an action adds after the schema accepted the form (taken e-mail, already answered, ...). */
export interface FormErrors {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}

export type ParsedForm<T> =
  | {
      ok: true;
      value: T;
      formData: FormData;
      /** The submission as Conform's result, with these errors and the input kept. */
      reply: (errors?: FormErrors) => FormResult;
      /** data({ status: "error", result }) with these errors and the input kept (400 unless told). */
      refuse: (errors: FormErrors, status?: number) => ReturnType<typeof refuseWith>;
    }
  | {
      ok: false;
      /** null when the body could not be read as a form at all (JSON, a broken multipart body). */
      formData: FormData | null;
      result: FormResult;
      /** data({ status: "error", result }, { status: 400 }) */
      response: ReturnType<typeof refuseWith>;
    };

// PostgreSQL text cannot hold NUL, and no other control character belongs in
// a form field: they are removed (tab and line breaks stay).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A password is never sent back to the page, whatever its field is called. */
const HIDDEN = /password/i;

// `status: "error"` also keeps this type apart from an action's other answers
// ({ result, formError }): TypeScript would otherwise fold one into the other.
function refuseWith(result: FormResult, status = 400) {
  return data({ status: "error" as const, result }, { status });
}

/** The top-level field names a schema reads, or null when it cannot say. */
function fieldNames(schema: z.ZodType): Set<string> | null {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    const names = new Set<string>();
    for (const option of schema.options as z.ZodType[]) {
      const own = fieldNames(option);
      if (!own) return null;
      for (const name of own) names.add(name);
    }
    return names;
  }
  return null;
}

/**
 * Only the schema's own fields reach the parser and come back to the page:
 * Conform's reserved names (`__intent__` is JSON-parsed), nested paths
 * (`a[99999999]`) and anything else a client invents are dropped. Text loses
 * its control characters.
 */
function cleanFormData(formData: FormData, schema: z.ZodType): FormData {
  const names = fieldNames(schema);
  const clean = new FormData();
  for (const [name, value] of formData) {
    if (names ? !names.has(name) : name.startsWith("__") || /[[\].]/.test(name)) continue;
    clean.append(name, typeof value === "string" ? value.replace(CONTROL_CHARACTERS, "") : value);
  }
  return clean;
}

async function readFormData(source: Request | FormData | null): Promise<FormData | null> {
  if (source === null || source instanceof FormData) return source;
  try {
    return await source.formData();
  } catch {
    return null;
  }
}

/**
 * Reads a request (or an already read form; null: a body that could not be
 * read as one) against a Zod schema: the typed value, or a 400 answer with a
 * message per field and the input kept. A body that is not a form at all is a
 * 400 too, never an exception.
 */
export async function parseForm<S extends z.ZodType>(
  source: Request | FormData | null,
  schema: S | ((formData: FormData) => S),
): Promise<ParsedForm<z.output<S>>> {
  const formData = await readFormData(source);
  if (!formData) {
    const result: FormResult = { status: "error", error: { "": [GUARD_MESSAGES.unreadable] } };
    return { ok: false, formData: null, result, response: refuseWith(result) };
  }
  const resolved = typeof schema === "function" ? schema(formData) : schema;
  const clean = cleanFormData(formData, resolved);
  const hideFields = [...new Set(clean.keys())].filter((name) => HIDDEN.test(name));
  const submission = parseWithZod(clean, { schema: resolved });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields });
    return { ok: false, formData, result, response: refuseWith(result) };
  }
  const reply = (errors: FormErrors = {}) => submission.reply({ ...errors, hideFields });
  return {
    ok: true,
    value: submission.value as z.output<S>,
    formData,
    reply,
    refuse: (errors, status = 400) => refuseWith(reply(errors), status),
  };
}
