import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { makeLead, makeOrder } from "../../tests/setup/staff-fixtures";
import { leads, orders } from "./db/schema.server";
import { oldestKeptFinancialYearStart, purgeExpiredData } from "./retention.server";

const getDb = setupTestDatabase({ seed: true });
const DAY = 86_400_000;

describe("retention purge (privacy page: enquiries after LEAD_RETENTION_DAYS without activity)", () => {
  it("deletes leads with no activity for 730 days, keeps newer ones, recently handled ones and newsletter subscriptions", async () => {
    const db = getDb();
    const now = new Date("2026-11-27T06:00:00Z");
    const old = new Date(now.getTime() - 731 * DAY);
    const stale = await makeLead(db, { kind: "contact", email: "stale@example.com", createdAt: old });
    const handled = await makeLead(db, {
      kind: "enquiry",
      email: "handled@example.com",
      createdAt: old,
      statusChangedAt: new Date(now.getTime() - 10 * DAY),
    });
    const recent = await makeLead(db, {
      kind: "chat",
      email: "recent@example.com",
      createdAt: new Date(now.getTime() - 100 * DAY),
    });
    const subscriber = await makeLead(db, { kind: "subscribe", email: "reader@example.com", createdAt: old });
    const gone = await purgeExpiredData(now, 730);
    expect(gone.leads).toBe(1);
    const left = await db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [stale.id, handled.id, recent.id, subscriber.id]));
    expect(left.map((l) => l.id).sort()).toEqual([handled.id, recent.id, subscriber.id].sort());
  });

  it("keeps orders for 8 years from the end of their financial year, then deletes them", async () => {
    const db = getDb();
    const now = new Date("2026-11-27T06:00:00Z");
    // FY 2018-19 started 1 April 2018 (IST): its orders are kept until 31 March 2027.
    expect(oldestKeptFinancialYearStart(now).toISOString()).toBe("2018-03-31T18:30:00.000Z");
    const tooOld = await makeOrder(db, { createdAt: new Date("2018-03-20T06:00:00Z") });
    const kept = await makeOrder(db, { createdAt: new Date("2018-04-02T06:00:00Z") });
    await purgeExpiredData(now, 730);
    expect(await db.select().from(orders).where(eq(orders.id, tooOld.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.id, kept.id))).toHaveLength(1);
  });
});
