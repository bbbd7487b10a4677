import { eq } from "drizzle-orm";
import type { PortalEnrolment, PortalStudent } from "~/lib/portal-types";
import { getSessionUser, type SessionUser } from "../auth.server";
import { db } from "../db/client.server";
import { users } from "../db/schema.server";
import { currentEnrolmentFor } from "../enrolments.server";
import { oncePerRequest } from "../request-scope.server";
import { SAMPLE_STUDENT_ID } from "./sample-student.server";

/*
 * Who a portal page is about. Signed out: the demo (the seeded sample
 * student in the fictional demo batch, read-only). Signed in as a student:
 * that student, and nobody else (no loader takes a student id from the URL).
 * Staff get 403, as from requireStudent; portal actions call requireStudent
 * itself.
 */
export type PortalViewer =
  { demo: true; userId: string; user: null } | { demo: false; userId: string; user: SessionUser };

export interface PortalContext {
  viewer: PortalViewer;
  student: PortalStudent;
  /** What the student chose or holds (the state card), or null: no batch at all. */
  enrolment: PortalEnrolment | null;
  /**
   * The batch whose classes, exams, materials and calendar this viewer may
   * see, or null: pending, withdrawn, completed or no enrolment shows none of
   * them (decision 12). From enrolments.server.ts, the one access rule.
   */
  activeBatchId: string | null;
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

type StudentRow = Pick<SessionUser, "name" | "email" | "phone" | "avatarUrl" | "createdAt">;

/**
 * The student's profile with the enrolment the portal is about (null for an unknown id).
 * `known`: the user row when the caller has it already (the session's lookup reads it).
 */
export async function getStudent(
  userId: string,
  known?: StudentRow,
): Promise<{ student: PortalStudent; enrolment: PortalEnrolment | null; joinedAt: Date } | null> {
  const [user, enrolment] = await Promise.all([
    known ??
      db()
        .select({
          name: users.name,
          email: users.email,
          phone: users.phone,
          avatarUrl: users.avatarUrl,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
        .then((rows) => rows[0]),
    currentEnrolmentFor(userId),
  ]);
  if (!user) return null;
  const joinedAt = enrolment ? new Date(enrolment.joinedAt) : user.createdAt;
  return {
    student: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      avatarUrl: user.avatarUrl,
      courseTitle: enrolment?.courseTitle ?? "No course yet",
      batchId: enrolment?.batchId ?? "",
      batchName: enrolment?.batchName ?? "No batch yet",
      joinedAt: joinedAt.toISOString(),
      completedModules: enrolment?.completedModules ?? 0,
      totalModules: enrolment?.totalModules ?? 0,
      modules: enrolment?.modules ?? [],
    },
    enrolment,
    joinedAt,
  };
}

/** The viewer, their student record, their enrolment and the batch they may see (if any). */
export function portalContext(request: Request): Promise<PortalContext> {
  // The layout and the page loaders of one request share one lookup.
  return oncePerRequest(request, "portal-context", async () => {
    const viewer = await portalViewer(request);
    const found = await getStudent(viewer.userId, viewer.user ?? undefined);
    if (!found) throw new Response("No such student.", { status: 404, statusText: "Not Found" });
    // The current enrolment is the active one when there is one (currentEnrolmentFor orders them
    // as activeBatchIdFor does): no second query for the batch the portal may show.
    const activeBatchId = found.enrolment?.state === "active" ? found.enrolment.batchId : null;
    return { viewer, ...found, activeBatchId };
  });
}
