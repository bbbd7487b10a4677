// Finding (issue 23, medium): "offer price and seat cap are not enforced at
// payment time. An order keeps its offer price forever (an order made before
// 'End now' was paid at Rs 999 against Rs 4,999 afterwards); the cap counts
// only paid orders, so three early orders all got the Rs 1 price of a
// 'first 1' offer (/staff/offers showed '4 of the first 1 places taken').
// Any staff member (not only administrators) can create an offer at Rs 1 or
// ending in the year 9999."
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { istDateKey } from "~/lib/ist";
import { courses, offers, orders } from "~/server/db/schema.server";
import * as paymentPage from "../../../app/routes/marketing/payment";
import * as coursePage from "../../../app/routes/staff/course";
import * as offersPage from "../../../app/routes/staff/offers";
import { setupTestDatabase } from "../../setup/db";
import { postAction, staffWithCookie } from "../../setup/staff-fixtures";
import { cookiesFrom, get, post, run } from "../../support/routes";
import { freshIp } from "./support";

const getDb = setupTestDatabase({ seed: true });

afterEach(() => {
  vi.useRealTimers();
});

const PAGE = "/paymentpage";
const orderRow = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0];

async function offerOn(courseId: string, priceRupees: number, seatCap: number | null = null) {
  const [offer] = await getDb()
    .insert(offers)
    .values({ courseId, priceRupees, seatCap, endsAt: new Date(Date.now() + 7 * 86_400_000) })
    .returning();
  return offer;
}

async function makeOrder(course: string) {
  const made = await run(
    paymentPage.action as never,
    post(PAGE, { intent: "create-order", course }),
    {},
    freshIp(),
  );
  expect(made.status).toBe(303);
  return {
    id: new URL(made.location!, "http://x").searchParams.get("order")!,
    cookie: cookiesFrom(made.headers),
  };
}

let utrCounter = 0;
function sendProof(order: { id: string; cookie: string }, extra: Record<string, string> = {}) {
  return run(
    paymentPage.action as never,
    post(
      PAGE,
      {
        intent: "submit-proof",
        orderId: order.id,
        utr: `6${String(Date.now()).slice(-7)}${String(++utrCounter).padStart(4, "0")}`,
        payerName: "Lakshmi Pillai",
        payerEmail: `lakshmi.${utrCounter}@example.com`,
        payerPhone: "+91 98450 12345",
        ...extra,
      },
      order.cookie,
    ),
    {},
    freshIp(),
  );
}

/** Only Date moves: the database's own clock (rate limits) is untouched. */
function minutesLater(minutes: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + minutes * 60_000);
}

const endsOn = (days: number) => istDateKey(new Date(Date.now() + days * 86_400_000));

describe("an offer's cap can never be exceeded", () => {
  it("a 'first 1' offer gives exactly one reservation when six orders are made at once, and /staff/offers says so", async () => {
    const offer = await offerOn("python-full-stack", 999, 1);
    const made = await Promise.all(Array.from({ length: 6 }, () => makeOrder("python-full-stack")));
    const rows = await Promise.all(made.map((o) => orderRow(o.id)));
    expect(rows.filter((r) => r.offerId === offer.id)).toHaveLength(1);
    expect(rows.map((r) => r.amountRupees).sort((a, b) => a - b)).toEqual([
      999, 4999, 4999, 4999, 4999, 4999,
    ]);

    // All six pay: still one place taken at the offer price.
    for (const order of made) expect((await sendProof(order)).status).toBe(303);
    const { cookie } = await staffWithCookie(getDb());
    const page = await run(offersPage.loader as never, get("/staff/offers", cookie));
    const row = page.data.offers.find((o: { id: string }) => o.id === offer.id);
    expect(row).toMatchObject({ held: 0, paid: 1, verified: 0, seatCap: 1 });
  });

  it("an unpaid order's reservation counts against the cap from the moment it is made, and /staff/offers shows it as held", async () => {
    const offer = await offerOn("sql-database", 2999, 1);
    const first = await makeOrder("sql-database");
    expect(await orderRow(first.id)).toMatchObject({ amountRupees: 2999, offerId: offer.id });
    const second = await makeOrder("sql-database");
    expect(await orderRow(second.id)).toMatchObject({ amountRupees: 4999, offerId: null });
    const { cookie } = await staffWithCookie(getDb());
    const page = await run(offersPage.loader as never, get("/staff/offers", cookie));
    expect(page.data.offers.find((o: { id: string }) => o.id === offer.id)).toMatchObject({
      held: 1,
      paid: 0,
    });
  });
});

describe("an offer price holds only while it is true", () => {
  it("an order made before 'End now' keeps the offer price through its 30-minute hold", async () => {
    const offer = await offerOn("java-full-stack", 999);
    const order = await makeOrder("java-full-stack");
    const { cookie } = await staffWithCookie(getDb());
    await postAction(offersPage.action, "/staff/offers", {}, { intent: "end", offerId: offer.id }, cookie);
    minutesLater(29);
    expect((await sendProof(order, { amountRupees: "999" })).status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ amountRupees: 999, status: "pending_verification" });
  });

  it("after the hold and the offer end, the page asks the catalogue price before payment and a proof for the old amount is refused", async () => {
    const offer = await offerOn("azure-cloud", 999);
    const order = await makeOrder("azure-cloud");
    const { cookie } = await staffWithCookie(getDb());
    await postAction(offersPage.action, "/staff/offers", {}, { intent: "end", offerId: offer.id }, cookie);
    minutesLater(31);

    const shown = await run(
      paymentPage.loader as never,
      get(`${PAGE}?order=${order.id}`, order.cookie),
      {},
      freshIp(),
    );
    expect(shown.data.payment.order.amountRupees).toBe(4999);
    expect(shown.data.payment.upiUrl).toContain("am=4999.00");

    const old = await sendProof(order, { amountRupees: "999" });
    expect(old.status).toBe(409);
    expect(old.data.fieldErrors.form).toMatch(
      /offer price of ₹999 held for this order has run out.*now costs ₹4,999/,
    );
    expect(await orderRow(order.id)).toMatchObject({ status: "awaiting_payment", amountRupees: 999 });

    // Paid at the price the page now asks: recorded at the catalogue price, no longer at the offer.
    expect((await sendProof(order, { amountRupees: "4999" })).status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({
      amountRupees: 4999,
      offerId: null,
      status: "pending_verification",
    });
  });
});

describe("offers are created by administrators only, end within a year, and never go below the course's floor", () => {
  const offerForm = (fields: Record<string, string>) => ({
    intent: "create",
    courseId: "ai-machine-learning",
    priceRupees: "3999",
    endDate: endsOn(10),
    endTime: "23:59",
    ...fields,
  });

  it("a staff member who is not an administrator cannot start an offer", async () => {
    const { cookie } = await staffWithCookie(getDb());
    const before = (await getDb().select().from(offers)).length;
    const res = await postAction(
      offersPage.action,
      "/staff/offers",
      {},
      offerForm({ courseId: "java-full-stack" }),
      cookie,
    ).catch((thrown: Response) => ({ status: thrown.status }));
    expect(res.status).toBe(403);
    expect(await getDb().select().from(offers)).toHaveLength(before);
  });

  it("an offer ending in the year 9999 is refused", async () => {
    const { cookie } = await staffWithCookie(getDb(), { isAdmin: true });
    await getDb()
      .update(offers)
      .set({ endedAt: new Date() })
      .where(eq(offers.courseId, "ai-machine-learning"));
    const res = await postAction(
      offersPage.action,
      "/staff/offers",
      {},
      offerForm({ endDate: "9999-12-31" }),
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.reply?.error?.endDate?.[0]).toMatch(/^An offer ends within a year/);
  });

  it("an offer at Rs 1 is refused: the floor an administrator set on /staff/courses/:courseId holds", async () => {
    const { cookie } = await staffWithCookie(getDb(), { isAdmin: true });
    await getDb()
      .update(offers)
      .set({ endedAt: new Date() })
      .where(eq(offers.courseId, "ai-machine-learning"));
    const [course] = await getDb().select().from(courses).where(eq(courses.id, "ai-machine-learning"));
    const saved = await postAction(
      coursePage.action,
      "/staff/courses/ai-machine-learning",
      { courseId: "ai-machine-learning" },
      {
        priceRupees: String(course.priceRupees),
        regularPriceRupees: String(course.regularPriceRupees),
        offerFloorRupees: "3000",
        durationWeeks: String(course.durationWeeks),
        level: course.level,
        saleStatus: course.saleStatus,
        summary: course.summary,
      },
      cookie,
    );
    expect(saved.status).toBe(302);
    for (const price of ["1", "2999"]) {
      const res = await postAction(
        offersPage.action,
        "/staff/offers",
        {},
        offerForm({ priceRupees: price }),
        cookie,
      );
      expect(res.status, price).toBe(400);
      expect(res.reply?.error?.priceRupees).toEqual([
        "An offer on this course cannot go below ₹3,000, the floor set on the course's page.",
      ]);
    }
    const ok = await postAction(
      offersPage.action,
      "/staff/offers",
      {},
      offerForm({ priceRupees: "3000" }),
      cookie,
    );
    expect(ok.location).toBe("/staff/offers?done=created");
  });
});
