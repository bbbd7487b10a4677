import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { db } from "../db/client.server";
import { users } from "../db/schema.server";
import { consumeEmailToken, issueEmailToken, peekEmailToken } from "../email-tokens.server";
import { createStaffAccount, StaffAccountError } from "./staff-accounts.server";

/*
 * The first administrator, made in the browser: at a start with no
 * administrator, the server makes a one-time link (PRODUCT.md decision 16),
 * so nobody has to stop the embedded database to run staff:create (which
 * stays, for more staff and for scripts). The link goes to a file only the
 * server's user can read, never to stdout, which log shippers collect and
 * keep (docs/decisions/148-logs-and-headers.md).
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

/** Where the link is written, in the data directory. */
export const FIRST_ADMIN_LINK_FILE = "first-admin-link.txt";

/**
 * At a start: while no administrator exists, a new one-time link written to
 * DATA_DIR/first-admin-link.txt (mode 0600, made afresh: an older file, or a
 * link planted there, is replaced, never written through); returns the lines to print, which say where
 * the file is and not what it holds. Once an administrator exists, the old file
 * is removed and nothing is printed.
 */
export async function announceFirstAdminLink(siteUrl: string, dataDir: string): Promise<string | null> {
  const file = path.resolve(dataDir, FIRST_ADMIN_LINK_FILE);
  await rm(file, { force: true });
  const link = await firstAdminLink(siteUrl);
  if (!link) return null;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // A new file of its own, then renamed over the name: instances starting together (one
  // PostgreSQL, one DATA_DIR) each leave a whole file, and nothing left at the name is followed.
  const fresh = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(fresh, `${link}\n`, { mode: 0o600, flag: "wx" });
  await rename(fresh, file);
  return [
    "",
    "No administrator yet. The link to create the first one in your browser is in",
    "",
    `  ${file}`,
    "",
    `(readable by this user only; it works once, for ${FIRST_ADMIN_TTL_MINUTES} minutes; a restart makes a new one)`,
    "",
  ].join("\n");
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
