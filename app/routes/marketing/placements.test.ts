import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { jobOpenings } from "~/server/db/schema.server";
import { addDays as addDaysIso, istDateKey as indiaDateIso } from "~/lib/ist";
import type { Route } from "./+types/placements";
import { loader, meta } from "./placements";
import { testContext } from "../../../tests/support/request-context";

const getDb = setupTestDatabase({ seed: true });

function load(path: string) {
  const request = new Request(`http://localhost${path}`);
  return loader({
    request,
    params: {},
    context: testContext(),
    url: new URL(request.url),
    pattern: "/placements",
  } as Route.LoaderArgs);
}

type LdTag = { "script:ld+json": Record<string, unknown> };

describe("/placements loader", () => {
  it("gives every published, unexpired opening and the search text from ?q=, which starts empty", async () => {
    const data = await load("/placements");
    expect(data.jobs).toHaveLength(10);
    expect(data.q).toBe("");
    expect(data.selected).toBeNull();
    expect((await load("/placements?q=Pune")).q).toBe("Pune");
    expect((await load(`/placements?q=${"a".repeat(500)}`)).q).toHaveLength(100);
  });

  it("?job=<id> selects that opening for the details panel; an unknown id selects nothing", async () => {
    const data = await load("/placements?job=cartnest-sde-1-backend");
    expect(data.selected).toMatchObject({ company: "CartNest Retail", requirements: expect.any(Array) });
    expect((await load("/placements?job=nope")).selected).toBeNull();
  });

  it("leaves out an expired opening, even when asked for it by id", async () => {
    const today = indiaDateIso();
    await getDb()
      .insert(jobOpenings)
      .values({
        id: "expired-one",
        role: "Expired Role",
        company: "Gone Co",
        location: "Pune",
        packageMinLpa: 3,
        packageMaxLpa: 4,
        description: "Closed.",
        requirements: ["a", "b", "c", "d"],
        applyUrl: "/enrol?intent=apply&job=expired-one",
        postedAt: addDaysIso(today, -40),
        validThrough: addDaysIso(today, -1),
      });
    const data = await load("/placements?job=expired-one");
    expect(data.jobs.map((j) => j.id)).not.toContain("expired-one");
    expect(data.selected).toBeNull();
  });
});

describe("/placements meta", () => {
  it("has its title, description, canonical URL and one JobPosting per open job", async () => {
    const loaderData = await load("/placements");
    const tags = meta({ matches: [], loaderData } as unknown as Route.MetaArgs);
    expect(tags).toContainEqual({ title: "Placements and Job Openings for Freshers | TechPro Academy" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/placements",
    });
    const postings = (tags as LdTag[])
      .map((t) => t["script:ld+json"])
      .filter((ld) => ld?.["@type"] === "JobPosting");
    expect(postings).toHaveLength(10);
    expect(postings.map((p) => p.title)).toEqual(loaderData.jobs.map((j) => j.role));
  });
});
