/**
 * The Mindset Module page (SPEC.md "Mindset": six items, Schedule a Session,
 * Browse Courses, Request Information; "Business constants": six items, no
 * extra cost; the 85% soft-skill success claim). Checked by content-schema.ts.
 */
export type MindsetIcon = "user-round" | "message-circle" | "file-text" | "mic" | "sparkles" | "sprout";

export interface MindsetItem {
  title: string;
  description: string;
  icon: MindsetIcon;
  points: string[];
}

export const MINDSET = {
  title: "Beyond Code: The Mindset Mastery Module",
  intro:
    "Technical skills get you the interview; how you think, communicate and carry yourself gets you the job and helps you grow in it. The Mindset Module runs alongside every course and is included at no extra cost.",
  noExtraCost: "Included with every course at no extra cost",
  image: {
    url: "/images/mindset/mindset.svg",
    alt: "A head in profile with a glowing lightbulb, beside a chat bubble and a rising progress chart",
  },
  /** SPEC.md: "85% soft-skill success". */
  statistics: [
    { value: "6", label: "Focus areas" },
    { value: "85%", label: "Soft-skill success rate" },
    { value: "₹0", label: "Extra cost" },
  ],
  items: [
    {
      title: "1:1 Mentorship",
      description:
        "Regular one-to-one sessions with a mentor who knows the industry and gets to know you: your goals, your strengths and what is holding you back.",
      icon: "user-round",
      points: [
        "A personal learning and career plan",
        "Honest feedback on your progress",
        "Help choosing roles to apply for",
      ],
    },
    {
      title: "Communication Skills",
      description:
        "Explain your code, speak up in meetings and write e-mails that get answered: the everyday communication software teams depend on.",
      icon: "message-circle",
      points: [
        "Explaining technical ideas simply",
        "Professional e-mail and chat etiquette",
        "Presenting your project to a group",
      ],
    },
    {
      title: "Resume and Professional Profile",
      description:
        "Turn your projects and skills into a one-page resume and a professional-network profile that recruiters find and read.",
      icon: "file-text",
      points: [
        "A resume reviewed line by line",
        "A profile with a clear headline and projects",
        "A GitHub portfolio that shows your best work",
      ],
    },
    {
      title: "Interview Preparation",
      description:
        "Practise the interviews you will actually face: technical rounds, HR rounds and the questions about yourself that catch freshers out.",
      icon: "mic",
      points: [
        "Mock technical and HR interviews",
        "Structured answers with the STAR method",
        "Recorded feedback to improve each time",
      ],
    },
    {
      title: "Confidence Building",
      description:
        "Speaking practice in a safe group, small public wins and coaching on nerves, so you walk into interviews and teams feeling ready.",
      icon: "sparkles",
      points: [
        "Group speaking practice every week",
        "Handling nerves and self-doubt",
        "Body language and online presence",
      ],
    },
    {
      title: "Growth Mindset",
      description:
        "Learn how to learn: treat mistakes as information, keep going when a problem is hard and build habits that keep your skills current.",
      icon: "sprout",
      points: [
        "Learning from feedback and failure",
        "Study habits and time management",
        "Setting goals and tracking progress",
      ],
    },
  ] satisfies MindsetItem[],
  session: {
    heading: "Talk to a mentor",
    text: "Not sure where to start? Book a free session with a mentor to talk about your goals and how the Mindset Module can help.",
  },
  closing: {
    heading: "Build the skills and the mindset",
    text: "Every course includes the Mindset Module. Choose your course, or ask us anything about how it works.",
  },
};
