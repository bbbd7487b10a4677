import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, desc, eq, gt, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { db, type Tx } from "./db/client.server";
import { pageUrlOf } from "./http/data-request.server";
import { sessions, users } from "./db/schema.server";
import { securityEvent } from "./logger.server";
import { adminsMustUseSecondFactor } from "./second-factor-policy.server";
import { oncePerRequest } from "./request-scope.server";
import { preparedQuery } from "./db/prepared.server";

export type User = typeof users.$inferSelect;
export type SessionUser = Pick<
  User,
  "id" | "email" | "name" | "phone" | "role" | "isAdmin" | "emailVerifiedAt" | "avatarUrl" | "createdAt"
> & {
  /** The session's id (the hash of its cookie), to tell "this device" from the others. */
  sessionId: string;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lives (docs/decisions/120-accounts-you-can-trust.md):
 * it ends after `idleMs` without a request, and after `absoluteMs` whatever
 * its use. Staff sessions open every lead, payment and student: shorter.
 */
export const SESSION_POLICY = {
  student: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  staff: { idleMs: 1 * HOUR, absoluteMs: 12 * HOUR },
} as const;

/** last_seen_at is written at most this often per session (one write a minute, not one per request). */
const TOUCH_EVERY_MS = MINUTE;

const production = () => process.env.NODE_ENV === "production";
/** `__Host-` requires Secure and no Domain: only in production (HTTPS or localhost). */
export const sessionCookieName = () => (production() ? "__Host-session" : "session");

// argon2id with OWASP's minimum parameters (19 MiB, 2 iterations).
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, argonOptions);
}

// A real hash of a random password: verifying against it when the e-mail is
// unknown makes a failed login take the same time whether or not it exists.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword(randomBytes(16).toString("hex"))));
  const ok = await verify(target, password).catch(() => false);
  return passwordHash ? ok : false;
}

function tokenId(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A cookie the request carries, decoded; undefined when absent. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

/** An HttpOnly, SameSite=Lax cookie for the whole site (Secure in production); `name` defaults to the session's. */
export function serializeCookie(value: string, maxAgeSeconds: number, name = sessionCookieName()) {
  const attrs = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (production()) attrs.push("Secure");
  return attrs.join("; ");
}

/**
 * Starts a new session (a fresh id at every login); returns the Set-Cookie header.
 * `secondFactor`: this sign-in passed the staff second factor (second-factor.server.ts).
 */
export async function createSession(
  userId: string,
  request?: Request,
  knownRole?: "student" | "staff",
  opts: { secondFactor?: boolean } = {},
): Promise<string> {
  const role =
    knownRole ??
    (await db().select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1))[0]?.role;
  const policy = SESSION_POLICY[role ?? "student"];
  const token = randomBytes(32).toString("base64url");
  await db()
    .insert(sessions)
    .values({
      id: tokenId(token),
      userId,
      expiresAt: new Date(Date.now() + policy.absoluteMs),
      userAgent: request?.headers.get("user-agent")?.slice(0, 300) ?? null,
      secondFactorAt: opts.secondFactor ? new Date() : null,
    });
  return serializeCookie(token, Math.floor(policy.absoluteMs / 1000));
}

/** Deletes the request's session server-side; returns the Set-Cookie header that clears it. */
export async function destroySession(request: Request): Promise<string> {
  const token = readCookie(request, sessionCookieName());
  if (token)
    await db()
      .delete(sessions)
      .where(eq(sessions.id, tokenId(token)));
  return serializeCookie("", 0);
}

// Sessions still in force: before their absolute end and used within their role's idle time;
// where administrators must use a second factor, an administrator's session without it is not one.
const sessionLive = (secondFactorRule = adminsMustUseSecondFactor()) =>
  and(
    secondFactorRule
      ? or(ne(users.role, "staff"), eq(users.isAdmin, false), isNotNull(sessions.secondFactorAt))
      : undefined,
    gt(sessions.expiresAt, sql`now()`),
    or(
      and(
        eq(users.role, "staff"),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_POLICY.staff.idleMs / 1000})`),
      ),
      and(
        ne(users.role, "staff"),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_POLICY.student.idleMs / 1000})`),
      ),
    ),
  );

/**
 * The signed-in user, or null (expired, idle too long or revoked sessions count as signed out).
 * The root loader and a page's loaders ask for the same request's user: one lookup per page
 * request (an action may change the session, so a POST looks again every time).
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  return oncePerRequest(request, "session-user", () => lookUpSession(request));
}

async function lookUpSession(request: Request): Promise<SessionUser | null> {
  const token = readCookie(request, sessionCookieName());
  if (!token) return null;
  const id = tokenId(token);
  // Built once per database and rule (docs/decisions/209-queries-built-once.md).
  const secondFactorRule = adminsMustUseSecondFactor();
  const rows = await preparedQuery(`session_user_${secondFactorRule ? "2fa" : "any"}`, (database) =>
    database
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        phone: users.phone,
        role: users.role,
        isAdmin: users.isAdmin,
        emailVerifiedAt: users.emailVerifiedAt,
        // The portal's profile fields come with the session: no second read of the user row.
        avatarUrl: users.avatarUrl,
        createdAt: users.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder("id")), sessionLive(secondFactorRule)))
      .limit(1),
  ).execute({ id });
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db().update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return { ...user, sessionId: id };
}

export interface SessionSummary {
  current: boolean;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The account's sessions still in force, the current one first, then by last use. */
export async function listSessions(userId: string, currentSessionId: string): Promise<SessionSummary[]> {
  const rows = await db()
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), sessionLive()))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
  return rows
    .map(({ id, ...r }) => ({ ...r, current: id === currentSessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends every session of the account but this one; returns how many ended. */
export async function endOtherSessions(
  userId: string,
  keepSessionId: string | null,
  tx?: Tx,
): Promise<number> {
  const ended = await (tx ?? db())
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

function loginRedirect(request: Request) {
  // The page's own address: a data request (`/dashboard/exams.data?_routes=…`) comes back to its page.
  const url = pageUrlOf(request);
  const to = `${url.pathname}${url.search}`;
  return redirect(`/login?redirectTo=${encodeURIComponent(to)}`);
}

/** Any signed-in user, else a redirect to /login that comes back here. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** A signed-in student; staff get 403, visitors are sent to /login. */
export async function requireStudent(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "student") {
    securityEvent("access-refused", { userId: user.id, path: pageUrlOf(request).pathname });
    throw new Response("This page is for students.", { status: 403, statusText: "Forbidden" });
  }
  return user;
}

/** A signed-in staff member; students get 403, visitors are sent to /login. */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "staff") {
    securityEvent("access-refused", { userId: user.id, path: pageUrlOf(request).pathname });
    throw new Response("This page is for staff only.", { status: 403, statusText: "Forbidden" });
  }
  return user;
}

/** Removes sessions past their absolute end (called now and then; cheap with the primary key). */
export async function purgeExpiredSessions() {
  await db().delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
