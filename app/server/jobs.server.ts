import { and, asc, desc, eq, gte, ilike, or } from "drizzle-orm";
import { istDateKey } from "~/lib/ist";
import { type JobOpening, normaliseJobQuery } from "~/lib/jobs";
import { isRecordId } from "./db/ids.server";
import { db } from "./db/client.server";
import { jobOpenings } from "./db/schema.server";

/**
 * Reads of job openings for the public site. Every call goes to the database
 * (no cache), so an opening staff publish, edit or unpublish in the console
 * shows on /placements with the next page load.
 */

const columns = {
  id: jobOpenings.id,
  role: jobOpenings.role,
  company: jobOpenings.company,
  location: jobOpenings.location,
  packageMinLpa: jobOpenings.packageMinLpa,
  packageMaxLpa: jobOpenings.packageMaxLpa,
  experience: jobOpenings.experience,
  description: jobOpenings.description,
  requirements: jobOpenings.requirements,
  applyUrl: jobOpenings.applyUrl,
  postedAt: jobOpenings.postedAt,
  validThrough: jobOpenings.validThrough,
};

/** Published and not past its valid-through day (India time). */
function isOpen(now: Date) {
  return and(eq(jobOpenings.published, true), gte(jobOpenings.validThrough, istDateKey(now)));
}

/** LIKE treats % and _ as wildcards: a search for "50%" means the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Row = Awaited<ReturnType<typeof selectOpen>>[number];

function toJobOpening(row: Row): JobOpening {
  return { ...row, packageMinLpa: Number(row.packageMinLpa), packageMaxLpa: Number(row.packageMaxLpa) };
}

function selectOpen(now: Date, search: string) {
  const q = normaliseJobQuery(search);
  const where = q
    ? and(
        isOpen(now),
        or(ilike(jobOpenings.role, likePattern(q)), ilike(jobOpenings.location, likePattern(q))),
      )
    : isOpen(now);
  return db()
    .select(columns)
    .from(jobOpenings)
    .where(where)
    .orderBy(desc(jobOpenings.postedAt), asc(jobOpenings.role), asc(jobOpenings.id));
}

/**
 * The openings visitors may see, newest first: published, unexpired and,
 * with a search text, whose role or location contains it (any case).
 */
export async function listOpenJobOpenings(opts: { search?: string; now?: Date } = {}): Promise<JobOpening[]> {
  const rows = await selectOpen(opts.now ?? new Date(), opts.search ?? "");
  return rows.map(toJobOpening);
}

/** One opening by id, only while it is open (unpublished or expired ones are not shown). */
export async function getOpenJobOpening(id: string, now: Date = new Date()): Promise<JobOpening | null> {
  // Anything else (a NUL byte, 10 kB of text from a URL) cannot match.
  if (!isRecordId(id)) return null;
  const [row] = await db()
    .select(columns)
    .from(jobOpenings)
    .where(and(eq(jobOpenings.id, id), isOpen(now)))
    .limit(1);
  return row ? toJobOpening(row) : null;
}
