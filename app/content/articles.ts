/**
 * The four blog articles' teaser data (SPEC.md "Article teaser": id, title,
 * description, image, category, readTime, icon). This is the one place the
 * titles, descriptions, read times and cover images are written: the home
 * page's Knowledge Hub renders these teasers, and the blog (content/blog/*.md)
 * takes its titles and covers from here. Read times are SPEC.md's 7, 15, 10, 8.
 */
export const ARTICLE_IDS = ["top-companies", "dsa-questions", "ai-backend", "python-for-beginners"] as const;
export type ArticleId = (typeof ARTICLE_IDS)[number];

/** lucide-react icon names the teaser cards use. */
export type ArticleIcon = "building-2" | "binary" | "bot" | "code";

export interface ArticleTeaser {
  id: ArticleId;
  title: string;
  description: string;
  /** Cover image under public/ (SVG, 1200x630). */
  image: string;
  category: string;
  /** Minutes. */
  readTime: number;
  icon: ArticleIcon;
}

export const ARTICLES: readonly ArticleTeaser[] = [
  {
    id: "top-companies",
    title: "Top Companies Hiring Freshers in India in 2026",
    description:
      "Which kinds of employers hire entry-level developers, what each looks for, and how to prepare an application that gets a reply.",
    image: "/images/blog/top-companies.svg",
    category: "Careers",
    readTime: 7,
    icon: "building-2",
  },
  {
    id: "dsa-questions",
    title: "Data Structures and Algorithms: The Interview Questions Freshers Meet Most",
    description:
      "Arrays, strings, hashing, trees, graphs and dynamic programming: the patterns behind common coding-round questions and how to practise them.",
    image: "/images/blog/dsa-questions.svg",
    category: "Interview Prep",
    readTime: 15,
    icon: "binary",
  },
  {
    id: "ai-backend",
    title: "How AI Is Changing Backend Development",
    description:
      "From calling language models in an API to vector search and evaluation: the skills a backend developer needs to build AI features responsibly.",
    image: "/images/blog/ai-backend.svg",
    category: "AI & ML",
    readTime: 10,
    icon: "bot",
  },
  {
    id: "python-for-beginners",
    title: "Python for Beginners: Your First 30 Days",
    description:
      "A day-by-day plan for learning Python from zero: setting up, the core language, small projects and the habits that make you job-ready.",
    image: "/images/blog/python-for-beginners.svg",
    category: "Programming",
    readTime: 8,
    icon: "code",
  },
];

export function findArticle(id: string): ArticleTeaser | undefined {
  return ARTICLES.find((a) => a.id === id);
}
