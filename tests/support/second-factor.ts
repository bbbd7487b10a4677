// Helpers of the staff second-factor tests: a staff member with a real
// password, and the codes their authenticator app would show (computed here
// from the key the set-up page shows, as a person types it into an app).
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import type { Db } from "../../app/server/db/client.server";
import { hashPassword } from "../../app/server/auth.server";
import { users } from "../../app/server/db/schema.server";
import { makeUser } from "../setup/staff-fixtures";

export const STAFF_PASSWORD = "Monsoon-Harbour-Lantern-58";

export async function makeStaff(database: Db, opts: { isAdmin?: boolean; name?: string } = {}) {
  const user = await makeUser(database, { role: "staff", ...opts });
  await database
    .update(users)
    .set({ passwordHash: await hashPassword(STAFF_PASSWORD) })
    .where(eq(users.id, user.id));
  return user;
}

/** The code an app shows for this key (as shown, in groups of four) `steps` 30-second steps from now. */
export function appCode(secretGroups: string, steps = 0): Promise<string> {
  return generate({
    secret: secretGroups.replace(/\s/g, ""),
    epoch: Math.floor(Date.now() / 1000) + steps * 30,
  });
}

/**
 * The code of the step before this one, for setting an app up in a test so
 * that the current code is still unused afterwards. Such a code is accepted
 * only until the current step ends (one step of tolerance), so when less
 * than `marginMs` of it is left this waits for the next step first: a
 * set-up that straddled the edge was refused as "not right" (CI, 29 Nov).
 */
export async function previousAppCode(secretGroups: string, marginMs = 4000): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return appCode(secretGroups, -1);
}
