import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ABOUT } from "./about";
import { ARTICLES } from "./articles";
import {
  assertValidContent,
  contentErrors,
  MARKETING_CONTENT,
  type MarketingContent,
} from "./content-schema";
import { CATALOGUE_SEED } from "./catalogue-seed";
import { COURSE_IDS } from "./course-catalogue";
import { CAREER_CARDS, COURSE_DETAILS, COURSE_FEATURE_TILES, COURSE_SUMMARIES, hasFullPage } from "./courses";
import { FEATURED_COURSE_IDS, REFERRAL, WHY_CHOOSE } from "./home";
import { MINDSET } from "./mindset";

// The tests corrupt the content on purpose, so it is handled untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Untyped = Record<string, any>;

/** A deep copy of the real content with one change applied. */
function broken(change: (c: Untyped) => void): MarketingContent {
  const copy = structuredClone(MARKETING_CONTENT) as unknown as Untyped;
  change(copy);
  return copy as MarketingContent;
}

describe("the shipped content", () => {
  test("passes every schema and cross-file rule", () => {
    expect(contentErrors()).toEqual([]);
    expect(() => assertValidContent()).not.toThrow();
  });

  test("has the six courses with SPEC.md's ids, in order, on the grid and as pages", () => {
    expect(COURSE_SUMMARIES.map((c) => c.id)).toEqual([
      "python-full-stack",
      "java-full-stack",
      "ai-machine-learning",
      "azure-cloud",
      "sql-database",
      "aws-cloud",
    ]);
    expect(Object.keys(COURSE_DETAILS).sort()).toEqual([...COURSE_IDS].sort());
  });

  test("decision 13: one duration per course, from the course pages (Python 12, Java 12, AI & ML 14, Azure 10, SQL 8, AWS 12 weeks)", () => {
    expect(Object.fromEntries(COURSE_IDS.map((id) => [id, CATALOGUE_SEED[id].weeks]))).toEqual({
      "python-full-stack": 12,
      "java-full-stack": 12,
      "ai-machine-learning": 14,
      "azure-cloud": 10,
      "sql-database": 8,
      "aws-cloud": 12,
    });
  });

  test("decision 13: one price from the payment page (every course ₹4,999; regular ₹14,999 for AI & ML, ₹8,999 for the others)", () => {
    for (const id of COURSE_IDS) {
      expect(CATALOGUE_SEED[id].price, id).toBe(4999);
      expect(CATALOGUE_SEED[id].regularPrice, id).toBe(id === "ai-machine-learning" ? 14999 : 8999);
    }
  });

  test("home cards are Python, Java and AI/ML, with SPEC.md's skills; their facts are the catalogue's", () => {
    expect(FEATURED_COURSE_IDS).toEqual(["python-full-stack", "java-full-stack", "ai-machine-learning"]);
    expect(FEATURED_COURSE_IDS.map((id) => COURSE_SUMMARIES.find((c) => c.id === id)?.skills)).toEqual([
      ["Python", "Django", "RESTful APIs", "React", "PostgreSQL"],
      ["Java", "Spring Boot", "Hibernate", "Angular", "Maven"],
      ["Python", "TensorFlow", "Neural Networks", "Computer Vision", "NLP"],
    ]);
    expect(CATALOGUE_SEED["python-full-stack"].level).toBe("Beginner to Advanced");
  });

  test("only AWS Cloud starts as coming soon, and only it has no full course page", () => {
    expect(COURSE_IDS.filter((id) => CATALOGUE_SEED[id].saleStatus !== "on_sale")).toEqual(["aws-cloud"]);
    for (const id of COURSE_IDS) {
      expect(hasFullPage(COURSE_DETAILS[id]), id).toBe(id !== "aws-cloud");
    }
  });

  test("promotions: Python's placement package (no second price, no made-up count), Java masterclass pre-registration, AI hackathon with internships", () => {
    const ad = Object.fromEntries(COURSE_SUMMARIES.map((c) => [c.id, c.adText]));
    expect(ad["python-full-stack"]).toMatch(/package included/);
    expect(ad["python-full-stack"]).not.toMatch(/₹|first \d+/);
    expect(ad["java-full-stack"]).toMatch(/[Pp]re-register.*early access.*masterclass videos/);
    expect(ad["ai-machine-learning"]).toMatch(/hackathon.*internship opportunities/);
  });

  test("career cards exist only for python-full-stack, with salaries 6-10, 8-15, 7-12, 9-16 LPA", () => {
    expect(Object.keys(CAREER_CARDS)).toEqual(["python-full-stack"]);
    expect(CAREER_CARDS["python-full-stack"]!.map((c) => c.salary)).toEqual([
      "6-10 LPA",
      "8-15 LPA",
      "7-12 LPA",
      "9-16 LPA",
    ]);
  });

  test("home claims: 500+ students, 25+ instructors, the one placement rate (85%, outcomes.ts); six feature cards; ₹500 referral reward", () => {
    expect(WHY_CHOOSE.statistics.map((s) => s.value)).toEqual(["500+", "25+", "85%"]);
    expect(WHY_CHOOSE.features.map((f) => f.title)).toEqual([
      "Industry Relevant Curriculum",
      "Job Placement Support",
      "Professional Certification",
      "Expert Mentorship",
      "Mindset Development",
      "Project-Based Learning",
    ]);
    expect(REFERRAL.rewardInr).toBe(500);
  });

  test("six course feature tiles, six mindset items, six About cards of each kind", () => {
    expect(COURSE_FEATURE_TILES).toHaveLength(6);
    expect(MINDSET.items).toHaveLength(6);
    expect(ABOUT.whyChoose).toHaveLength(6);
    expect(ABOUT.teachingMethods).toHaveLength(6);
  });

  test("every image the content names exists under public/ (nothing hot-linked)", () => {
    const images = [
      ...COURSE_SUMMARIES.map((c) => c.imageUrl),
      ...Object.values(COURSE_DETAILS).map((c) => c.imageUrl),
      ...ARTICLES.map((a) => a.image),
      REFERRAL.imageUrl,
      MINDSET.image.url,
      ABOUT.image.url,
    ];
    for (const url of images) {
      expect(existsSync(path.join("public", url)), url).toBe(true);
    }
  });
});

describe("a broken entry fails with a message naming the field", () => {
  test("a catalogue seed without a duration", () => {
    const errors = contentErrors(broken((c) => delete c.catalogueSeed["python-full-stack"].weeks));
    expect(errors.join("\n")).toContain('catalogue-seed.ts CATALOGUE_SEED["python-full-stack"].weeks');
  });

  test("a regular price below the price", () => {
    const errors = contentErrors(broken((c) => (c.catalogueSeed["sql-database"].regularPrice = 999)));
    expect(errors).toContain(
      'catalogue-seed.ts CATALOGUE_SEED["sql-database"].regularPrice: must be at least the price',
    );
  });

  test("a duration written into the course words (it is the catalogue's)", () => {
    const errors = contentErrors(broken((c) => (c.courseSummaries[4].duration = "8 weeks")));
    expect(errors.join("\n")).toMatch(/courses\.ts COURSE_SUMMARIES\[4\].*duration/);
  });

  test("a course title that differs from course-catalogue.ts", () => {
    const errors = contentErrors(broken((c) => (c.courseSummaries[1].title = "Java Development")));
    expect(errors).toContain(
      'courses.ts COURSE_SUMMARIES[1].title: must be "Java Full Stack Development" (course-catalogue.ts)',
    );
  });

  test("a curriculum week with no topics", () => {
    const errors = contentErrors(
      broken((c) => (c.courseDetails["java-full-stack"].curriculum[2].topics = [])),
    );
    expect(errors.join("\n")).toContain(
      'courses.ts COURSE_DETAILS["java-full-stack"].curriculum[2].topics: needs at least 3 entries',
    );
  });

  test("a curriculum that does not cover the duration", () => {
    const errors = contentErrors(broken((c) => c.courseDetails["sql-database"].curriculum.pop()));
    expect(errors).toContain(
      'courses.ts COURSE_DETAILS["sql-database"].curriculum: has 7 weeks but the catalogue says 8 (catalogue-seed.ts)',
    );
  });

  test("a full course page without a long description", () => {
    const errors = contentErrors(broken((c) => delete c.courseDetails["azure-cloud"].longDescription));
    expect(errors.join("\n")).toContain('courses.ts COURSE_DETAILS["azure-cloud"].longDescription');
  });

  test("career cards on a course other than python-full-stack, and a salary not in LPA", () => {
    const errors = contentErrors(
      broken((c) => {
        c.careerCards["java-full-stack"] = structuredClone(c.careerCards["python-full-stack"]);
      }),
    );
    expect(errors).toContain(
      'courses.ts CAREER_CARDS["java-full-stack"]: career cards exist only for python-full-stack',
    );
    const salary = contentErrors(broken((c) => (c.careerCards["python-full-stack"][1].salary = "₹8,00,000")));
    expect(salary).toContain(
      'courses.ts CAREER_CARDS["python-full-stack"][1].salary: must look like "6-10 LPA"',
    );
  });

  test("a hot-linked image", () => {
    const errors = contentErrors(
      broken((c) => (c.courseSummaries[2].imageUrl = "https://images.example.com/ai.jpg")),
    );
    expect(errors).toContain(
      "courses.ts COURSE_SUMMARIES[2].imageUrl: must be a local /images/… SVG, WebP or AVIF file",
    );
  });

  test("five mindset items instead of six", () => {
    const errors = contentErrors(broken((c) => c.mindset.items.pop()));
    expect(errors).toContain("mindset.ts MINDSET.items: must have exactly 6 mindset items");
  });

  test("an About page without its mission text, and an unknown field", () => {
    const errors = contentErrors(
      broken((c) => {
        c.about.mission.text = "";
        c.about.extra = "x";
      }),
    );
    expect(errors.join("\n")).toContain("about.ts ABOUT.mission.text");
    expect(errors.join("\n")).toMatch(/about\.ts ABOUT: .*extra/);
  });

  test("assertValidContent (the build's check) throws listing the problem", () => {
    expect(() =>
      assertValidContent(broken((c) => delete c.catalogueSeed["ai-machine-learning"].level)),
    ).toThrow(
      /Marketing content is invalid:\n {2}- catalogue-seed\.ts CATALOGUE_SEED\["ai-machine-learning"\]\.level/,
    );
  });
});
