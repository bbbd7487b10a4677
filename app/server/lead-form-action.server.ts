import { data, redirect } from "react-router";
import type { RequestInfo } from "./request-context.server";
import type { z } from "zod";
import type { LeadFormActionData } from "~/lib/public-form";
import { type FormResult, parseForm } from "./forms.server";
import { guardPublicForm, type LeadMeta, refusedBy } from "./public-form-guard.server";

export type { LeadFormActionData };

/** The query parameter of the page that shows a form's thank-you state after a redirect. */
export const SENT_PARAM = "sent";

/** true when the page is the thank-you state a no-JavaScript post was redirected to. */
export function showsThankYou(request: Request) {
  return new URL(request.url).searchParams.get(SENT_PARAM) === "1";
}

/**
 * The whole life of a public lead form post: guard (size, rate limit,
 * honeypot), validate with the form's schema, store, answer.
 * - invalid input: 400 with the schema's messages and the input kept;
 * - bot (honeypot filled): "success", nothing stored;
 * - too many / unreadable: 429 / 400 with a message for the form.
 * `store` must have written the lead before it resolves (write before acknowledge).
 * Success, posted without JavaScript (a document request): 303 to the same page with
 * `?sent=1` (post/redirect/get), which shows the thank-you state and can be served from the
 * page cache; a reload then asks for that page, not to post again. With JavaScript: the
 * success data (toast and thank-you panel on the page). docs/decisions/134-post-redirect-get.md.
 */
export async function handleLeadForm<S extends z.ZodType>(
  args: {
    request: Request;
    context?: Pick<RequestInfo, "clientIp" | "retryAfterSeconds" | "documentRequest">;
  },
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
  if (guard.outcome === "bot") return succeed(args);

  const form = await parseForm(guard.formData, opts.schema);
  if (!form.ok) return form.response;
  await opts.store(form.value, guard.leadMeta);
  return succeed(args);
}

function succeed(args: { request: Request; context?: Pick<RequestInfo, "documentRequest"> }) {
  if (!args.context?.documentRequest) return data<LeadFormActionData>({ status: "success" });
  const url = new URL(args.request.url);
  url.searchParams.delete("index");
  url.searchParams.set(SENT_PARAM, "1");
  return redirect(`${url.pathname}${url.search}`, 303);
}
