import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { addDays as addDaysIso, istDateKey as indiaDateIso } from "~/lib/ist";
import { filterJobOpenings } from "~/lib/jobs";
import { jobOpenings } from "./db/schema.server";
import { seedJobOpenings } from "./jobs-seed.server";
import { getOpenJobOpening, listOpenJobOpenings } from "./jobs.server";

const getDb = setupTestDatabase({ seed: true });

function extraOpening(id: string, overrides: Partial<typeof jobOpenings.$inferInsert> = {}) {
  const today = indiaDateIso();
  return {
    id,
    role: "Cloud Engineer Trainee",
    company: "Test Co",
    location: "Chennai",
    packageMinLpa: 4,
    packageMaxLpa: 6,
    description: "A test opening.",
    requirements: ["a", "b", "c", "d"],
    applyUrl: `/enrol?intent=apply&job=${id}`,
    postedAt: today,
    validThrough: addDaysIso(today, 30),
    ...overrides,
  };
}

describe("seeded job openings (SPEC.md 'Job listing')", () => {
  it("the seed gives 10 published, open listings for freshers with 4 requirements each", async () => {
    const jobs = await listOpenJobOpenings();
    expect(jobs).toHaveLength(10);
    for (const job of jobs) {
      expect(job.experience).toBe("Freshers");
      expect(job.requirements).toHaveLength(4);
      expect(job.applyUrl).toBe(`/enrol?intent=apply&job=${job.id}`);
      expect(job.packageMinLpa).toBeLessThanOrEqual(job.packageMaxLpa);
      expect(job.description.length).toBeGreaterThan(120);
    }
    const rows = await getDb().select().from(jobOpenings);
    expect(rows.every((r) => r.published && r.whyChoose === "")).toBe(true);
  });

  it("packages span SPEC.md's 3 to 20 LPA", async () => {
    const jobs = await listOpenJobOpenings();
    expect(Math.min(...jobs.map((j) => j.packageMinLpa))).toBe(3);
    expect(Math.max(...jobs.map((j) => j.packageMaxLpa))).toBe(20);
  });

  it("locations include SPEC.md's cities and Karnataka", async () => {
    const locations = (await listOpenJobOpenings()).map((j) => j.location).join(" | ");
    for (const place of [
      "Gurgaon",
      "Bangalore",
      "Karnataka",
      "Bengaluru",
      "Hyderabad",
      "Pune",
      "New Delhi",
    ]) {
      expect(locations).toContain(place);
    }
  });

  it("lists the newest opening first", async () => {
    const dates = (await listOpenJobOpenings()).map((j) => j.postedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("seeding again adds nothing and keeps staff edits", async () => {
    await getDb()
      .update(jobOpenings)
      .set({ role: "Edited by staff" })
      .where(eq(jobOpenings.id, "quantiva-data-analyst"));
    await seedJobOpenings(getDb());
    const rows = await getDb().select().from(jobOpenings);
    expect(rows).toHaveLength(10);
    expect((await getOpenJobOpening("quantiva-data-analyst"))?.role).toBe("Edited by staff");
    await getDb()
      .update(jobOpenings)
      .set({ role: "Data Analyst (Python & SQL)" })
      .where(eq(jobOpenings.id, "quantiva-data-analyst"));
  });
});

describe("search: free text matching role or location, case-insensitive", () => {
  it("matches the role in any case", async () => {
    const lower = await listOpenJobOpenings({ search: "python" });
    const upper = await listOpenJobOpenings({ search: "PYTHON" });
    expect(lower.map((j) => j.id).sort()).toEqual(upper.map((j) => j.id).sort());
    expect(lower.length).toBeGreaterThanOrEqual(3);
    expect(lower.every((j) => /python/i.test(j.role) || /python/i.test(j.location))).toBe(true);
  });

  it("matches the location in any case", async () => {
    const jobs = await listOpenJobOpenings({ search: "HyDeRaBaD" });
    expect(jobs.map((j) => j.company).sort()).toEqual(["Lookwise Search Technologies", "StrataDB Systems"]);
    expect((await listOpenJobOpenings({ search: "karnataka" })).map((j) => j.id)).toEqual([
      "quantiva-data-analyst",
    ]);
  });

  it("does not match the company or the description", async () => {
    expect(await listOpenJobOpenings({ search: "Lookwise" })).toEqual([]);
    expect(await listOpenJobOpenings({ search: "millions of queries" })).toEqual([]);
  });

  it("an empty or blank search lists everything; surrounding spaces are ignored", async () => {
    expect(await listOpenJobOpenings({ search: "   " })).toHaveLength(10);
    expect(await listOpenJobOpenings({ search: "  pune " })).toHaveLength(2);
  });

  it("treats % and _ as text, not wildcards", async () => {
    expect(await listOpenJobOpenings({ search: "%" })).toEqual([]);
    expect(await listOpenJobOpenings({ search: "_" })).toEqual([]);
  });

  it("the database search and the page's in-browser filter agree", async () => {
    const all = await listOpenJobOpenings();
    for (const q of [
      "engineer",
      "SQL",
      "bengaluru",
      "bangalore",
      "DELHI",
      "trainee",
      "java",
      "nothing-like-this",
    ]) {
      const fromDb = (await listOpenJobOpenings({ search: q })).map((j) => j.id);
      expect(
        filterJobOpenings(all, q).map((j) => j.id),
        q,
      ).toEqual(fromDb);
    }
  });
});

describe("only published, unexpired openings are shown", () => {
  it("excludes an opening whose valid-through day has passed, and keeps one valid through today", async () => {
    const today = indiaDateIso();
    await getDb()
      .insert(jobOpenings)
      .values([
        extraOpening("expired-yesterday", { validThrough: addDaysIso(today, -1) }),
        extraOpening("valid-through-today", { validThrough: today }),
      ]);
    const ids = (await listOpenJobOpenings()).map((j) => j.id);
    expect(ids).not.toContain("expired-yesterday");
    expect(ids).toContain("valid-through-today");
    expect(await getOpenJobOpening("expired-yesterday")).toBeNull();
    expect(await listOpenJobOpenings({ search: "chennai" })).toHaveLength(1);
    await getDb().delete(jobOpenings).where(eq(jobOpenings.company, "Test Co"));
  });

  it("an opening expires at the end of its day in India, not in UTC", async () => {
    await getDb()
      .insert(jobOpenings)
      .values(extraOpening("ends-2026-11-20", { validThrough: "2026-11-20" }));
    // 20 Nov 23:00 IST is still 20 Nov in India; 21 Nov 00:30 IST is not.
    expect(await getOpenJobOpening("ends-2026-11-20", new Date("2026-11-20T17:30:00Z"))).not.toBeNull();
    expect(await getOpenJobOpening("ends-2026-11-20", new Date("2026-11-20T19:00:00Z"))).toBeNull();
    await getDb().delete(jobOpenings).where(eq(jobOpenings.id, "ends-2026-11-20"));
  });

  it("excludes an unpublished opening, and shows it again at once when staff republish it", async () => {
    const id = "harvest-bowl-software-trainee";
    await getDb().update(jobOpenings).set({ published: false }).where(eq(jobOpenings.id, id));
    expect((await listOpenJobOpenings()).map((j) => j.id)).not.toContain(id);
    expect(await getOpenJobOpening(id)).toBeNull();
    await getDb().update(jobOpenings).set({ published: true }).where(eq(jobOpenings.id, id));
    expect((await getOpenJobOpening(id))?.company).toBe("Harvest Bowl Foods");
  });

  it("getOpenJobOpening answers null for an unknown id", async () => {
    expect(await getOpenJobOpening("no-such-job")).toBeNull();
  });
});
