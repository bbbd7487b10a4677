import { asc, eq } from "drizzle-orm";
import type { SaleStatus } from "~/content/catalogue-seed";
import { COURSE_TITLES, type CourseId, isCourseId } from "~/content/course-catalogue";
import { type CourseFacts, isChoosable, type LiveOffer } from "~/lib/catalogue";
import type { CourseInput } from "~/lib/catalogue-forms";
import type { CertificateRuleInput } from "~/lib/certificate-forms";
import { istDateKey } from "~/lib/ist";
import { changeDetails, changedFields } from "~/lib/changes";
import { discountPercent } from "~/lib/pricing";
import { listOpenBatches } from "./batches.server";
import { db, type Db, type Tx } from "./db/client.server";
import { courses } from "./db/schema.server";
import { liveOffers } from "./offers.server";
import { oncePerRequest } from "./request-scope.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * The catalogue (PRODUCT.md decision 13): every course's price, regular
 * price, duration, level, sale status and summary live in the courses table
 * and every page reads them from here, so no page can contradict another.
 * Nothing is cached in memory: a change shows on this instance at once and
 * on the others within the page cache's seconds.
 */

export type CourseRow = typeof courses.$inferSelect;

function facts(row: CourseRow, offer: LiveOffer | null, nextStart: string | null): CourseFacts | null {
  if (!isCourseId(row.id)) return null;
  // An offer only applies to a course that can be bought.
  const live = row.saleStatus === "on_sale" ? offer : null;
  const price = live ? live.priceRupees : row.priceRupees;
  return {
    id: row.id,
    title: COURSE_TITLES[row.id],
    summary: row.summary,
    level: row.level,
    durationWeeks: row.durationWeeks,
    saleStatus: row.saleStatus,
    priceRupees: price,
    listPriceRupees: row.priceRupees,
    regularPriceRupees: row.regularPriceRupees,
    discountPercent: discountPercent(price, row.regularPriceRupees),
    offer: live,
    nextStart,
    certificateAttendancePercent: row.certificateAttendancePercent,
  };
}

/** Every course with its live offer and next open batch, in catalogue order. */
export async function listCourseFacts(now = new Date()): Promise<CourseFacts[]> {
  const [rows, offers, batches] = await Promise.all([
    db().select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.id)),
    liveOffers(now),
    listOpenBatches(),
  ]);
  const today = istDateKey(now);
  return rows
    .map((row) => {
      // The next start: the soonest enrolling batch with a seat, not yet started.
      const next = batches.find(
        (b) => b.courseId === row.id && b.state === "enrolling" && isChoosable(b) && b.startDate >= today,
      );
      return facts(row, offers.find((o) => o.courseId === row.id) ?? null, next?.startDate ?? null);
    })
    .filter((c): c is CourseFacts => c !== null);
}

/** The catalogue for one page request: the layout and the page share one read. */
export function requestCourseFacts(request: Request): Promise<CourseFacts[]> {
  return oncePerRequest(request, "catalogue", () => listCourseFacts());
}

export async function getCourseFacts(id: string, now = new Date()): Promise<CourseFacts | null> {
  if (!isCourseId(id)) return null;
  return (await listCourseFacts(now)).find((c) => c.id === id) ?? null;
}

export type Charge =
  | { ok: true; courseId: CourseId; priceRupees: number; offerId: string | null }
  | { ok: false; reason: "unknown_course" }
  | { ok: false; reason: "not_on_sale"; status: Exclude<SaleStatus, "on_sale"> };

/**
 * What an order for this course costs now: a live offer's price, else the
 * catalogue price. The browser never says what to charge. A course that is
 * not on sale cannot be ordered.
 */
export async function chargeFor(
  courseId: string,
  now = new Date(),
  database: Db | Tx = db(),
): Promise<Charge> {
  if (!isCourseId(courseId)) return { ok: false, reason: "unknown_course" };
  const [row] = await database.select().from(courses).where(eq(courses.id, courseId));
  if (!row) return { ok: false, reason: "unknown_course" };
  if (row.saleStatus !== "on_sale") return { ok: false, reason: "not_on_sale", status: row.saleStatus };
  const offer = (await liveOffers(now, database)).find((o) => o.courseId === courseId) ?? null;
  return {
    ok: true,
    courseId,
    priceRupees: offer ? offer.priceRupees : row.priceRupees,
    offerId: offer?.id ?? null,
  };
}

// ---------------------------------------------------------------- staff (administrators)

export async function listCourseRows(): Promise<CourseRow[]> {
  return db().select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.id));
}

export async function getCourseRow(id: string): Promise<CourseRow | null> {
  const [row] = await db().select().from(courses).where(eq(courses.id, id));
  return row ?? null;
}

/** An administrator changes a course's facts (audited with each field's old and new value). */
export async function updateCourse(
  actor: StaffActor,
  id: string,
  input: CourseInput,
): Promise<{ ok: true; changed: string[] } | { ok: false; reason: "not_found" }> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for("update");
    if (!before) return { ok: false, reason: "not_found" } as const;
    const changed = changedFields(before, input);
    if (changed.length === 0) return { ok: true, changed } as const;
    await tx
      .update(courses)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(courses.id, id));
    await recordAudit(tx, {
      actor,
      action: "course.updated",
      entityType: "course",
      entityId: id,
      details: changeDetails(before, input, changed),
    });
    return { ok: true, changed } as const;
  });
}

/** An administrator sets a course's certificate rule and signatory (audited like any course change). */
export async function updateCertificateRule(
  actor: StaffActor,
  id: string,
  input: Omit<CertificateRuleInput, "intent">,
): Promise<{ ok: true; changed: string[] } | { ok: false; reason: "not_found" }> {
  const next = {
    certificateAttendancePercent: input.certificateAttendancePercent,
    certificateSignatoryName: input.certificateSignatoryName,
    certificateSignatoryTitle: input.certificateSignatoryTitle,
  };
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for("update");
    if (!before) return { ok: false, reason: "not_found" } as const;
    const changed = changedFields(before, next);
    if (changed.length === 0) return { ok: true, changed } as const;
    await tx
      .update(courses)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(courses.id, id));
    await recordAudit(tx, {
      actor,
      action: "course.certificate_rule_changed",
      entityType: "course",
      entityId: id,
      details: changeDetails(before, next, changed),
    });
    return { ok: true, changed } as const;
  });
}
