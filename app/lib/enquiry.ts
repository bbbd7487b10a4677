/**
 * Where the enrolment-type buttons go (PRODUCT.md item 2): the on-site
 * enquiry form /enrol with the intent and course pre-filled, or, when the
 * site configuration names an external form, that form in a new tab.
 */
export const ENQUIRY_INTENTS = ["enrol", "join", "request-course", "request-info", "refer", "apply"] as const;
export type EnquiryIntent = (typeof ENQUIRY_INTENTS)[number];

export interface EnquiryTarget {
  href: string;
  external: boolean;
}

export function enquiryTarget(
  externalFormUrl: string | null | undefined,
  params: { intent: EnquiryIntent; course?: string; job?: string },
): EnquiryTarget {
  if (externalFormUrl) return { href: externalFormUrl, external: true };
  const search = new URLSearchParams({ intent: params.intent });
  if (params.course) search.set("course", params.course);
  if (params.job) search.set("job", params.job);
  return { href: `/enrol?${search.toString()}`, external: false };
}

/**
 * The referral link people copy and share (home referral card, referral
 * dialog): the external form when configured, else the on-site enquiry page
 * with intent=refer, as an absolute URL so it works when pasted elsewhere.
 */
export function referralUrl(site: { externalFormUrl: string | null; siteUrl: string }): string {
  const target = enquiryTarget(site.externalFormUrl, { intent: "refer" });
  return target.external ? target.href : `${site.siteUrl}${target.href}`;
}
