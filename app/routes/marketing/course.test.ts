import { describe, expect, test } from "vitest";
import { sitemapPaths } from "~/routes/resources/sitemap";
import { loader } from "./course";

type LoaderArgs = Parameters<typeof loader>[0];

function load(courseId: string) {
  const request = new Request(`http://localhost/courses/${courseId}`);
  return loader({ request, params: { courseId }, context: {} } as unknown as LoaderArgs);
}

/** The loader answers either plain data (200) or data() with an init (404). */
function unwrap(result: ReturnType<typeof loader>) {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return { status: (result.init as ResponseInit | null)?.status ?? 200, body: result.data };
  }
  return { status: 200, body: result };
}

describe("course page loader", () => {
  test("a known course answers its detail, promotion and career cards", () => {
    const { status, body } = unwrap(load("python-full-stack"));
    expect(status).toBe(200);
    expect(body.course?.title).toBe("Python Full Stack Development");
    expect(body.adText).toContain("first 50 enrollments");
    expect(body.careers.map((c) => c.salary)).toEqual(["6-10 LPA", "8-15 LPA", "7-12 LPA", "9-16 LPA"]);
  });

  test("career cards exist only for python-full-stack", () => {
    expect(unwrap(load("java-full-stack")).body.careers).toEqual([]);
  });

  test("the coming-soon AWS course answers 200 with no full content", () => {
    const { status, body } = unwrap(load("aws-cloud"));
    expect(status).toBe(200);
    expect(body.course?.comingSoon).toBe(true);
    expect(body.course).not.toHaveProperty("curriculum");
  });

  test("an unknown id answers 404 'Not Found' with no course (the page shows 'Course Not Found')", () => {
    for (const id of ["cobol", "constructor", "__proto__", "Python-Full-Stack"]) {
      const { status, body } = unwrap(load(id));
      expect(status, id).toBe(404);
      expect(body.course, id).toBeNull();
    }
  });
});

describe("sitemap", () => {
  test("lists /courses, /mindset, /about and one entry per course page", () => {
    const paths = sitemapPaths();
    expect(paths).toEqual(expect.arrayContaining(["/courses", "/mindset", "/about"]));
    expect(paths.filter((p) => p.startsWith("/courses/"))).toEqual([
      "/courses/python-full-stack",
      "/courses/java-full-stack",
      "/courses/ai-machine-learning",
      "/courses/azure-cloud",
      "/courses/sql-database",
      "/courses/aws-cloud",
    ]);
  });
});
