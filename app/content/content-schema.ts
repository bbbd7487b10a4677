/**
 * Zod schemas for the marketing content (courses, home, mindset, about,
 * article teasers) and the rules that tie the files together. Run by the unit
 * tests and by the build (scripts/vite-content-check.ts): a broken entry fails
 * with a message naming the file, the entry and the field. Kept out of the
 * browser bundle: pages import the content, never this file.
 */
import { z } from "zod";
import { ABOUT } from "./about";
import { ARTICLE_IDS, ARTICLES } from "./articles";
import { CATALOGUE_SEED, COURSE_LEVELS, SALE_STATUSES } from "./catalogue-seed";
import { COURSE_IDS, COURSE_TITLES, type CourseId } from "./course-catalogue";
import { CAREER_CARDS, COURSE_DETAILS, COURSE_FEATURE_TILES, COURSE_SUMMARIES } from "./courses";
import {
  BECOME_A_TECH_PRO,
  CTA_BAND,
  FEATURED_COURSE_IDS,
  HERO,
  KNOWLEDGE_HUB,
  LEARN_WITH_THE_BEST,
  REFERRAL,
  WHY_CHOOSE,
} from "./home";
import { MINDSET } from "./mindset";

const text = z.string().trim().min(1, "must not be empty");
const sentence = z.string().trim().min(20, "must be a real sentence (20+ characters)");
const texts = (min: number) => z.array(text).min(min, `needs at least ${min} entries`);
const imageUrl = z
  .string()
  .regex(/^\/images\/[\w/-]+\.(svg|webp|avif)$/, "must be a local /images/… SVG, WebP or AVIF file");
const icon = text.regex(/^[a-z0-9-]+$/, "must be a lucide icon name in kebab-case");
const courseId = z.enum(COURSE_IDS);

export const courseSummarySchema = z.strictObject({
  id: courseId,
  title: text,
  skills: texts(3),
  imageUrl,
  imageAlt: sentence,
  href: z.string().regex(/^\/courses\/[a-z0-9-]+$/, "must be /courses/<id>"),
  adText: sentence,
});

/** Decision 13's first values: one price, regular price, duration, level, status and summary per course. */
export const catalogueSeedSchema = z
  .strictObject({
    price: z.number().int().positive(),
    regularPrice: z.number().int().positive(),
    weeks: z.number().int().min(1).max(104),
    level: z.enum(COURSE_LEVELS),
    saleStatus: z.enum(SALE_STATUSES),
    summary: sentence,
  })
  .refine((c) => c.regularPrice >= c.price, {
    path: ["regularPrice"],
    message: "must be at least the price",
  });

export const curriculumWeekSchema = z.strictObject({
  week: z.number().int().positive(),
  title: text,
  topics: texts(3),
});

const detailBase = {
  id: courseId,
  title: text,
  imageUrl,
  imageAlt: sentence,
};

export const fullCourseDetailSchema = z.strictObject({
  ...detailBase,
  longDescription: z.array(sentence).min(2, "needs at least 2 paragraphs"),
  skills: texts(6),
  features: texts(4),
  curriculum: z.array(curriculumWeekSchema).min(4, "needs at least 4 weeks"),
});
/** A course announced without its full page: none of the full page's fields. */
export const outlineCourseDetailSchema = z.strictObject(detailBase);

/** Which schema a course detail is checked against: any full-page field makes it a full page. */
function detailSchemaFor(value: unknown) {
  const fullKeys = ["longDescription", "skills", "features", "curriculum"];
  return value && typeof value === "object" && fullKeys.some((k) => k in value)
    ? fullCourseDetailSchema
    : outlineCourseDetailSchema;
}

export const careerCardSchema = z.strictObject({
  title: text,
  salary: z.string().regex(/^\d+-\d+ LPA$/, 'must look like "6-10 LPA"'),
  growth: text,
  scope: sentence,
  responsibilities: texts(3),
});

const cardSchema = z.strictObject({ title: text, description: sentence, icon });
const statisticSchema = z.strictObject({ value: text, label: text, counts: sentence.optional() });

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    heading: z.literal("Learn. Build. Grow. Become a Global Tech Pro"),
    subtitle: sentence,
    fallingTags: texts(6),
    fallingIcons: z.array(icon).min(3),
  }),
  featuredCourses: z
    .tuple([z.literal("python-full-stack"), z.literal("java-full-stack"), z.literal("ai-machine-learning")])
    .describe("the 3 home cards (Python, Java, AI/ML)"),
  whyChoose: z.strictObject({
    intro: sentence,
    features: z.array(cardSchema).length(6, "must have exactly 6 feature cards"),
    statistics: z.array(statisticSchema).length(3, "must have exactly 3 statistics"),
  }),
  learnWithTheBest: z.strictObject({
    heading: text,
    intro: sentence,
    steps: z.array(cardSchema).min(3),
    snippets: z.array(z.strictObject({ filename: text, language: text, lines: texts(2) })).min(2),
  }),
  becomeATechPro: z.strictObject({
    heading: text,
    text: sentence,
    points: texts(3),
    startingSalaryInr: z.number().int().positive(),
  }),
  ctaBand: z.strictObject({ heading: text, text: sentence }),
  knowledgeHub: z.strictObject({ heading: text, intro: sentence }),
  referral: z.strictObject({
    heading: z.literal("Earn While You Learn"),
    text: sentence,
    rewardInr: z.number().int().positive(),
    steps: texts(3),
    imageUrl,
    imageAlt: sentence,
  }),
});

// Not strict: the blog (another feature) may add fields to its teasers.
export const articleTeaserSchema = z.object({
  id: z.enum(ARTICLE_IDS),
  title: text,
  description: sentence,
  image: z.string().regex(/^\/images\/blog\/[\w-]+\.svg$/, "must be /images/blog/<id>.svg"),
  category: text,
  readTime: z.number().int().positive(),
  icon,
});

export const mindsetSchema = z.strictObject({
  title: z.literal("Beyond Code: The Mindset Mastery Module"),
  intro: sentence,
  noExtraCost: text,
  image: z.strictObject({ url: imageUrl, alt: sentence }),
  statistics: z.array(statisticSchema).min(1),
  items: z
    .array(z.strictObject({ title: text, description: sentence, icon, points: texts(2) }))
    .length(6, "must have exactly 6 mindset items"),
  session: z.strictObject({ heading: text, text: sentence }),
  closing: z.strictObject({ heading: text, text: sentence }),
});

export const aboutSchema = z.strictObject({
  intro: sentence,
  image: z.strictObject({ url: imageUrl, alt: sentence }),
  mission: z.strictObject({ heading: text, text: sentence }),
  vision: z.strictObject({ heading: text, text: sentence }),
  whyChoose: z.array(cardSchema).length(6, "must have exactly 6 cards"),
  teachingMethods: z.array(cardSchema).length(6, "must have exactly 6 cards"),
  closing: z.strictObject({ heading: text, text: sentence }),
});

/** Everything checked, as plain data: the tests pass broken copies of it. */
export interface MarketingContent {
  catalogueSeed: unknown;
  courseSummaries: unknown;
  courseDetails: unknown;
  careerCards: unknown;
  courseFeatureTiles: unknown;
  home: unknown;
  articles: unknown;
  mindset: unknown;
  about: unknown;
}

export const MARKETING_CONTENT: MarketingContent = {
  catalogueSeed: CATALOGUE_SEED,
  courseSummaries: COURSE_SUMMARIES,
  courseDetails: COURSE_DETAILS,
  careerCards: CAREER_CARDS,
  courseFeatureTiles: COURSE_FEATURE_TILES,
  home: {
    hero: HERO,
    featuredCourses: FEATURED_COURSE_IDS,
    whyChoose: WHY_CHOOSE,
    learnWithTheBest: LEARN_WITH_THE_BEST,
    becomeATechPro: BECOME_A_TECH_PRO,
    ctaBand: CTA_BAND,
    knowledgeHub: KNOWLEDGE_HUB,
    referral: REFERRAL,
  },
  articles: ARTICLES,
  mindset: MINDSET,
  about: ABOUT,
};

/** `.a[2].b` style path of a Zod issue. */
function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p) =>
      typeof p === "number"
        ? `[${p}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(p))
          ? `.${String(p)}`
          : `[${JSON.stringify(String(p))}]`,
    )
    .join("");
}

function check(where: string, schema: z.ZodType, value: unknown): { ok: boolean; errors: string[] } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, errors: [] };
  return { ok: false, errors: result.error.issues.map((i) => `${where}${formatPath(i.path)}: ${i.message}`) };
}

/** Every problem in the content, one line each naming file, entry and field; empty when all is well. */
export function contentErrors(content: MarketingContent = MARKETING_CONTENT): string[] {
  const errors: string[] = [];
  const push = (r: { errors: string[] }) => errors.push(...r.errors);

  // catalogue-seed.ts: decision 13's values, one per course
  const seed = check(
    "catalogue-seed.ts CATALOGUE_SEED",
    z.record(courseId, catalogueSeedSchema),
    content.catalogueSeed,
  );
  push(seed);
  const seedValues = seed.ok
    ? (content.catalogueSeed as Record<CourseId, z.infer<typeof catalogueSeedSchema>>)
    : null;

  // courses.ts: the grid
  const summaries = check(
    "courses.ts COURSE_SUMMARIES",
    z.array(courseSummarySchema),
    content.courseSummaries,
  );
  push(summaries);
  const summaryList = summaries.ok ? (content.courseSummaries as z.infer<typeof courseSummarySchema>[]) : [];
  if (summaries.ok) {
    const ids = summaryList.map((c) => c.id);
    if (ids.join() !== COURSE_IDS.join()) {
      errors.push(
        `courses.ts COURSE_SUMMARIES: must list the six courses in order ${COURSE_IDS.join(", ")} (found ${ids.join(", ")})`,
      );
    }
    summaryList.forEach((c, i) => {
      const at = `courses.ts COURSE_SUMMARIES[${i}]`;
      if (c.title !== COURSE_TITLES[c.id])
        errors.push(`${at}.title: must be "${COURSE_TITLES[c.id]}" (course-catalogue.ts)`);
      if (c.href !== `/courses/${c.id}`) errors.push(`${at}.href: must be "/courses/${c.id}"`);
    });
  }

  // courses.ts: the course pages
  const detailsResult = check(
    "courses.ts COURSE_DETAILS",
    z.record(courseId, z.object({}).loose()),
    content.courseDetails,
  );
  push(detailsResult);
  if (detailsResult.ok) {
    for (const [id, value] of Object.entries(content.courseDetails as object)) {
      const entry = check(`courses.ts COURSE_DETAILS["${id}"]`, detailSchemaFor(value), value);
      push(entry);
      if (!entry.ok) detailsResult.ok = false;
    }
  }
  if (detailsResult.ok) {
    const details = content.courseDetails as Record<CourseId, z.infer<typeof fullCourseDetailSchema>>;
    for (const id of COURSE_IDS) {
      const d = details[id];
      const at = `courses.ts COURSE_DETAILS["${id}"]`;
      if (!d) {
        errors.push(`${at}: missing`);
        continue;
      }
      if (d.id !== id) errors.push(`${at}.id: must be "${id}"`);
      if (d.title !== COURSE_TITLES[id])
        errors.push(`${at}.title: must be "${COURSE_TITLES[id]}" (course-catalogue.ts)`);
      if ("curriculum" in d) {
        d.curriculum.forEach((w, i) => {
          if (w.week !== i + 1)
            errors.push(`${at}.curriculum[${i}].week: must be ${i + 1} (weeks run 1, 2, 3, …)`);
        });
        const weeks = seedValues?.[id]?.weeks;
        if (weeks !== undefined && d.curriculum.length !== weeks) {
          errors.push(
            `${at}.curriculum: has ${d.curriculum.length} weeks but the catalogue says ${weeks} (catalogue-seed.ts)`,
          );
        }
      }
    }
  }

  const careers = check(
    "courses.ts CAREER_CARDS",
    z.partialRecord(courseId, z.array(careerCardSchema).min(1)),
    content.careerCards,
  );
  push(careers);
  if (careers.ok) {
    for (const id of Object.keys(content.careerCards as object)) {
      if (id !== "python-full-stack")
        errors.push(`courses.ts CAREER_CARDS["${id}"]: career cards exist only for python-full-stack`);
    }
  }
  push(
    check(
      "courses.ts COURSE_FEATURE_TILES",
      z.array(cardSchema).length(6, "must have exactly 6 tiles"),
      content.courseFeatureTiles,
    ),
  );

  // home.ts
  const home = check("home.ts", homeSchema, content.home);
  push(home);

  // articles.ts
  const articles = check(
    "articles.ts ARTICLES",
    z.array(articleTeaserSchema).length(ARTICLE_IDS.length),
    content.articles,
  );
  push(articles);

  push(check("mindset.ts MINDSET", mindsetSchema, content.mindset));
  push(check("about.ts ABOUT", aboutSchema, content.about));
  return errors;
}

/** Throws one error listing every problem (used by the build). */
export function assertValidContent(content: MarketingContent = MARKETING_CONTENT): void {
  const errors = contentErrors(content);
  if (errors.length > 0) {
    throw new Error(`Marketing content is invalid:\n  - ${errors.join("\n  - ")}`);
  }
}
