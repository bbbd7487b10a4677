import { and, inArray, lt, ne, sql } from "drizzle-orm";
import { type BackupSchedule, nextBackupAt } from "~/lib/backup-schedule";
import { addDays, istDateKey, istStartOfDay } from "~/lib/ist";
import { db } from "./db/client.server";
import { leads, orders, uploads } from "./db/schema.server";
import { logger } from "./logger.server";

/*
 * What the privacy page's retention periods promise, done on a schedule
 * (docs/decisions/183-notice-and-consent.md): enquiries with no activity for
 * LEAD_RETENTION_DAYS are deleted (subscriptions last until unsubscribed), and
 * orders leave after the 8 years from the end of their financial year that tax law keeps them.
 */

export const ORDER_RETENTION_YEARS = 8;

/** The first day (India time) of the oldest financial year whose orders are still kept. */
export function oldestKeptFinancialYearStart(now: Date): Date {
  const today = istDateKey(now);
  const year = Number(today.slice(0, 4));
  const currentFyStartYear = today.slice(5) >= "04-01" ? year : year - 1;
  return istStartOfDay(`${currentFyStartYear - ORDER_RETENTION_YEARS}-04-01`);
}

export async function purgeExpiredData(now: Date, leadRetentionDays: number) {
  const leadCutoff = istStartOfDay(addDays(istDateKey(now), -leadRetentionDays));
  const goneLeads = await db()
    .delete(leads)
    .where(
      and(
        ne(leads.kind, "subscribe"),
        lt(
          sql`greatest(${leads.createdAt}, coalesce(${leads.statusChangedAt}, ${leads.createdAt}))`,
          leadCutoff,
        ),
      ),
    )
    .returning({ id: leads.id });
  const goneOrders = await db().transaction(async (tx) => {
    const rows = await tx
      .delete(orders)
      .where(lt(orders.createdAt, oldestKeptFinancialYearStart(now)))
      .returning({ screenshotId: orders.screenshotId });
    const shots = rows.flatMap((r) => (r.screenshotId ? [r.screenshotId] : []));
    if (shots.length) await tx.delete(uploads).where(inArray(uploads.id, shots));
    return rows.length;
  });
  return { leads: goneLeads.length, orders: goneOrders };
}

const DAILY_AT_3: BackupSchedule = { kind: "daily", hours: 3, minutes: 0 };
const store = globalThis as typeof globalThis & { __retentionTimer?: ReturnType<typeof setTimeout> };

/** Runs the purge every day at 03:00 India time; the timer never keeps the process alive. */
export function startRetentionSchedule(leadRetentionDays: number) {
  const plan = () => {
    const next = nextBackupAt(DAILY_AT_3, new Date())!;
    store.__retentionTimer = setTimeout(() => {
      purgeExpiredData(new Date(), leadRetentionDays)
        .then(
          (gone) => logger.info(gone, "retention: expired records deleted"),
          (error) => logger.error({ err: error }, "retention purge failed"),
        )
        .finally(plan);
    }, next.getTime() - Date.now());
    store.__retentionTimer.unref();
  };
  plan();
}

export function stopRetentionSchedule() {
  if (store.__retentionTimer) clearTimeout(store.__retentionTimer);
  store.__retentionTimer = undefined;
}
