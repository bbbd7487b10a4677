import { desc, eq } from "drizzle-orm";
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

/** Saves the signed-in student's own phone (the e-mail changes through a confirmed link). */
export async function updatePhone(userId: string, phone: string): Promise<void> {
  await db().update(users).set({ phone }).where(eq(users.id, userId));
}
