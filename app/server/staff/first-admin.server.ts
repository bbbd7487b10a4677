import { and, eq, sql } from "drizzle-orm";
import { db } from "../db/client.server";
import { users } from "../db/schema.server";
import { consumeEmailToken, issueEmailToken, peekEmailToken } from "../email-tokens.server";
import { createStaffAccount, StaffAccountError } from "./staff-accounts.server";

/*
 * The first administrator, made in the browser: at a start with no
 * administrator, the server prints a one-time link (PRODUCT.md decision 16),
 * so nobody has to stop the embedded database to run staff:create (which
 * stays, for more staff and for scripts).
 */

export const FIRST_ADMIN_TTL_MINUTES = 60;

export async function adminExists(): Promise<boolean> {
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "staff"), eq(users.isAdmin, true)))
    .limit(1);
  return Boolean(row);
}

/** A new one-time link while no administrator exists, else null. Only the token's hash is stored. */
export async function firstAdminLink(siteUrl: string): Promise<string | null> {
  if (await adminExists()) return null;
  const token = await issueEmailToken({
    userId: null,
    purpose: "first-admin",
    email: null,
    ttlMs: FIRST_ADMIN_TTL_MINUTES * 60_000,
  });
  return `${siteUrl}/setup?token=${token}`;
}

export async function firstAdminTokenIsValid(token: string): Promise<boolean> {
  return Boolean(await peekEmailToken(token, "first-admin")) && !(await adminExists());
}

export type FirstAdminResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "refused"; message: string; field: "email" | "password" | "name" };

/** Creates the administrator from a valid link; the link is used up, and every other one dies with it. */
export async function createFirstAdmin(
  token: string,
  input: { name: string; email: string; password: string },
): Promise<FirstAdminResult> {
  if (!(await firstAdminTokenIsValid(token))) return { ok: false, reason: "invalid" };
  try {
    return await db().transaction(async (tx) => {
      // Two instances' links used at once still make one administrator.
      await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "staff"), eq(users.isAdmin, true)))
        .limit(1);
      if (admin || !(await consumeEmailToken(token, "first-admin", tx))) {
        return { ok: false as const, reason: "invalid" as const };
      }
      const created = await createStaffAccount({ ...input, isAdmin: true }, { name: "first start link", tx });
      return { ok: true as const, userId: created.id };
    });
  } catch (error) {
    if (!(error instanceof StaffAccountError)) throw error;
    const field = error.message.startsWith("Password")
      ? "password"
      : error.message.includes("e-mail")
        ? "email"
        : "name";
    return { ok: false, reason: "refused", message: error.message.replace(/^Password refused: /, ""), field };
  }
}
