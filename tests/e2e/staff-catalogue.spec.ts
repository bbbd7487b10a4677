// Staff change the catalogue, batches and offers in the console, and every
// public surface follows (PRODUCT.md decisions 13 and 14). In the staff
// project (after the read-only journeys), one step after another: it changes
// what every visitor sees, and ends with no live offer at all.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, expect, type Page, test, waitAfterNavigation } from "./support/test";
import { expectNoAxeViolations } from "./support/page-checks";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const port = process.env.E2E_PORT ?? "3100";

async function signInAs(context: BrowserContext, who: "admin" | "staff") {
  const cookies = JSON.parse(
    readFileSync(path.join(tmpdir(), `e2e-staff-session-${port}.json`), "utf8"),
  ) as Record<string, { name: string; value: string }>;
  const cookie = cookies[who];
  await context.addCookies([
    { name: cookie.name, value: cookie.value, url: `https://localhost:${port}`, secure: true },
  ]);
}

/** The public page as a visitor sees it (no cookie: the page cache may answer, for its few seconds). */
async function publicPage(page: Page, url: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: `http://localhost:${port}` });
  const visitor = await context.newPage();
  await visitor.goto(url);
  return { visitor, close: () => context.close() };
}

test("an administrator's change to a course shows on every surface within the page cache's seconds", async ({
  page,
  context,
}) => {
  await signInAs(context, "admin");
  await page.goto("/staff/courses");
  await expect(page.getByRole("link", { name: "Courses" })).toBeVisible();
  await page.getByRole("link", { name: "SQL & Database Management" }).click();
  await page.getByRole("spinbutton", { name: /^Price/ }).fill("3999");
  await page.getByLabel("Duration (weeks)").fill("9");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved: the site shows the new values now.")).toBeVisible();
  await expect(page.locator("main")).toContainText(
    "changed the price from 4999 to 3999, the duration (weeks) from 8 to 9",
  );
  await expectNoAxeViolations(page, { allRules: true });

  await expect(async () => {
    const { visitor, close } = await publicPage(page, "/courses/sql-database");
    try {
      const hero = visitor.locator("section", { has: visitor.getByRole("heading", { level: 1 }) });
      await expect(hero.locator("[data-fact=price]")).toHaveText("Fee ₹3,999", { timeout: 1000 });
      await expect(hero.locator("[data-fact=duration]")).toHaveText("9 weeks", { timeout: 1000 });
    } finally {
      await close();
    }
  }).toPass({ timeout: 15_000 });
  const { visitor, close } = await publicPage(page, "/paymentpage");
  await expect(visitor.locator('label[data-course="sql-database"] [data-fact=price]')).toHaveText("₹3,999");
  await close();

  // Back to decision 13's values for the journeys that follow.
  await page.getByRole("spinbutton", { name: /^Price/ }).fill("4999");
  await page.getByLabel("Duration (weeks)").fill("8");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved: the site shows the new values now.")).toBeVisible();
});

test("staff who are not administrators get 403 from /staff/courses and do not see it in the menu", async ({
  page,
  context,
}) => {
  await signInAs(context, "staff");
  const res = await page.goto("/staff/courses");
  expect(res?.status()).toBe(403);
  await page.goto("/staff/batches");
  await expect(
    page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Courses" }),
  ).toHaveCount(0);
});

test("a new batch shows on its course page with its seats, and Enroll chooses it", async ({
  page,
  context,
}) => {
  await signInAs(context, "staff");
  await page.goto("/staff/batches");
  await page.getByRole("link", { name: "New batch" }).click();
  await page.getByLabel("Short code").fill("sql-evening");
  await page.getByLabel("Name").fill("SQL & Database - Evening Batch");
  await page.getByLabel("Course").selectOption({ label: "SQL & Database Management" });
  await page.getByLabel("First class (date)").fill("2099-03-03");
  await page.getByLabel("Tuesday").check();
  await page.getByLabel("Thursday").check();
  await page.getByLabel("Starts at (IST)").fill("19:00");
  await page.getByLabel("Ends at (IST)").fill("20:30");
  await page.getByLabel("Seats").fill("2");
  await page.getByRole("button", { name: "Create batch" }).click();
  await expect(page).toHaveURL(/\/staff\/batches\/sql-evening\?done=created$/);
  await expectNoAxeViolations(page, { allRules: true });

  await expect(async () => {
    const { visitor, close } = await publicPage(page, "/courses/sql-database");
    try {
      const batch = visitor.locator('li[data-batch="sql-evening"]');
      await expect(batch).toContainText("2 seats left", { timeout: 1000 });
      await expect(batch).toContainText("Tue, Thu · 7:00 PM – 8:30 PM IST", { timeout: 1000 });
      await expect(batch.getByRole("link", { name: /Enroll/ })).toHaveAttribute(
        "href",
        "/paymentpage?course=sql-database&batch=sql-evening",
      );
    } finally {
      await close();
    }
  }).toPass({ timeout: 15_000 });
});

test("an offer with a cap shows its real remaining places and is what /paymentpage charges; ending it restores the price", async ({
  page,
  context,
}) => {
  await signInAs(context, "admin");
  await page.goto("/staff/offers");
  await page.getByLabel("Course").selectOption({ label: "Java Full Stack Development" });
  await page.getByLabel("Offer price (₹)").fill("3999");
  // An offer ends within a year (decision 142).
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "Asia/Kolkata",
  });
  await page.getByLabel("Ends on (date)").fill(inAMonth);
  await page.getByLabel("Only for the first … students (optional)").fill("20");
  await page.getByRole("button", { name: "Start the offer" }).click();
  await expect(page.getByText("Offer started")).toBeVisible();
  await expectNoAxeViolations(page, { allRules: true });

  await expect(async () => {
    const { visitor, close } = await publicPage(page, "/paymentpage?course=java-full-stack");
    try {
      await expect(visitor.getByTestId("summary-total")).toHaveText("₹3,999", { timeout: 1000 });
      await expect(visitor.getByText(/20 places left at this price/)).toBeVisible({ timeout: 1000 });
    } finally {
      await close();
    }
  }).toPass({ timeout: 15_000 });

  // A visitor's order holds the price for 30 minutes, said in words and counted down (decision 141) ...
  const { visitor, close } = await publicPage(page, "/paymentpage?course=java-full-stack");
  await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await visitor.getByRole("button", { name: "Complete Payment" }).click();
  const note = visitor.getByRole("dialog").getByTestId("price-note");
  await expect(note).toContainText(
    /Offer price held for this order until .+ IST \(30 minutes from when you made it\)/,
  );
  await expect(note.getByRole("timer")).toHaveText(/^(29|30):\d\d left$/);
  await close();
  // ... and the offer's row counts it as held, not paid.
  await page.reload();
  await expect(page.locator('tr[data-offer="java-full-stack"]').getByTestId("offer-places")).toHaveText(
    "1 held (not paid yet) · 0 paid · 1 of the first 20 places taken",
  );

  await page
    .locator('tr[data-offer="java-full-stack"]')
    .getByRole("button", { name: /End now/ })
    .click();
  await expect(page.getByText("Offer ended")).toBeVisible();
  await expect(async () => {
    const { visitor, close } = await publicPage(page, "/paymentpage?course=java-full-stack");
    try {
      await expect(visitor.getByTestId("summary-total")).toHaveText("₹4,999", { timeout: 1000 });
    } finally {
      await close();
    }
  }).toPass({ timeout: 15_000 });
});

test("with no live offer there is no discount pop-up and no offer banner (decision 14)", async ({
  page,
  context,
}) => {
  await signInAs(context, "staff");
  await page.goto("/staff/offers");
  await page
    .locator('tr[data-offer="ai-machine-learning"]')
    .getByRole("button", { name: /End now/ })
    .click();
  await expect(page.getByText("Offer ended")).toBeVisible();

  const visitorContext = await page
    .context()
    .browser()!
    .newContext({ baseURL: `http://localhost:${port}` });
  // Its goto waits for hydration, like the page fixture's: the pop-up timers start there.
  const visitor = waitAfterNavigation(await visitorContext.newPage());
  await visitor.addInitScript(() => window.localStorage.removeItem("timedPopups"));
  await visitor.clock.install();
  await expect(async () => {
    await visitor.goto("/paymentpage");
    await expect(visitor.getByText(/^Offer: /)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await visitor.goto("/");
  await visitor.clock.runFor(135_000);
  await expect(visitor.getByTestId("discount-popup")).toHaveCount(0);
  // The referral dialog (20 s) still comes: the timers run, only the offer is gone.
  await expect(visitor.getByRole("dialog", { name: /Refer a friend/ })).toBeVisible({ timeout: 15_000 });
  await visitorContext.close();
});
