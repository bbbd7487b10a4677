import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeJob, makeUser } from "../../../tests/setup/staff-fixtures";
import { setupTestDatabase } from "../../../tests/setup/db";
import type { JobOpeningInput } from "~/lib/staff-forms";
import { jobOpenings } from "../db/schema.server";
import {
  createJobOpening,
  getJobOpening,
  isListed,
  jobSlug,
  listJobOpenings,
  setJobPublished,
  updateJobOpening,
} from "./jobs-admin.server";

const getDb = setupTestDatabase();

const input: JobOpeningInput = {
  role: "Python Developer (Django)",
  company: "Spice Route Foods",
  location: "Hyderabad",
  packageMinLpa: 4.5,
  packageMaxLpa: 7,
  experience: "Freshers",
  description:
    "Build and maintain the ordering platform's Django services and REST APIs with the backend team.",
  requirements: ["Python and Django basics", "REST APIs", "SQL (PostgreSQL)", "Git"],
  whyChoose: "",
  applyUrl: "https://careers.example.com/spice-route/python",
  validThrough: "2099-01-31",
  published: true,
};

describe("job openings admin", () => {
  it("makes readable, URL-safe ids", () => {
    expect(jobSlug("Python Developer (Django)", "Spice Route Foods")).toBe(
      "python-developer-django-spice-route-foods",
    );
    expect(jobSlug("   ", "!!")).toBe("job");
  });

  it("creates an opening posted today, with a unique id and an audit entry", async () => {
    const staff = await makeUser(getDb(), { role: "staff", name: "Placement Cell" });
    const id = await createJobOpening(staff, input);
    const again = await createJobOpening(staff, input);
    expect(id).toBe("python-developer-django-spice-route-foods");
    expect(again).toBe(`${id}-2`);
    const job = await getJobOpening(id);
    expect(job).toMatchObject({ ...input, id });
    expect(job!.postedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(job!.audit[0]).toMatchObject({
      action: "job.created",
      actorName: "Placement Cell",
      details: { published: true },
    });
  });

  it("edits an opening and audits which fields changed", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const job = await makeJob(getDb());
    const { id: _id, postedAt: _p, published: _pub, createdAt: _c, updatedAt: _u, ...fields } = job;
    const result = await updateJobOpening(staff, job.id, {
      ...fields,
      location: "Pune",
      validThrough: "2099-06-30",
      packageMaxLpa: 8,
    });
    expect(result).toEqual({ ok: true, changed: ["location", "packageMaxLpa", "validThrough"] });
    const saved = await getJobOpening(job.id);
    expect(saved).toMatchObject({ location: "Pune", validThrough: "2099-06-30", packageMaxLpa: 8 });
    expect(saved!.audit[0]).toMatchObject({
      action: "job.updated",
      details: {
        changed: ["location", "packageMaxLpa", "validThrough"],
        validThrough: { from: "2099-12-31", to: "2099-06-30" },
      },
    });
    expect(
      await updateJobOpening(staff, job.id, {
        ...fields,
        location: "Pune",
        validThrough: "2099-06-30",
        packageMaxLpa: 8,
      }),
    ).toEqual({
      ok: true,
      changed: [],
    });
    expect((await getJobOpening(job.id))!.audit).toHaveLength(1);
    expect(await updateJobOpening(staff, "missing", fields)).toEqual({ ok: false, reason: "not_found" });
  });

  it("publishes and unpublishes, auditing each change", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const job = await makeJob(getDb(), { published: true });
    expect(await setJobPublished(staff, job.id, false)).toEqual({ ok: true, changed: true });
    expect(await setJobPublished(staff, job.id, false)).toEqual({ ok: true, changed: false });
    const [row] = await getDb().select().from(jobOpenings).where(eq(jobOpenings.id, job.id));
    expect(row.published).toBe(false);
    await setJobPublished(staff, job.id, true);
    expect((await getJobOpening(job.id))!.audit.map((a) => a.action)).toEqual([
      "job.published",
      "job.unpublished",
    ]);
    expect(await setJobPublished(staff, "missing", true)).toEqual({ ok: false, reason: "not_found" });
  });

  it("an opening is listed while published and until the end of its valid-through day in India", () => {
    const lastDay = { published: true, validThrough: "2026-11-24" };
    expect(isListed(lastDay, new Date("2026-11-24T18:29:00Z"))).toBe(true); // 23:59 IST
    expect(isListed(lastDay, new Date("2026-11-24T18:31:00Z"))).toBe(false); // 00:01 IST next day
    expect(isListed({ ...lastDay, published: false }, new Date("2026-11-01T00:00:00Z"))).toBe(false);
  });

  it("lists every opening including unpublished ones", async () => {
    const hidden = await makeJob(getDb(), { published: false });
    expect((await listJobOpenings()).map((j) => j.id)).toContain(hidden.id);
  });
});
