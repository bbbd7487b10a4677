import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { LeadFormActionData } from "~/lib/public-form";
import { type FormResult, parseForm } from "./forms.server";
import { guardPublicForm, type LeadMeta, refusedBy } from "./public-form-guard.server";

export type { LeadFormActionData };

/**
 * The whole life of a public lead form post: guard (size, rate limit,
 * honeypot), validate with the form's schema, store, answer.
 * - invalid input: 400 with the schema's messages and the input kept;
 * - bot (honeypot filled): "success", nothing stored;
 * - too many / unreadable: 429 / 400 with a message for the form.
 * `store` must have written the lead before it resolves (write before acknowledge).
 */
export async function handleLeadForm<S extends z.ZodType>(
  args: { request: Request; context?: Pick<AppLoadContext, "clientIp" | "retryAfterSeconds"> },
  opts: {
    scope: string;
    schema: S | ((formData: FormData) => S);
    store: (value: z.output<S>, meta: LeadMeta) => Promise<unknown>;
  },
) {
  const guard = await guardPublicForm(args.request, args.context, { scope: opts.scope });
  if (guard.outcome === "reject") {
    // The person's input is kept (checked, so only the form's own fields come back), the guard's message on top.
    const kept = guard.formData ? await parseForm(guard.formData, opts.schema) : null;
    const result: FormResult = {
      status: "error",
      initialValue: kept ? (kept.ok ? kept.reply() : kept.result).initialValue : {},
      error: { "": [guard.message] },
    };
    return refusedBy<LeadFormActionData>(guard, args.context, { status: "error", result });
  }
  if (guard.outcome === "bot") return data<LeadFormActionData>({ status: "success" });

  const form = await parseForm(guard.formData, opts.schema);
  if (!form.ok) return form.response;
  await opts.store(form.value, guard.leadMeta);
  return data<LeadFormActionData>({ status: "success" });
}
