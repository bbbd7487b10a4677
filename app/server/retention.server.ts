import { and, inArray, lt, ne, sql } from "drizzle-orm";
import { type BackupSchedule, nextBackupAt } from "~/lib/backup-schedule";
import { addDays, istDateKey, istStartOfDay } from "~/lib/ist";
import { db } from "./db/client.server";
import { leads, orders, refunds, taxDocuments, uploads } from "./db/schema.server";
import { logger } from "./logger.server";

/*
 * What the privacy page's retention periods promise, done on a schedule
 * (docs/decisions/183-notice-and-consent.md): enquiries with no activity for
 * LEAD_RETENTION_DAYS are deleted (subscriptions last until unsubscribed), and
 * orders (with their receipts, invoices, credit notes and refunds) leave after the 8 years from
 * the end of their financial year that tax law keeps them.
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
  const cutoff = oldestKeptFinancialYearStart(now);
  const goneOrders = await db().transaction(async (tx) => {
    // An order goes with its receipt or invoice and credit notes, once the last of them is out of
    // its 8 years too (one made on 31 March may be invoiced in the next financial year).
    const expired = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          lt(orders.createdAt, cutoff),
          sql`not exists (select 1 from ${taxDocuments} d where d.order_id = ${orders.id} and d.issued_at >= ${cutoff.toISOString()}::timestamptz)`,
        ),
      );
    const ids = expired.map((o) => o.id);
    if (!ids.length) return 0;
    await tx.delete(taxDocuments).where(inArray(taxDocuments.orderId, ids));
    await tx.delete(refunds).where(inArray(refunds.orderId, ids));
    const rows = await tx
      .delete(orders)
      .where(inArray(orders.id, ids))
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
