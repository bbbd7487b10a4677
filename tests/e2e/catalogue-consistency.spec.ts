import { expect, type Page, test } from "./support/test";
import { COURSE_IDS, COURSE_TITLES, type CourseId } from "../../app/content/course-catalogue";

// PRODUCT.md decision 13, "one catalogue, one fact each": every surface that
// quotes a course's price or duration (home cards, /courses, its page and
// structured data, /paymentpage, the chat, the FAQ) says the same, for every
// course; and the discount pop-up's price is what the payment dialog asks.

type Seen = Record<CourseId, { prices: Map<string, string[]>; durations: Map<string, string[]> }>;

function newSeen(): Seen {
  return Object.fromEntries(
    COURSE_IDS.map((id) => [id, { prices: new Map(), durations: new Map() }]),
  ) as unknown as Seen;
}

function note(map: Map<string, string[]>, value: string | null | undefined, where: string) {
  const v = (value ?? "").replace(/\s+/g, " ").trim();
  if (!v) return;
  map.set(v, [...(map.get(v) ?? []), where]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "Title ₹4,999" and "Title 12 weeks" in a sentence listing every course (chat answer, FAQ). */
function fromSentence(seen: Seen, text: string, where: string) {
  for (const id of COURSE_IDS) {
    const title = escape(COURSE_TITLES[id]);
    note(seen[id].prices, new RegExp(`${title} (₹\\d+(?:,\\d+)*)`).exec(text)?.[1], where);
    note(seen[id].durations, new RegExp(`${title} (\\d+ weeks)`).exec(text)?.[1], where);
  }
}

async function cards(page: Page, seen: Seen, where: string) {
  for (const card of await page.locator("article[data-course]").all()) {
    const id = (await card.getAttribute("data-course")) as CourseId;
    const price = card.locator("[data-fact=price]");
    if (await price.count()) note(seen[id].prices, (await price.textContent())?.replace("Fee ", ""), where);
    note(seen[id].durations, await card.locator("[data-fact=duration]").textContent(), where);
  }
}

/** Asks the chat and returns its answer (the question and the answer are two new messages). */
async function chatAnswer(page: Page, question: string): Promise<string> {
  const messages = page.getByRole("log", { name: "Conversation" }).getByRole("listitem");
  // The chat's code loads when it is first opened: count once its welcome is there.
  await expect(messages.first()).toBeVisible();
  const before = await messages.count();
  await page.getByLabel("Type your message").fill(question);
  await page.getByLabel("Type your message").press("Enter");
  await expect(messages).toHaveCount(before + 2);
  // The reply is in once the typing indicator (a status line) is empty again.
  await expect(page.getByRole("dialog", { name: /Assistant/ }).getByRole("status")).toHaveText("");
  return (await messages.last().textContent()) ?? "";
}

test.describe("one catalogue, one fact each (decision 13)", () => {
  test("every surface shows one price and one duration per course", async ({ page }) => {
    test.setTimeout(90_000);
    const seen = newSeen();

    await page.goto("/");
    await page.locator("#featured-heading").scrollIntoViewIfNeeded();
    await cards(page, seen, "home card");

    await page.goto("/courses");
    await cards(page, seen, "/courses card");

    for (const id of COURSE_IDS) {
      await page.goto(`/courses/${id}`);
      const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
      const price = hero.locator("[data-fact=price]");
      if (await price.count())
        note(seen[id].prices, (await price.textContent())?.replace("Fee ", ""), "course page");
      note(seen[id].durations, await hero.locator("[data-fact=duration]").textContent(), "course page");
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const course = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "Course");
      if (course.offers)
        note(seen[id].prices, `₹${Number(course.offers.price).toLocaleString("en-IN")}`, "JSON-LD");
      note(seen[id].durations, `${/^P(\d+)W$/.exec(course.timeRequired)?.[1]} weeks`, "JSON-LD");
    }

    await page.goto("/paymentpage");
    for (const id of COURSE_IDS) {
      const option = page.locator(`label[data-course="${id}"]`);
      const price = option.locator("[data-fact=price]");
      if (await price.count()) {
        note(seen[id].prices, await price.textContent(), "/paymentpage");
        note(seen[id].durations, /(\d+ weeks)/.exec((await option.textContent()) ?? "")?.[1], "/paymentpage");
      }
    }

    await page.goto("/contact");
    fromSentence(seen, (await page.locator("details[name=faq]").allTextContents()).join(" "), "FAQ");

    await page.getByRole("button", { name: "Open chat assistant" }).click();
    fromSentence(seen, await chatAnswer(page, "What is the price?"), "chat (price)");
    fromSentence(seen, await chatAnswer(page, "What is the duration?"), "chat (duration)");

    for (const id of COURSE_IDS) {
      const { prices, durations } = seen[id];
      expect([...durations.keys()], `${id} durations: ${JSON.stringify([...durations])}`).toHaveLength(1);
      // AWS is coming soon: no surface quotes a price for it.
      expect([...prices.keys()], `${id} prices: ${JSON.stringify([...prices])}`).toHaveLength(
        id === "aws-cloud" ? 0 : 1,
      );
    }
    // Decision 13's values, as seeded.
    expect(COURSE_IDS.map((id) => [...seen[id].durations.keys()][0])).toEqual([
      "12 weeks",
      "12 weeks",
      "14 weeks",
      "10 weeks",
      "8 weeks",
      "12 weeks",
    ]);
    expect(new Set(COURSE_IDS.flatMap((id) => [...seen[id].prices.keys()]))).toEqual(new Set(["₹4,999"]));
    // Every surface was read: course pages, JSON-LD, payment, FAQ and chat for each course on sale.
    expect(seen["sql-database"].durations.get("8 weeks")).toEqual(
      expect.arrayContaining([
        "/courses card",
        "course page",
        "JSON-LD",
        "/paymentpage",
        "FAQ",
        "chat (duration)",
      ]),
    );
    expect(seen["ai-machine-learning"].prices.get("₹4,999")).toEqual(
      expect.arrayContaining([
        "home card",
        "/courses card",
        "course page",
        "JSON-LD",
        "/paymentpage",
        "FAQ",
        "chat (price)",
      ]),
    );
  });

  test("the discount pop-up's price is what the payment dialog asks", async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => window.localStorage.removeItem("timedPopups"));
    // The referral dialog is due 20 s after the page loads (SPEC.md "Pop-ups"): on a busy
    // machine it can open before the payment dialog does. It is closed whenever it appears.
    const referral = page.getByRole("dialog", { name: /Refer a friend/ });
    await page.addLocatorHandler(referral, () => referral.getByRole("button", { name: "Close" }).click());
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(10_500);
    const popup = page.getByTestId("discount-popup");
    // Its code loads when it is first due: on a busy machine that takes a moment.
    await expect(popup).toBeVisible({ timeout: 20_000 });
    const price = (await popup.getByTestId("discount-price").textContent())!.replace("Offer price ", "");
    await popup.getByRole("link", { name: "Claim Offer Now" }).click();
    await expect(page).toHaveURL(/\/paymentpage\?course=ai-machine-learning$/);
    await expect(page.getByRole("radio", { name: /AI & Machine Learning/ })).toBeChecked();
    await expect(page.getByTestId("summary-total")).toHaveText(price);
    await page.getByRole("button", { name: "Complete Payment" }).click();
    await expect(page.getByRole("dialog").getByTestId("pay-amount")).toHaveText(price);
  });
});
