/**
 * The pages opened from a link whose secret rides in the address (`?token=…`): choose a new
 * password, confirm an e-mail address, create the first administrator, unsubscribe. No
 * browser, proxy or back button keeps them (no-store), and no page they lead to learns their
 * address (no-referrer; server.ts keeps a page's own Referrer-Policy). Each of those routes
 * exports these as its `headers`: the page, its data and its form's answer alike.
 */
const TOKEN_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
} as const;

export function tokenPageHeaders(): Record<string, string> {
  return { ...TOKEN_PAGE_HEADERS };
}
