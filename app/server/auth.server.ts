import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, lt } from "drizzle-orm";
import { redirect } from "react-router";
import { db } from "./db/client.server";
import { sessions, users } from "./db/schema.server";
import { oncePerRequest } from "./request-scope.server";

export type User = typeof users.$inferSelect;
export type SessionUser = Pick<
  User,
  "id" | "email" | "name" | "phone" | "role" | "isAdmin" | "calendarToken"
>;

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

function serializeCookie(value: string, maxAgeSeconds: number) {
  const attrs = [
    `${sessionCookieName()}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (production()) attrs.push("Secure");
  return attrs.join("; ");
}

/** Starts a new session (a fresh id at every login); returns the Set-Cookie header. */
export async function createSession(userId: string, request?: Request): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db()
    .insert(sessions)
    .values({
      id: tokenId(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      userAgent: request?.headers.get("user-agent")?.slice(0, 300) ?? null,
    });
  return serializeCookie(token, Math.floor(SESSION_TTL_MS / 1000));
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

/**
 * The signed-in user, or null (expired or revoked sessions count as signed out). The root
 * loader and a page's loaders ask for the same request's user: one lookup per page request.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  return oncePerRequest(request, "session-user", () => lookupSessionUser(request));
}

async function lookupSessionUser(request: Request): Promise<SessionUser | null> {
  const token = readCookie(request, sessionCookieName());
  if (!token) return null;
  const rows = await db()
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      phone: users.phone,
      role: users.role,
      isAdmin: users.isAdmin,
      calendarToken: users.calendarToken,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, tokenId(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
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
    throw new Response("This page is for students.", { status: 403, statusText: "Forbidden" });
  }
  return user;
}

/** A signed-in staff member; students get 403, visitors are sent to /login. */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "staff") {
    throw new Response("This page is for staff only.", { status: 403, statusText: "Forbidden" });
  }
  return user;
}

/** Removes expired sessions (called now and then; cheap with the primary key). */
export async function purgeExpiredSessions() {
  await db().delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
