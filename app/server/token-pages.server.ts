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

/** The token pages whose form sends the link's secret back (a new password, the first administrator, unsubscribe). */
const SECRET_FORMS = /^\/(reset-password|setup|unsubscribe)(\.data)?$/i;

/**
 * true for a post to one of those forms. Under no-referrer, a browser that sends no
 * Sec-Fetch-Site (plain HTTP off localhost, older browsers) sends its own page's form,
 * posted without JavaScript, with `Origin: null`: the cross-site check lets these through,
 * the link's secret (128 bits, single-use) in the form being what authorises them.
 */
export function postsLinkSecret(request: Request): boolean {
  return SECRET_FORMS.test(new URL(request.url).pathname);
}
