import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { redirect } from "react-router";
import { createSession, readCookie, serializeCookie } from "./auth.server";
import { db } from "./db/client.server";
import { type SIGN_IN_STEPS, signInChallenges, users } from "./db/schema.server";
import { flashCookie } from "./flash.server";

/*
 * Half signed in (docs/decisions/150-staff-second-factor.md): the password
 * was right and the second factor is still to come, or to be set up. This is
 * not a session: getSessionUser() never sees it, so no /staff page, action or
 * `.data` answer does either. Its own cookie, its own table (sha256 only),
 * ten minutes, and used up by the step that completes the sign-in.
 */

export type SignInStepKind = (typeof SIGN_IN_STEPS)[number];

const TTL_MS = 10 * 60_000;
const production = () => process.env.NODE_ENV === "production";
const cookieName = () => (production() ? "__Host-sign-in-step" : "sign-in-step");
const idOf = (token: string) => createHash("sha256").update(token).digest("hex");

const cookie = (value: string, maxAgeSeconds: number) => serializeCookie(value, maxAgeSeconds, cookieName());

/** The Set-Cookie header that forgets this browser's sign-in step. */
export const clearSignInStepCookie = () => cookie("", 0);

/** Starts the second step of a sign-in; returns its Set-Cookie header. */
export async function startSignInStep(
  request: Request,
  userId: string,
  step: SignInStepKind,
  redirectTo: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const previous = readCookie(request, cookieName());
  await db().transaction(async (tx) => {
    // This browser's earlier attempt ends; steps nobody finished are swept on the way.
    if (previous) await tx.delete(signInChallenges).where(eq(signInChallenges.id, idOf(previous)));
    await tx.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date()));
    await tx.insert(signInChallenges).values({
      id: idOf(token),
      userId,
      step,
      redirectTo,
      expiresAt: new Date(Date.now() + TTL_MS),
    });
  });
  return cookie(token, TTL_MS / 1000);
}

export interface SignInStep {
  id: string;
  step: SignInStepKind;
  redirectTo: string;
  user: { id: string; name: string; email: string; isAdmin: boolean };
}

/** This browser's sign-in step still in force, or null. */
export async function currentSignInStep(request: Request): Promise<SignInStep | null> {
  const token = readCookie(request, cookieName());
  if (!token) return null;
  const [row] = await db()
    .select({
      id: signInChallenges.id,
      step: signInChallenges.step,
      redirectTo: signInChallenges.redirectTo,
      userId: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
    })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.id, idOf(token)),
        gt(signInChallenges.expiresAt, new Date()),
        eq(users.role, "staff"),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { userId, name, email, isAdmin, ...step } = row;
  return { ...step, user: { id: userId, name, email, isAdmin } };
}

/**
 * The second factor is done: the step is used up and the session starts.
 * Returns the Set-Cookie headers, or null when another request (a second
 * tab) used the step first.
 */
export async function completeSignIn(request: Request, step: SignInStep): Promise<Headers | null> {
  const used = await db()
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, step.id))
    .returning({ id: signInChallenges.id });
  if (used.length !== 1) return null;
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(step.user.id, request, "staff", { secondFactor: true }));
  headers.append("Set-Cookie", clearSignInStepCookie());
  return headers;
}

/** No step in force (ten minutes passed, or another tab finished it): back to the password. */
export function signInAgain() {
  const headers = new Headers();
  headers.append("Set-Cookie", clearSignInStepCookie());
  headers.append(
    "Set-Cookie",
    flashCookie({
      kind: "info",
      title: "Please sign in again",
      description: "The code step lasts 10 minutes. Start again with your e-mail and password.",
    }),
  );
  return redirect("/login", { headers });
}
