import { backupStatus } from "../backup/backups.server";
import { databaseHandle } from "../db/client.server";
import { backupDirOf, env } from "../env.server";
import { countOpenDoubts } from "./doubts-queue.server";
import { countListedJobs } from "./jobs-admin.server";
import { countNewLeads, leadsPerDay } from "./leads-inbox.server";
import { countOrdersToVerify } from "./payments-review.server";

export const CHART_DAYS = 30;

/** What needs attention: the /staff overview's counts and the 30-day leads series. */
export async function staffOverview(now = new Date()) {
  const [newLeads, openDoubts, ordersToVerify, listedJobs, perDay, backup] = await Promise.all([
    countNewLeads(),
    countOpenDoubts(),
    countOrdersToVerify(),
    countListedJobs(now),
    leadsPerDay(CHART_DAYS, now),
    backupLine(now),
  ]);
  return { newLeads, openDoubts, ordersToVerify, listedJobs, leadsPerDay: perDay, backup };
}

/** The embedded database's backups (app/server/backup/); PostgreSQL is backed up outside the app. */
async function backupLine(now: Date) {
  if (databaseHandle()?.kind !== "pglite") return { engine: "postgres" as const };
  return { engine: "pglite" as const, ...(await backupStatus(backupDirOf(env()), now)) };
}

/** The navigation's badges: what is waiting for someone. */
export async function staffNavCounts() {
  const [newLeads, openDoubts, ordersToVerify] = await Promise.all([
    countNewLeads(),
    countOpenDoubts(),
    countOrdersToVerify(),
  ]);
  return { newLeads, openDoubts, ordersToVerify };
}
