/**
 * Copy of the enquiry page (/enrol) for each intent (PRODUCT.md item 2):
 * Enroll Now, Join Now, Request a Course, Request Information, Refer Now and
 * a job's Apply Now all land on the same form with a heading that fits.
 * {brand}, {course}, {role} and {company} are filled in by the page.
 */
export { REFERRAL_REWARD_RUPEES } from "./referral";

export interface EnquiryCopy {
  /** Heading without a course or job. */
  heading: string;
  /** Heading when a known course (or, for apply, a known job) is given. */
  headingWithSubject?: string;
  intro: string;
  messageLabel: string;
  messagePlaceholder: string;
  /** The message is required for intents that mean nothing without it. */
  messageRequired: boolean;
  submit: string;
  successTitle: string;
  successBody: string;
}

export const ENQUIRY_COPY = {
  enrol: {
    heading: "Enroll Now",
    headingWithSubject: "Enroll in {course}",
    intro:
      "Leave your details and our admissions team will call you within one working day with batch dates, fees and payment plans. Enrolling is not a payment: you decide after talking to us.",
    messageLabel: "Anything we should know?",
    messagePlaceholder: "e.g. I work weekdays, so a weekend batch would suit me.",
    messageRequired: false,
    submit: "Send Enrollment Request",
    successTitle: "Thank you! Your enrollment request is in.",
    successBody:
      "Our admissions team will call or e-mail you within one working day with the next batch dates, fees and payment plans.",
  },
  join: {
    heading: "Join {brand}",
    headingWithSubject: "Join {brand}: {course}",
    intro:
      "Start your journey to a tech career. Tell us a little about yourself and we'll help you choose the right course and batch.",
    messageLabel: "Your background and goals",
    messagePlaceholder: "e.g. Final-year B.Com student, want to move into software development.",
    messageRequired: false,
    submit: "Join Now",
    successTitle: "Welcome aboard! We've got your details.",
    successBody: "A counsellor will contact you within one working day to help you pick a course and batch.",
  },
  "request-course": {
    heading: "Request a Course",
    headingWithSubject: "Request a Course: {course}",
    intro:
      "Didn't find what you're looking for, or want a batch at a different time? Tell us what you'd like to learn. We plan new courses and batches around what learners ask for.",
    messageLabel: "Which course or topic would you like?",
    messagePlaceholder: "e.g. Data engineering with Apache Spark, weekend batch.",
    messageRequired: true,
    submit: "Send Request",
    successTitle: "Thank you! Your course request is in.",
    successBody: "We'll let you know as soon as a matching course or batch opens.",
  },
  "request-info": {
    heading: "Request Information",
    headingWithSubject: "Request Information: {course}",
    intro:
      "Ask us about the curriculum, schedule, fees, payment plans or placement support, and we'll send you the details.",
    messageLabel: "What would you like to know?",
    messagePlaceholder: "e.g. Is there a weekend batch, and can I pay in instalments?",
    messageRequired: false,
    submit: "Request Information",
    successTitle: "Thank you! We'll send the details.",
    successBody: "Our team will reply within one working day with the information you asked for.",
  },
  refer: {
    heading: "Refer a Friend",
    intro:
      "Know someone who would love to learn with us? Refer them and earn {reward} for each successful referral. Were you referred by a friend? Tell us who, so they get their reward.",
    messageLabel: "Referral details",
    messagePlaceholder:
      "e.g. I'm referring my friend Ravi Kumar (+91 98765 43210), or: I was referred by Priya Sharma.",
    messageRequired: true,
    submit: "Refer Now",
    successTitle: "Thank you for the referral!",
    successBody:
      "We'll get in touch with your friend. The reward is paid when a referral is successful, as our Terms of Service explain.",
  },
  apply: {
    heading: "Apply Now",
    headingWithSubject: "Apply: {role} at {company}",
    intro:
      "Send us your details and our placement team will check your eligibility, help you prepare, and put your profile forward to the employer.",
    messageLabel: "Your skills and experience",
    messagePlaceholder: "e.g. B.Tech 2025, Python and SQL, built a Django project for inventory management.",
    messageRequired: false,
    submit: "Submit Application",
    successTitle: "Thank you! Your application is in.",
    successBody: "Our placement team will contact you within two working days about the next steps.",
  },
} as const satisfies Record<string, EnquiryCopy>;

/** When ?job= names an opening that is closed or unknown. */
export const UNKNOWN_JOB_NOTICE =
  "We couldn't find that job opening: it may have closed. Send your details anyway and tell us which role you're interested in; our placement team will suggest current openings.";
