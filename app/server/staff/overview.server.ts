import { countOpenDoubts } from "./doubts-queue.server";
import { countListedJobs } from "./jobs-admin.server";
import { countNewLeads, leadsPerDay } from "./leads-inbox.server";
import { countOrdersToVerify } from "./payments-review.server";

export const CHART_DAYS = 30;

/** What needs attention: the /staff overview's counts and the 30-day leads series. */
export async function staffOverview(now = new Date()) {
  const [newLeads, openDoubts, ordersToVerify, listedJobs, perDay] = await Promise.all([
    countNewLeads(),
    countOpenDoubts(),
    countOrdersToVerify(),
    countListedJobs(now),
    leadsPerDay(CHART_DAYS, now),
  ]);
  return { newLeads, openDoubts, ordersToVerify, listedJobs, leadsPerDay: perDay };
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
