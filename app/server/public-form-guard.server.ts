/**
 * The guard every public form post goes through before it is validated and
 * stored (contact, enquiry, subscribe, the chat's e-mail capture, ...):
 *
 * 1. body size cap: a 1 MB post is refused with 413 before it is parsed;
 * 2. per-IP rate limit per form (10 posts a minute by default): 429;
 * 3. honeypot: a filled hidden field means a bot, told "success", nothing stored;
 * 4. idempotency token and source page picked out for createLead().
 *
 * Usage in an action (see routes/marketing/contact.tsx):
 *   const guard = await guardPublicForm(request, context, { scope: "chat" });
 *   if (guard.outcome === "reject") return refusedBy(guard, context, { error: guard.message });
 *   if (guard.outcome === "bot") return { ok: true };
 *   ...validate guard.formData, then createLead({ ...fields, ...guard.leadMeta })
 */
import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { GUARD_FIELDS, GUARD_MESSAGES, parseFormToken, sameSitePath } from "~/lib/public-form";
import { BodyTooLarge, readBodyWithin } from "./http/body-limit.server";
import { pageUrlOf } from "./http/data-request.server";
import { logger } from "./logger.server";
import { rateLimit, tooManyRequests } from "./rate-limit.server";
import type { RequestInfo } from "./request-context.server";

export const PUBLIC_FORM_DEFAULTS = {
  /** Posts per IP per form per window. */
  limit: 10,
  windowSeconds: 60,
  /** Far above any valid form (5,000 characters of emoji, percent-encoded, is ~60 KB). */
  maxBytes: 128 * 1024,
} as const;

export interface PublicFormGuardOptions {
  /** Rate-limit bucket: "contact", "enquiry", "subscribe", "chat", ... */
  scope: string;
  limit?: number;
  windowSeconds?: number;
  maxBytes?: number;
}

/** What createLead() wants to know about the post, beyond the form's own fields. */
export interface LeadMeta {
  idempotencyKey: string | null;
  sourcePage: string | null;
  userAgent: string | null;
}

export type PublicFormGuardResult =
  | { outcome: "accept"; formData: FormData; leadMeta: LeadMeta }
  /** The honeypot was filled: answer as if it worked, store nothing. */
  | { outcome: "bot"; formData: FormData }
  | {
      outcome: "reject";
      reason: "too-large" | "unreadable" | "rate-limited";
      message: string;
      /** ResponseInit for data(): status 413, 400 or 429 (with Retry-After). */
      init: { status: number; headers?: Record<string, string> };
      /** With a 429: how long to wait. */
      retryAfterSeconds?: number;
      /** The parsed form when there was one, so the page can keep the person's input. */
      formData?: FormData;
    };

/** The answer to a refused post: this body with the guard's status (a 429 through tooManyRequests). */
export function refusedBy<T>(
  guard: Extract<PublicFormGuardResult, { outcome: "reject" }>,
  context: Partial<Pick<RequestInfo, "retryAfterSeconds">> | undefined,
  body: T,
) {
  return guard.retryAfterSeconds !== undefined
    ? tooManyRequests(context, { retryAfterSeconds: guard.retryAfterSeconds }, body)
    : data(body, guard.init);
}

/** A fresh idempotency token for a form about to be rendered. */
export function issueFormToken(): string {
  return randomUUID();
}

/** Parses a url-encoded or multipart body; null when it is neither or is malformed. */
async function parseForm(
  body: Uint8Array<ArrayBuffer>,
  contentType: string | null,
): Promise<FormData | null> {
  if (!contentType || !/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    return null;
  }
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return null;
  }
}

function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return null;
    return sameSitePath(`${url.pathname}${url.search}`);
  } catch {
    return null;
  }
}

function firstString(formData: FormData, name: string): string | null {
  const value = formData.get(name);
  return typeof value === "string" ? value : null;
}

export async function guardPublicForm(
  request: Request,
  context: Pick<RequestInfo, "clientIp"> | undefined,
  options: PublicFormGuardOptions,
): Promise<PublicFormGuardResult> {
  const { scope } = options;
  const limit = options.limit ?? PUBLIC_FORM_DEFAULTS.limit;
  const windowSeconds = options.windowSeconds ?? PUBLIC_FORM_DEFAULTS.windowSeconds;
  const maxBytes = options.maxBytes ?? PUBLIC_FORM_DEFAULTS.maxBytes;
  const ip = context?.clientIp || "unknown";

  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyWithin(request, maxBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    logger.warn({ scope, ip }, "public form: body too large");
    return {
      outcome: "reject",
      reason: "too-large",
      message: GUARD_MESSAGES.tooLarge,
      init: { status: 413 },
    };
  }
  const formData = await parseForm(body, request.headers.get("content-type"));
  if (!formData) {
    return {
      outcome: "reject",
      reason: "unreadable",
      message: GUARD_MESSAGES.unreadable,
      init: { status: 400 },
    };
  }

  const limited = await rateLimit(`form:${scope}:${ip}`, limit, windowSeconds);
  if (!limited.allowed) {
    logger.warn({ scope, ip }, "public form: rate limited");
    return {
      outcome: "reject",
      reason: "rate-limited",
      message: GUARD_MESSAGES.tooMany,
      init: { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
      retryAfterSeconds: limited.retryAfterSeconds,
      formData,
    };
  }

  const honeypot = formData.get(GUARD_FIELDS.honeypot);
  if (honeypot !== null && honeypot !== "") {
    logger.info({ scope, ip }, "public form: honeypot filled, nothing stored");
    return { outcome: "bot", formData };
  }

  const userAgent = request.headers.get("user-agent");
  return {
    outcome: "accept",
    formData,
    leadMeta: {
      idempotencyKey: parseFormToken(firstString(formData, GUARD_FIELDS.token)),
      sourcePage:
        sameSitePath(firstString(formData, GUARD_FIELDS.source)) ??
        refererPath(request) ??
        pageUrlOf(request).pathname,
      userAgent: userAgent ? userAgent.slice(0, 300) : null,
    },
  };
}
