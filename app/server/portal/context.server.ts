import { eq } from "drizzle-orm";
import { COURSE_TITLES, isCourseId } from "~/content/course-catalogue";
import type { PortalStudent } from "~/lib/portal-types";
import { getSessionUser, type SessionUser } from "../auth.server";
import { db } from "../db/client.server";
import { batches, enrolments, users } from "../db/schema.server";
import { oncePerRequest } from "../request-scope.server";
import { SAMPLE_STUDENT_ID } from "./sample-student.server";

/*
 * Who a portal page is about. Signed out: the demo (the seeded sample
 * student, read-only). Signed in as a student: that student, and nobody
 * else (no loader takes a student id from the URL). Staff get 403, as from
 * requireStudent; portal actions call requireStudent itself.
 */
export type PortalViewer =
  { demo: true; userId: string; user: null } | { demo: false; userId: string; user: SessionUser };

export interface PortalContext {
  viewer: PortalViewer;
  student: PortalStudent;
  batchId: string;
  joinedAt: Date;
}

export async function portalViewer(request: Request): Promise<PortalViewer> {
  const user = await getSessionUser(request);
  if (!user) return { demo: true, userId: SAMPLE_STUDENT_ID, user: null };
  if (user.role !== "student") {
    throw new Response("This page is for students.", { status: 403, statusText: "Forbidden" });
  }
  return { demo: false, userId: user.id, user };
}

/** The student's profile row with their batch (one enrolment per student). */
export async function getStudent(userId: string): Promise<(PortalStudent & { joinedAtDate: Date }) | null> {
  const [row] = await db()
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      avatarUrl: users.avatarUrl,
      batchId: batches.id,
      batchName: batches.name,
      courseId: batches.courseId,
      joinedAt: enrolments.joinedAt,
      completedModules: enrolments.completedModules,
      totalModules: enrolments.totalModules,
    })
    .from(users)
    .innerJoin(enrolments, eq(enrolments.userId, users.id))
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .where(eq(users.id, userId))
    .orderBy(enrolments.joinedAt)
    .limit(1);
  if (!row) return null;
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    courseTitle: isCourseId(row.courseId) ? COURSE_TITLES[row.courseId] : row.courseId,
    batchId: row.batchId,
    batchName: row.batchName,
    joinedAt: row.joinedAt.toISOString(),
    joinedAtDate: row.joinedAt,
    completedModules: row.completedModules,
    totalModules: row.totalModules,
  };
}

/** The viewer and their student record; 404 for a student account without an enrolment. */
export function portalContext(request: Request): Promise<PortalContext> {
  // The layout and the page loaders of one request share one lookup.
  return oncePerRequest(request, "portal-context", async () => {
    const viewer = await portalViewer(request);
    const found = await getStudent(viewer.userId);
    if (!found)
      throw new Response("No enrolment found for this account.", { status: 404, statusText: "Not Found" });
    const { joinedAtDate, ...student } = found;
    return { viewer, student, batchId: student.batchId, joinedAt: joinedAtDate };
  });
}
