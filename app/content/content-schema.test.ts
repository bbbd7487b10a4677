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
import { COURSE_IDS } from "./course-catalogue";
import { CAREER_CARDS, COURSE_DETAILS, COURSE_FEATURE_TILES, COURSE_SUMMARIES } from "./courses";
import { FEATURED_COURSES, REFERRAL, WHY_CHOOSE } from "./home";
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

  test("course pages: Python 12 weeks, Java 12, AI/ML 12 on the grid but 14 on its page, Azure 10, SQL 8, AWS 12", () => {
    const grid = Object.fromEntries(COURSE_SUMMARIES.map((c) => [c.id, c.duration]));
    expect(grid).toEqual({
      "python-full-stack": "12 weeks",
      "java-full-stack": "12 weeks",
      "ai-machine-learning": "12 weeks",
      "azure-cloud": "10 weeks",
      "sql-database": "8 weeks",
      "aws-cloud": "12 weeks",
    });
    expect(COURSE_DETAILS["ai-machine-learning"].duration).toBe("14 weeks");
  });

  test("home cards: Python 16 weeks (Beginner to Advanced), Java 16 weeks, AI/ML 12 weeks, with SPEC.md's skills", () => {
    expect(FEATURED_COURSES.map((c) => [c.id, c.duration])).toEqual([
      ["python-full-stack", "16 weeks"],
      ["java-full-stack", "16 weeks"],
      ["ai-machine-learning", "12 weeks"],
    ]);
    expect(FEATURED_COURSES[0].level).toBe("Beginner to Advanced");
    expect(FEATURED_COURSES.map((c) => c.skills)).toEqual([
      ["Python", "Django", "RESTful APIs", "React", "PostgreSQL"],
      ["Java", "Spring Boot", "Hibernate", "Angular", "Maven"],
      ["Python", "TensorFlow", "Neural Networks", "Computer Vision", "NLP"],
    ]);
  });

  test("only AWS Cloud is coming soon, on the grid and on its page; the five others have full pages", () => {
    expect(COURSE_SUMMARIES.filter((c) => c.comingSoon).map((c) => c.id)).toEqual(["aws-cloud"]);
    for (const id of COURSE_IDS) {
      expect(Boolean(COURSE_DETAILS[id].comingSoon), id).toBe(id === "aws-cloud");
    }
  });

  test("promotions: Python ₹7,000 package for ₹5,000 to the first 50 enrollments, Java masterclass pre-registration, AI hackathon with internships", () => {
    const ad = Object.fromEntries(COURSE_SUMMARIES.map((c) => [c.id, c.adText]));
    expect(ad["python-full-stack"]).toMatch(/₹7,000.*₹5,000.*first 50 enrollments/);
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

  test("home claims: 500+ students, 25+ instructors, 95% placement; six feature cards; ₹500 referral reward", () => {
    expect(WHY_CHOOSE.statistics.map((s) => s.value)).toEqual(["500+", "25+", "95%"]);
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
      ...FEATURED_COURSES.map((c) => c.imageUrl),
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
  test("a course summary without a duration", () => {
    const errors = contentErrors(broken((c) => delete c.courseSummaries[0].duration));
    expect(errors.join("\n")).toContain("courses.ts COURSE_SUMMARIES[0].duration");
  });

  test("a duration that is not in weeks", () => {
    const errors = contentErrors(broken((c) => (c.courseSummaries[4].duration = "two months")));
    expect(errors).toContain('courses.ts COURSE_SUMMARIES[4].duration: must look like "12 weeks"');
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
      'courses.ts COURSE_DETAILS["sql-database"].curriculum: has 7 weeks but duration says "8 weeks"',
    );
  });

  test("a full course page without a long description", () => {
    const errors = contentErrors(broken((c) => delete c.courseDetails["azure-cloud"].longDescription));
    expect(errors.join("\n")).toContain('courses.ts COURSE_DETAILS["azure-cloud"].longDescription');
  });

  test("a coming-soon flag that disagrees between grid and page", () => {
    const errors = contentErrors(broken((c) => delete c.courseSummaries[5].comingSoon));
    expect(errors).toContain(
      'courses.ts COURSE_DETAILS["aws-cloud"].comingSoon: must match COURSE_SUMMARIES (false)',
    );
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
      broken((c) => (c.home.featuredCourses[2].imageUrl = "https://images.example.com/ai.jpg")),
    );
    expect(errors).toContain(
      "home.ts.featuredCourses[2].imageUrl: must be a local /images/… SVG, WebP or AVIF file",
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
    expect(() => assertValidContent(broken((c) => delete c.courseSummaries[2].level))).toThrow(
      /Marketing content is invalid:\n {2}- courses\.ts COURSE_SUMMARIES\[2\]\.level/,
    );
  });
});
