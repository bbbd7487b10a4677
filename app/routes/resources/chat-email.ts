import { z } from "zod";
import type { Route } from "./+types/chat-email";
import { chatEmailSchema } from "~/lib/chat-email";
import { createLead } from "~/server/leads.server";
import { rateLimit, tooManyRequests } from "~/server/rate-limit.server";

/**
 * The chat assistant's e-mail capture (PRODUCT.md item 2): the widget posts
 * here and says thank you only once the lead is stored. JSON in, JSON out;
 * the widget itself needs JavaScript, so there is no HTML form fallback.
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
  if (request.method !== "POST") return loader();
  const limited = await rateLimit(`chat-email:ip:${context.clientIp}`, LIMIT, WINDOW_SECONDS);
  if (!limited.allowed) return tooManyRequests(limited);

  const form = await request.formData().catch(() => null);
  const parsed = chatEmailSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return Response.json({ ok: false, errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  const { email, question, context: chatContext, language, page, idempotencyKey } = parsed.data;
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
    userAgent: request.headers.get("user-agent"),
    idempotencyKey: idempotencyKey ? `chat:${idempotencyKey}` : null,
  });
  return Response.json({ ok: true, duplicate: lead.duplicate });
}
