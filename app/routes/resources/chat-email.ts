import { data } from "react-router";
import type { Route } from "./+types/chat-email";
import { chatEmailSchema } from "~/lib/chat-forms";
import { parseForm } from "~/server/forms.server";
import { createLead } from "~/server/leads.server";
import { guardPublicForm, refusedBy } from "~/server/public-form-guard.server";
import { requestInfo } from "~/server/request-context.server";

/**
 * The chat assistant's e-mail capture (PRODUCT.md item 2): the widget posts
 * here and says thank you only once the lead is stored. Form in, JSON out;
 * the widget itself needs JavaScript, so there is no HTML form fallback.
 * It goes through the public forms' guard (size, rate limit, honeypot) with
 * its own limit: 10 captures an hour from one address.
 */
const LIMIT = 10;
const WINDOW_SECONDS = 60 * 60;

export function loader() {
  return new Response("Method Not Allowed", {
    status: 405,
    statusText: "Method Not Allowed",
    headers: { Allow: "POST" },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  if (request.method !== "POST") return loader();
  const guard = await guardPublicForm(request, info, {
    scope: "chat-email",
    limit: LIMIT,
    windowSeconds: WINDOW_SECONDS,
  });
  if (guard.outcome === "reject") return refusedBy(guard, info, { ok: false, error: guard.message });
  if (guard.outcome === "bot") return { ok: true, duplicate: false };

  const form = await parseForm(guard.formData, chatEmailSchema);
  if (!form.ok) return data({ ok: false, errors: form.result.error ?? {} }, { status: 400 });
  const { email, question, context: chatContext, language, page, idempotencyKey } = form.value;
  const lead = await createLead({
    kind: "chat",
    email,
    subject: "Chat assistant question",
    message: [
      question ? `Last question: ${question}` : "Last question: (none asked)",
      chatContext ? `Context: ${chatContext}` : null,
      language === "te" ? "Language: Telugu" : null,
    ]
      .filter(Boolean)
      .join("\n"),
    sourcePage: page,
    userAgent: guard.leadMeta.userAgent,
    idempotencyKey: idempotencyKey ? `chat:${idempotencyKey}` : null,
  });
  return { ok: true, duplicate: lead.duplicate };
}
