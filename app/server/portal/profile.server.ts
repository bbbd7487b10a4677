import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { ProfileInput } from "~/lib/account-forms";
import type { PortalAchievement } from "~/lib/portal-types";
import { db } from "../db/client.server";
import { achievements, users } from "../db/schema.server";

export async function listAchievements(userId: string): Promise<PortalAchievement[]> {
  const rows = await db()
    .select()
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(desc(achievements.achievedOn))
    .limit(100);
  return rows.map((a) => ({ id: a.id, title: a.title, description: a.description, date: a.achievedOn }));
}

export type ProfileUpdate = { ok: true } | { ok: false; field: "email"; message: string };

/** Saves the signed-in student's own e-mail and phone (the only editable fields). */
export async function updateProfile(userId: string, input: ProfileInput): Promise<ProfileUpdate> {
  const [clash] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  if (clash)
    return { ok: false, field: "email", message: "This email address is already used by another account." };
  try {
    await db().update(users).set({ email: input.email, phone: input.phone }).where(eq(users.id, userId));
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "23505") {
      return { ok: false, field: "email", message: "This email address is already used by another account." };
    }
    throw error;
  }
  return { ok: true };
}
