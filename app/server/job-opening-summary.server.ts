import { and, eq } from "drizzle-orm";
import { db } from "./db/client.server";
import { jobOpenings } from "./db/schema.server";

export interface JobOpeningSummary {
  id: string;
  role: string;
  company: string;
  location: string;
}

/**
 * The role and company of a published job opening, for the heading of the
 * enquiry page when a job's Apply Now sends someone to /enrol?intent=apply&job=<id>.
 * null for a missing, unknown or unpublished id: the page then asks which role.
 * (The placements module owns job openings; this is one small read.)
 */
export async function findJobOpeningSummary(
  id: string | null | undefined,
): Promise<JobOpeningSummary | null> {
  // Ids are slugs or UUIDs; anything else (a NUL byte, 10 kB of text) cannot match.
  if (!id || !/^[A-Za-z0-9._-]{1,100}$/.test(id)) return null;
  const rows = await db()
    .select({
      id: jobOpenings.id,
      role: jobOpenings.role,
      company: jobOpenings.company,
      location: jobOpenings.location,
    })
    .from(jobOpenings)
    .where(and(eq(jobOpenings.id, id), eq(jobOpenings.published, true)))
    .limit(1);
  return rows[0] ?? null;
}
