/**
 * The About page (SPEC.md "About": Mission, Vision, Why Choose six cards,
 * Teaching Methods six cards, closing call to action). Checked by content-schema.ts.
 */
export type AboutIcon =
  | "user-check"
  | "users"
  | "laptop"
  | "briefcase"
  | "wallet"
  | "brain"
  | "video"
  | "hammer"
  | "git-pull-request"
  | "clipboard-check"
  | "help-circle"
  | "building-2";

export interface AboutCard {
  title: string;
  description: string;
  icon: AboutIcon;
}

export const ABOUT = {
  intro:
    "We are a team of engineers and educators who train students for careers in software, data and cloud. Our courses are live, practical and built around one goal: getting you ready for your first job in tech and the ones after it.",
  image: {
    url: "/images/about/classroom.svg",
    alt: "An instructor pointing at code on a large screen while three students follow the live class",
  },
  mission: {
    heading: "Our Mission",
    text: "To make job-ready technology education available to every motivated learner, whatever their background or where they start, by combining live teaching from industry practitioners, real projects and the soft skills that turn knowledge into a career.",
  },
  vision: {
    heading: "Our Vision",
    text: "A world where talent, not location or connections, decides who builds technology: where students from India and around the world grow into confident engineers who lead teams and build products used globally.",
  },
  whyChoose: [
    {
      title: "Industry Expert Instructors",
      description:
        "Every instructor has worked as an engineer, so you learn how things are really done at work.",
      icon: "user-check",
    },
    {
      title: "Small Batches",
      description: "Small live batches mean your questions get answered and your code gets reviewed.",
      icon: "users",
    },
    {
      title: "Flexible Formats",
      description: "Join live online from anywhere, or in a hybrid format, on weekdays or at weekends.",
      icon: "laptop",
    },
    {
      title: "Placement Support",
      description: "Resume reviews, mock interviews and introductions to hiring companies after you finish.",
      icon: "briefcase",
    },
    {
      title: "Flexible Payment",
      description:
        "Payment plans and scholarships for eligible students, so cost does not stop you starting.",
      icon: "wallet",
    },
    {
      title: "Mindset Module Included",
      description:
        "Communication, confidence and interview skills are part of every course at no extra cost.",
      icon: "brain",
    },
  ] satisfies AboutCard[],
  teachingMethods: [
    {
      title: "Live Interactive Classes",
      description: "Instructors teach live, code in front of you and answer questions as they come up.",
      icon: "video",
    },
    {
      title: "Learning by Building",
      description:
        "Every topic ends in something you build, from small exercises to a deployed capstone project.",
      icon: "hammer",
    },
    {
      title: "Code Reviews",
      description:
        "Mentors review your code the way a team lead would, so you learn professional habits early.",
      icon: "git-pull-request",
    },
    {
      title: "Weekly Assessments",
      description: "Sunday assessments show what you have mastered and what to revise before moving on.",
      icon: "clipboard-check",
    },
    {
      title: "Doubt-Clearing Sessions",
      description:
        "Dedicated time to bring any question, with a trainer who explains it until it makes sense.",
      icon: "help-circle",
    },
    {
      title: "Real-World Case Studies",
      description:
        "We study how real companies build and run their systems, and why they made their choices.",
      icon: "building-2",
    },
  ] satisfies AboutCard[],
  closing: {
    heading: "Start building your future today",
    text: "Find the course that fits your goals, or talk to our team about where you want to go.",
  },
};
