/**
 * Names of the hidden fields every public form carries (rendered by
 * components/contact/form-guard-fields.tsx, checked by
 * server/public-form-guard.server.ts), and the messages a visitor sees when
 * the guard turns a post away.
 */
import type { SubmissionResult } from "@conform-to/react";

export const GUARD_FIELDS = {
  /** Honeypot: hidden from people, filled by naive bots. */
  honeypot: "website",
  /** Idempotency token: one per rendered form; a double submit stores one row. */
  token: "formToken",
  /** The page the visitor came from (a same-site path), kept with the lead. */
  source: "sourcePage",
} as const;

export const GUARD_MESSAGES = {
  tooMany: "You've sent several forms in a short time. Please wait a minute and try again.",
  tooLarge: "That's more text than this form accepts. Please shorten your message and try again.",
  unreadable: "We couldn't read that form. Please reload the page and try again.",
} as const;

/** A same-site path ("/courses/azure-cloud?x=1"), or null for anything else. */
export function sameSitePath(value: unknown, maxLength = 300): string | null {
  if (typeof value !== "string") return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\s]/.test(value)) return null;
  return value.slice(0, maxLength);
}

/** A well-formed idempotency token (UUID-like), or null. */
export function parseFormToken(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
}

/** What a lead form's action answers; the page shows the Thank You panel or the errors. */
export type LeadFormActionData =
  { status: "success" } | { status: "error"; result: SubmissionResult<string[]> };
