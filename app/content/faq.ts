/**
 * Frequently asked questions on the Contact page (SPEC.md "FAQ entry": six
 * entries, in this order). Durations, fees and the live offer are the
 * catalogue's, filled in where the page renders (placeholders as in
 * chat.ts: {durationRange}, {durationList}, {feeList}, {offer}); the
 * placement figure is outcomes.ts's. Remote, live online and hybrid formats,
 * flexible payment plans and scholarships as SPEC.md says.
 */
import { PLACEMENT_DISCLAIMER } from "./disclaimers";
import { OUTCOMES, PLACEMENT_RATE_MONTHS } from "./outcomes";

export interface FaqEntry {
  /** Stable id, used for the accordion item and its anchor. */
  id: string;
  question: string;
  answer: string;
}

export const FAQ: readonly FaqEntry[] = [
  {
    id: "course-length",
    question: "How long are the courses?",
    answer:
      "Our courses run {durationRange}: {durationList}. The longer programmes give you time to build and deploy complete projects along the way. Each course page lists its week-by-week curriculum and its batches.",
  },
  {
    id: "prior-experience",
    question: "Do I need prior programming experience?",
    answer:
      "No. Our beginner-friendly courses start from the fundamentals: how a program runs, variables, loops and functions, and build up from there step by step. If you already code, tell us when you enquire and we will suggest a course and batch that skips what you know. Advanced courses such as AI & Machine Learning are easier if you have some Python; we will tell you honestly whether to start there.",
  },
  {
    id: "cost",
    question: "How much do the courses cost?",
    answer:
      "Course fees: {feeList}, paid {pay.short} on our Buy a Course page. {offer} We also offer flexible payment plans so you can pay in instalments, and scholarships for eligible students: send us a message and our admissions team will help.",
  },
  {
    id: "job-guarantee",
    question: "Do you guarantee a job after the course?",
    answer: `No honest institute can guarantee a job, and we don't. What we do guarantee is full placement support: resume and professional-profile reviews, mock interviews, referrals to our hiring partners and help until you land a role. ${OUTCOMES.placementRate.value} of our students who take part in placement support are placed within ${PLACEMENT_RATE_MONTHS} months of completing their course. ${PLACEMENT_DISCLAIMER}`,
  },
  {
    id: "remote-attendance",
    question: "Can I attend classes remotely?",
    answer:
      "Yes. We offer remote, live online and hybrid formats. Live online classes are taught in real time by an instructor, so you can ask questions as you learn, and recordings help you catch up if you miss a session. Hybrid batches combine online classes with in-person workshops and mentoring.",
  },
  {
    id: "certificate",
    question: "Will I receive a certificate?",
    answer:
      "Yes. You receive a certificate of completion when you {certificateRule}. It carries a unique code and a QR code: anyone can check it on our Verify a Certificate page, and you can add it to your LinkedIn profile from your portal. Your project portfolio is what employers look at most, and we help you present it well.",
  },
];
