import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { sitemapPaths } from "~/routes/resources/sitemap";
import { batches, courses } from "~/server/db/schema.server";
import { loader } from "./course";
import { testContext } from "../../../tests/support/request-context";
import { GATEWAY_SETTINGS, setSettings, unsetGatewaySettings } from "../../../tests/support/gateway-settings";

const getDb = setupTestDatabase({ seed: true });

type LoaderArgs = Parameters<typeof loader>[0];

function load(courseId: string) {
  const request = new Request(`http://localhost/courses/${courseId}`);
  return loader({
    request,
    params: { courseId },
    context: testContext(),
    url: new URL(request.url),
  } as unknown as LoaderArgs);
}

type Body = {
  course: { title: string } | null;
  facts: { priceRupees: number; durationWeeks: number; saleStatus: string } | null;
  batches: { id: string; seatsLeft: number; state: string }[];
  batchesIntro: string;
  adText: string | null;
  careers: { salary: string }[];
};

/** The loader answers either plain data (200) or data() with an init (404). */
async function unwrap(pending: ReturnType<typeof loader>): Promise<{ status: number; body: Body }> {
  const result = await pending;
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return { status: (result.init as ResponseInit | null)?.status ?? 200, body: result.data as Body };
  }
  return { status: 200, body: result as Body };
}

describe("course page loader", () => {
  test("a known course answers its words, the catalogue's fee and duration, its open batches and career cards", async () => {
    const { status, body } = await unwrap(load("python-full-stack"));
    expect(status).toBe(200);
    expect(body.course?.title).toBe("Python Full Stack Development");
    expect(body.facts).toMatchObject({ priceRupees: 4999, durationWeeks: 12, saleStatus: "on_sale" });
    // SPEC.md's two Python batches, soonest first: A is running, B enrolling; both take students.
    expect(body.batches.map((b) => [b.id, b.state, b.seatsLeft])).toEqual([
      ["python-a", "running", 30],
      ["python-b", "enrolling", 30],
    ]);
    expect(body.adText).toContain("package included");
    expect(body.careers.map((c) => c.salary)).toEqual(["6-10 LPA", "8-15 LPA", "7-12 LPA", "9-16 LPA"]);
  });

  test("the batches' introduction says 'pay by UPI' without a gateway and 'pay online' with one", async () => {
    expect((await unwrap(load("python-full-stack"))).body.batchesIntro).toBe(
      "Live classes in India time (IST). Choose a batch and pay by UPI to reserve your seat; it is yours once our team confirms the payment.",
    );
    setSettings(GATEWAY_SETTINGS);
    try {
      expect((await unwrap(load("python-full-stack"))).body.batchesIntro).toContain(
        "pay online (UPI, card or net banking) or by UPI with the QR code",
      );
    } finally {
      unsetGatewaySettings();
    }
  });

  test("career cards exist only for python-full-stack", async () => {
    expect((await unwrap(load("java-full-stack"))).body.careers).toEqual([]);
  });

  test("the coming-soon AWS course answers 200 with no full content and no batches to choose", async () => {
    const { status, body } = await unwrap(load("aws-cloud"));
    expect(status).toBe(200);
    expect(body.facts?.saleStatus).toBe("coming_soon");
    expect(body.course).not.toHaveProperty("curriculum");
    expect(body.batches).toEqual([]);
  });

  test("a change staff make in the catalogue is what the page says next (no copy anywhere)", async () => {
    await getDb()
      .update(courses)
      .set({ durationWeeks: 9, priceRupees: 3999 })
      .where(eq(courses.id, "sql-database"));
    await getDb().update(batches).set({ seats: 0 }).where(eq(batches.id, "sql-a"));
    const { body } = await unwrap(load("sql-database"));
    expect(body.facts).toMatchObject({ durationWeeks: 9, priceRupees: 3999 });
    expect(body.batches).toEqual([expect.objectContaining({ id: "sql-a", seatsLeft: 0 })]);
  });

  test("an unknown id answers 404 'Not Found' with no course (the page shows 'Course Not Found')", async () => {
    for (const id of ["cobol", "constructor", "__proto__", "Python-Full-Stack"]) {
      const { status, body } = await unwrap(load(id));
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
