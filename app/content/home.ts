/**
 * The home page's words and numbers (SPEC.md "Home", in section order).
 * Headline claims (students trained and placement rate from outcomes.ts,
 * 25+ instructors) and the salary claim live here once; the blog teasers come from articles.ts and the
 * course pages' own data from courses.ts. Checked by content-schema.ts.
 */
import { OUTCOMES } from "./outcomes";

/** lucide-react icons the home page uses, by name (content imports no components). */
export type HomeIcon =
  | "book-open"
  | "briefcase"
  | "award"
  | "users"
  | "brain"
  | "hammer"
  | "code"
  | "database"
  | "cloud"
  | "cpu"
  | "terminal"
  | "git-branch"
  | "braces"
  | "rocket"
  | "graduation-cap"
  | "target";

export interface FeatureCard {
  title: string;
  description: string;
  icon: HomeIcon;
}

export interface Statistic {
  value: string;
  label: string;
}

export interface CodeSnippet {
  filename: string;
  language: string;
  lines: string[];
}

export const HERO = {
  heading: "Learn. Build. Grow. Become a Global Tech Pro",
  subtitle:
    "Live, job-oriented training in full stack development, cloud and the soft skills employers look for: built for international students and learners across India.",
  /** Words and icons drifting down behind the heading. */
  fallingTags: [
    "Python",
    "React",
    "Java",
    "Django",
    "Spring Boot",
    "SQL",
    "Azure",
    "AWS",
    "TensorFlow",
    "Docker",
    "Git",
    "Angular",
  ],
  fallingIcons: ["code", "database", "cloud", "cpu", "terminal", "git-branch", "braces"] as HomeIcon[],
};

/**
 * SPEC.md "Featured Courses": the three home cards (Python, Java, AI/ML). Their
 * words come from courses.ts and their facts from the catalogue, like the
 * /courses grid: one duration and one price per course (decision 13).
 */
export const FEATURED_COURSE_IDS = ["python-full-stack", "java-full-stack", "ai-machine-learning"] as const;

export const WHY_CHOOSE = {
  intro:
    "Everything you need to move from learning to a first tech job: a curriculum employers recognise, people who know the industry and support until you are placed.",
  features: [
    {
      title: "Industry Relevant Curriculum",
      description:
        "Course content follows what companies hire for today, reviewed with working engineers and updated every batch.",
      icon: "book-open",
    },
    {
      title: "Job Placement Support",
      description:
        "Resume and profile reviews, mock interviews and introductions to hiring companies until you land a role.",
      icon: "briefcase",
    },
    {
      title: "Professional Certification",
      description:
        "Earn a certificate when you {certificateRule}. Its code and QR code let any employer verify it online.",
      icon: "award",
    },
    {
      title: "Expert Mentorship",
      description:
        "Learn from instructors with real industry experience, and get 1:1 help when you are stuck.",
      icon: "users",
    },
    {
      title: "Mindset Development",
      description:
        "The Mindset Module builds communication, confidence and interview skills, included at no extra cost.",
      icon: "brain",
    },
    {
      title: "Project-Based Learning",
      description:
        "Build real applications every module and leave with a portfolio you can show in interviews.",
      icon: "hammer",
    },
  ] satisfies FeatureCard[],
  statistics: [
    OUTCOMES.trained,
    { value: "25+", label: "Expert Instructors" },
    OUTCOMES.placementRate,
  ] satisfies Statistic[],
};

export const LEARN_WITH_THE_BEST = {
  heading: "Learn With The Best",
  intro:
    "A clear learning path, taught live by practising engineers. You write code from the first class and build something real every week.",
  steps: [
    {
      title: "Learn the fundamentals",
      description: "Live classes cover the concepts step by step, with recordings to revise from.",
      icon: "book-open",
    },
    {
      title: "Build real projects",
      description: "Apply each topic in a project, reviewed by a mentor who tells you how to improve it.",
      icon: "code",
    },
    {
      title: "Prove your skills",
      description: "Weekly assessments and a capstone show you, and employers, what you can do.",
      icon: "target",
    },
    {
      title: "Launch your career",
      description: "Interview practice, resume help and placement support take you to your first offer.",
      icon: "rocket",
    },
  ] satisfies FeatureCard[],
  snippets: [
    {
      filename: "views.py",
      language: "Python",
      lines: [
        '@api_view(["GET"])',
        "def courses(request):",
        "    live = Course.objects.filter(live=True)",
        "    data = CourseSerializer(live, many=True)",
        "    return Response(data.data)",
      ],
    },
    {
      filename: "CourseController.java",
      language: "Java",
      lines: [
        '@GetMapping("/courses/{id}")',
        "Course find(@PathVariable String id) {",
        "  return repo.findById(id)",
        "      .orElseThrow();",
        "}",
      ],
    },
    {
      filename: "placements.sql",
      language: "SQL",
      lines: [
        "SELECT course, COUNT(*) AS placed",
        "FROM students WHERE placed",
        "GROUP BY course ORDER BY placed DESC;",
      ],
    },
  ] satisfies CodeSnippet[],
};

export const BECOME_A_TECH_PRO = {
  heading: "Become a Tech Professional",
  text: "Whether you are a fresh graduate, switching careers or an international student planning a career in India or abroad, our courses take you from the basics to job-ready skills, with a mentor beside you the whole way.",
  points: [
    "Live classes on weekdays or weekends",
    "Portfolio projects reviewed by mentors",
    "Mock interviews and resume reviews",
    "Placement support after you finish",
  ],
  /** "Salaries from ₹6,00,000 per annum" (SPEC.md "other marketing claims"). */
  startingSalaryInr: 600000,
};

export const CTA_BAND = {
  heading: "Ready to start your tech career?",
  text: "Talk to our admissions team about the right course for you, or enrol in the next batch today.",
};

export const KNOWLEDGE_HUB = {
  heading: "Knowledge Hub",
  intro: "Guides and career advice from our instructors: read them before your next interview.",
};

export const REFERRAL = {
  heading: "Earn While You Learn",
  text: "Know someone who wants a career in tech? Refer them to us. When they enrol, you earn a reward for every successful referral.",
  /** SPEC.md: 500 rupees per successful referral. */
  rewardInr: 500,
  steps: ["Copy or share your referral link", "Your friend enrols in a course", "You receive your reward"],
  imageUrl: "/images/home/referral.svg",
  imageAlt: "Two people exchanging a gift box beside a rupee coin, standing for the referral reward",
};
