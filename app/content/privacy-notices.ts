/**
 * The one-line notice each form that collects personal data shows at the point of
 * collection (DPDP Act 2023, section 5): what it collects and why. Each links to the
 * privacy page, whose version (privacyPolicy.updated) is stored with the record the
 * form creates (docs/decisions/183-notice-and-consent.md).
 */
export const collectionNotices = {
  contact: "We keep your name, e-mail, phone and message to answer you and advise you on courses.",
  enquiry: "We keep your name, e-mail, phone and message to answer your enquiry about this course.",
  chat: "We keep your e-mail and your last question so that a person from our team can reply.",
  subscribe: "We keep your e-mail to send you news about courses and offers, until you unsubscribe.",
  signup: "We keep your name, e-mail, mobile and batch to run your account and your course.",
  payment: "We keep the UTR and the payer details you give to match your payment to this order.",
} as const;

export type CollectionNoticeKind = keyof typeof collectionNotices;

/** The marketing opt-in at signup: unticked, and separate from the account's own purposes. */
export const marketingOptInLabel =
  "E-mail me news about new courses, batches and offers (you can unsubscribe at any time)";
