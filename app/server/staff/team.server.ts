import { and, count, desc, eq, isNotNull, max } from "drizzle-orm";
import type { SessionUser } from "../auth.server";
import { requireStaff } from "../auth.server";
import { db } from "../db/client.server";
import { auditLog, secondFactors, sessions, users } from "../db/schema.server";
import { safePath, securityEvent } from "../logger.server";
import { recordAudit, type StaffActor } from "./audit.server";

/**
 * A staff member with the admin flag; other staff get 403 (a security event),
 * students 403, visitors /login.
 */
export async function requireStaffAdmin(
  request: Request,
  refusal = "This page is for administrators only.",
): Promise<SessionUser> {
  const user = await requireStaff(request);
  if (!user.isAdmin) {
    securityEvent("access-refused", { userId: user.id, path: safePath(request.url) });
    throw new Response(refusal, { status: 403, statusText: "Forbidden" });
  }
  return user;
}

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  createdAt: Date;
  sessions: number;
  lastActionAt: Date | null;
  /** Signs in with an authenticator app too. */
  secondFactor: boolean;
}

/** Every staff account, admins first, with open sessions and last console action. */
export async function listStaff(): Promise<StaffMember[]> {
  const rows = await db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.role, "staff"))
    .orderBy(desc(users.isAdmin), users.name);
  const open = await db()
    .select({ userId: sessions.userId, n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.role, "staff"))
    .groupBy(sessions.userId);
  const last = await db()
    .select({ userId: auditLog.actorUserId, at: max(auditLog.createdAt) })
    .from(auditLog)
    .groupBy(auditLog.actorUserId);
  const withApp = await db()
    .select({ userId: secondFactors.userId })
    .from(secondFactors)
    .where(isNotNull(secondFactors.enabledAt));
  const openBy = new Map(open.map((o) => [o.userId, Number(o.n)]));
  const lastBy = new Map(last.map((l) => [l.userId, l.at]));
  const secured = new Set(withApp.map((s) => s.userId));
  return rows.map((r) => ({
    ...r,
    sessions: openBy.get(r.id) ?? 0,
    lastActionAt: lastBy.get(r.id) ?? null,
    secondFactor: secured.has(r.id),
  }));
}

export type TeamActionResult = { ok: true } | { ok: false; reason: "not_found" | "self" };

/** Ends every session of a staff member (lost laptop, shared computer). */
export async function signOutStaffEverywhere(actor: StaffActor, userId: string): Promise<TeamActionResult> {
  return db().transaction(async (tx) => {
    const [member] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, "staff")));
    if (!member) return { ok: false, reason: "not_found" } as const;
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await recordAudit(tx, {
      actor,
      action: "staff.signed_out",
      entityType: "user",
      entityId: userId,
      details: { email: member.email, sessions: ended.length },
    });
    return { ok: true } as const;
  });
}

/**
 * Removes a staff account (someone left). Their name stays on the history
 * they wrote (audit rows and doubt replies keep the name). An administrator
 * cannot remove themselves, so the console always keeps one.
 */
export async function removeStaffAccount(actor: StaffActor, userId: string): Promise<TeamActionResult> {
  if (actor.id === userId) return { ok: false, reason: "self" };
  return db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.role, "staff")))
      .returning({ email: users.email, name: users.name });
    if (!removed) return { ok: false, reason: "not_found" } as const;
    await recordAudit(tx, {
      actor,
      action: "staff.removed",
      entityType: "user",
      entityId: userId,
      details: removed,
    });
    return { ok: true } as const;
  });
}
