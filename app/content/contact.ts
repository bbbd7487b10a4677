/**
 * The Contact Us page (SPEC.md "Contact (/contact)" and "Contact message").
 * The e-mail address and phone number come from the site configuration
 * (site.ts), so they are not repeated here.
 */
export const contactPage = {
  title: "Contact Us",
  intro:
    "Have a question about a course, fees or placements, or want to schedule a free demo class? Reach out to our team and we'll help you choose the right path.",
  getInTouch: {
    heading: "Get in Touch",
    lead: "Call or write to us during session hours, or send a message any time using the form.",
  },
  form: {
    heading: "Send Us a Message",
    lead: "Fields marked with an asterisk (*) are required.",
  },
  stillHaveQuestions: {
    heading: "Still have questions?",
    body: "Can't find the answer you're looking for? Write to us and our team will reply within one working day.",
    cta: "Email Us",
  },
} as const;

/** Session hours, in SPEC.md's wording and order. */
export const SESSION_HOURS: readonly { days: string; hours: string }[] = [
  { days: "Monday-Friday", hours: "9:00 AM - 1:00 PM" },
  { days: "Saturday", hours: "10:00 AM - 2:00 PM" },
  { days: "Sunday", hours: "Weekly Assessments" },
];

/** Subject choices of the contact form (SPEC.md "Contact message"); the select's placeholder is 'Select a subject'. */
export const CONTACT_SUBJECTS = [
  "Course Information",
  "Enrollment",
  "Payment",
  "Career Services",
  "Other",
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Toast and Thank You panel after a message is stored (SPEC.md error catalogue). */
export const contactSuccess = {
  toastTitle: "Message Sent Successfully",
  toastDescription: "We've received your inquiry and will get back to you soon!",
  panelTitle: "Thank You!",
  panelBody: "Your message has been sent successfully. We'll get back to you shortly.",
  again: "Send Another Message",
} as const;

/** Footer Subscribe (PRODUCT.md item 2: it stores a subscriber). */
export const subscribeCopy = {
  pageTitle: "Subscribe to Our Newsletter",
  pageIntro: "New batches, free workshops and placement news, about once a month. No spam, ever.",
  toastTitle: "Subscribed!",
  toastDescription:
    "Thanks for subscribing. Watch your inbox for new batches, free workshops and placement news.",
  panelTitle: "Thanks for subscribing!",
  panelBody:
    "We'll e-mail you about new batches, free workshops and placement news, about once a month. To stop, just reply to any of our e-mails.",
} as const;
