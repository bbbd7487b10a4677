import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Filters, tabs and dialogs of a portal page live in the URL's query; changing
 * them needs no new data from the server (submissions still reload).
 */
export function skipWhenOnlyQueryChanges({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  // The same address again is a revalidation (an exam opening, say): that does want new data.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
