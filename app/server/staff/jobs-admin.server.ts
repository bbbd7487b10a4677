import { asc, desc, eq } from "drizzle-orm";
import type { JobOpeningInput } from "~/lib/staff-forms";
import { db } from "../db/client.server";
import { jobOpenings } from "../db/schema.server";
import { type AuditEntry, auditTrail, recordAudit, type StaffActor } from "./audit.server";
import { istDateKey } from "~/lib/ist";

export type JobOpening = typeof jobOpenings.$inferSelect;

/** Every opening, newest first: published, unpublished and past their valid-through date. */
export async function listJobOpenings(): Promise<JobOpening[]> {
  return db()
    .select()
    .from(jobOpenings)
    .orderBy(desc(jobOpenings.postedAt), desc(jobOpenings.createdAt), asc(jobOpenings.id));
}

export async function getJobOpening(id: string): Promise<(JobOpening & { audit: AuditEntry[] }) | null> {
  const [job] = await db().select().from(jobOpenings).where(eq(jobOpenings.id, id)).limit(1);
  if (!job) return null;
  return { ...job, audit: await auditTrail("job", id) };
}

/** "Data Analyst at Acme Corp" -> "data-analyst-acme-corp" (URL-safe, short). */
export function jobSlug(role: string, company: string): string {
  const slug = `${role} ${company}`
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  return slug || "job";
}

/** Whether an opening shows on /placements today (published and not past its valid-through day in India). */
export function isListed(job: Pick<JobOpening, "published" | "validThrough">, now = new Date()): boolean {
  return job.published && job.validThrough >= istDateKey(now);
}

const EDITABLE_FIELDS = [
  "role",
  "company",
  "location",
  "packageMinLpa",
  "packageMaxLpa",
  "experience",
  "description",
  "requirements",
  "whyChoose",
  "applyUrl",
  "validThrough",
] as const;

export async function createJobOpening(actor: StaffActor, input: JobOpeningInput): Promise<string> {
  return db().transaction(async (tx) => {
    const base = jobSlug(input.role, input.company);
    // Ids are readable slugs; a second opening with the same role and company gets a suffix.
    let id = base;
    for (let n = 2; ; n += 1) {
      const [taken] = await tx.select({ id: jobOpenings.id }).from(jobOpenings).where(eq(jobOpenings.id, id));
      if (!taken) break;
      id = `${base}-${n}`;
    }
    const { published, ...fields } = input;
    await tx.insert(jobOpenings).values({ id, ...fields, published, postedAt: istDateKey(new Date()) });
    await recordAudit(tx, {
      actor,
      action: "job.created",
      entityType: "job",
      entityId: id,
      details: { role: input.role, company: input.company, published },
    });
    return id;
  });
}

export type JobUpdateResult = { ok: true; changed: string[] } | { ok: false; reason: "not_found" };

/** Saves an edit; the audit entry names the fields that changed. Publishing is separate (setJobPublished). */
export async function updateJobOpening(
  actor: StaffActor,
  id: string,
  input: Omit<JobOpeningInput, "published">,
): Promise<JobUpdateResult> {
  return db().transaction(async (tx) => {
    const [current] = await tx.select().from(jobOpenings).where(eq(jobOpenings.id, id)).for("update");
    if (!current) return { ok: false, reason: "not_found" } as const;
    const changed = EDITABLE_FIELDS.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(input[f]));
    if (changed.length === 0) return { ok: true, changed } as const;
    const values = Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, input[f]]));
    await tx
      .update(jobOpenings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(jobOpenings.id, id));
    await recordAudit(tx, {
      actor,
      action: "job.updated",
      entityType: "job",
      entityId: id,
      details: {
        changed,
        ...(changed.includes("validThrough")
          ? { validThrough: { from: current.validThrough, to: input.validThrough } }
          : {}),
      },
    });
    return { ok: true, changed } as const;
  });
}

export async function setJobPublished(
  actor: StaffActor,
  id: string,
  published: boolean,
): Promise<{ ok: true; changed: boolean } | { ok: false; reason: "not_found" }> {
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ published: jobOpenings.published })
      .from(jobOpenings)
      .where(eq(jobOpenings.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" } as const;
    if (current.published === published) return { ok: true, changed: false } as const;
    await tx.update(jobOpenings).set({ published, updatedAt: new Date() }).where(eq(jobOpenings.id, id));
    await recordAudit(tx, {
      actor,
      action: published ? "job.published" : "job.unpublished",
      entityType: "job",
      entityId: id,
    });
    return { ok: true, changed: true } as const;
  });
}

export async function countListedJobs(now = new Date()): Promise<number> {
  const jobs = await db()
    .select({ published: jobOpenings.published, validThrough: jobOpenings.validThrough })
    .from(jobOpenings);
  return jobs.filter((j) => isListed(j, now)).length;
}
