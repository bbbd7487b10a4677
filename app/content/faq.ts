/**
 * Frequently asked questions on the Contact page (SPEC.md "FAQ entry": six
 * entries, in this order). Numbers follow SPEC.md's FAQ constants: courses
 * run 8 to 16 weeks (most full stack 16, SQL and database management 8),
 * 85% placed within 3 months, remote, live online and hybrid formats,
 * flexible payment plans and scholarships, prices from admissions.
 */
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
      "Our courses run from 8 to 16 weeks. Most full stack programmes, such as Python Full Stack and Java Full Stack, take 16 weeks, because you build and deploy complete projects along the way. SQL and Database Management is our shortest course at 8 weeks. Each course page lists its own duration and week-by-week curriculum.",
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
      "Fees depend on the course and the batch you choose, and our admissions team will give you the exact price for your course. We offer flexible payment plans so you can pay in instalments, and scholarships for eligible students. Send us a message or request information and we will share the current fees and offers.",
  },
  {
    id: "job-guarantee",
    question: "Do you guarantee a job after the course?",
    answer:
      "No honest institute can guarantee a job, and we don't. What we do guarantee is full placement support: resume and professional-profile reviews, mock interviews, referrals to our hiring partners and help until you land a role. 85% of our students are placed within 3 months of completing their course. Past record is no guarantee of future job prospects.",
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
      "Yes. When you complete your course, including its projects and weekly assessments, you receive a professional certificate from us that you can add to your resume and professional profile. Your project portfolio is what employers look at most, and we help you present it well.",
  },
];
