import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { LeadFormActionData } from "~/lib/public-form";
import { guardPublicForm, type LeadMeta } from "./public-form-guard.server";

export type { LeadFormActionData };

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * Only the schema's own fields, first value each, strings only: Conform's
 * reserved names (__intent__ is JSON-parsed), nested paths ("a[99999999]")
 * and files never reach the parser, and nothing else is echoed back.
 */
function pickFields(formData: FormData, schema: ObjectSchema): Map<string, string> {
  const picked = new Map<string, string>();
  for (const name of Object.keys(schema.shape)) {
    const value = formData.getAll(name).find((v) => typeof v === "string");
    if (typeof value === "string") picked.set(name, value);
  }
  return picked;
}

function toFormData(fields: Map<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of fields) formData.set(name, value);
  return formData;
}

/**
 * The whole life of a public lead form post: guard (size, rate limit,
 * honeypot), validate with the form's schema, store, answer.
 * - invalid input: 400 with the schema's messages and the input kept;
 * - bot (honeypot filled): "success", nothing stored;
 * - too large / too many / unreadable: 413 / 429 / 400 with a message for the form.
 * `store` must have written the lead before it resolves (write before acknowledge).
 */
export async function handleLeadForm<S extends ObjectSchema>(
  args: { request: Request; context?: Pick<AppLoadContext, "clientIp"> },
  opts: {
    scope: string;
    schema: S | ((formData: FormData) => S);
    store: (value: z.output<S>, meta: LeadMeta) => Promise<unknown>;
  },
) {
  const guard = await guardPublicForm(args.request, args.context, { scope: opts.scope });
  if (guard.outcome === "reject") {
    const schema =
      typeof opts.schema === "function" ? opts.schema(guard.formData ?? new FormData()) : opts.schema;
    const kept = guard.formData ? Object.fromEntries(pickFields(guard.formData, schema)) : {};
    const result: SubmissionResult<string[]> = {
      status: "error",
      initialValue: kept,
      error: { "": [guard.message] },
    };
    return data<LeadFormActionData>({ status: "error", result }, guard.init);
  }
  if (guard.outcome === "bot") return data<LeadFormActionData>({ status: "success" });

  const schema = typeof opts.schema === "function" ? opts.schema(guard.formData) : opts.schema;
  const submission = parseWithZod(toFormData(pickFields(guard.formData, schema)), { schema });
  if (submission.status !== "success") {
    return data<LeadFormActionData>({ status: "error", result: submission.reply() }, { status: 400 });
  }
  await opts.store(submission.value as z.output<S>, guard.leadMeta);
  return data<LeadFormActionData>({ status: "success" });
}
