import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/page-checks";

// Site-wide overlays (SPEC.md "Chat widget", "Discount pop-up", "Referral
// dialog"). Time is Playwright's fake clock, paused at page start so that
// every "after N seconds" below is exact. It starts at the real time: the
// discount pop-up counts down to the seeded offer's real end (decision 14).
const T0 = Math.floor(Date.now() / 1000) * 1000;

const pausedClocks = new WeakSet<Page>();

// Each test here replays minutes of fake time (every countdown tick re-renders)
// and most inject axe (~600 KB of script) into a page: on a 2-core machine
// running two browsers and the server, a test took 35 s (CI run of 27 Nov), so
// they get three times the usual 30 s, like the other axe journeys.
test.beforeEach(() => test.slow());

async function startPausedClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
  pausedClocks.add(page);
}

/**
 * The timers start when React has hydrated the page, which is after the first
 * paint (the app boots after a frame and a timer: app/server/http/content-first.server.ts).
 * On a paused clock that frame and timer only come when the clock moves, so it
 * is moved in small steps until the page is hydrated; the pop-up timers are set
 * after hydration, so their "after N seconds" stays exact.
 */
async function gotoHydrated(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const hydrated = page.locator("html[data-hydrated]");
  await expect(async () => {
    if (pausedClocks.has(page)) await page.clock.runFor(20);
    await expect(hydrated).toHaveCount(1, { timeout: 250 });
  }).toPass();
  // The chat button's code comes when the browser is idle after start-up: on a paused clock
  // that idle moment also needs the clock to move.
  const chatButton = page.getByRole("button", { name: "Open chat assistant" });
  await expect(async () => {
    if (pausedClocks.has(page)) await page.clock.runFor(20);
    await expect(chatButton).toBeVisible({ timeout: 250 });
  }).toPass();
  // The page's clock when its timers started.
  return page.evaluate(() => Date.now());
}

/** Axe uses timers: the fake clock runs on from here. */
async function expectNoAxeViolationsIn(page: Page, include: string) {
  await page.clock.resume();
  await expectNoAxeViolations(page, { include });
}

const DEFAULT_ANSWER =
  "Thanks for your message! To get a detailed answer, please leave your email and we'll get back to you soon. Alternatively, you can call us at +91 00000 00000.";

test.describe("chat widget", () => {
  async function openChat(page: Page) {
    await page.getByRole("button", { name: "Open chat assistant" }).click();
    const chat = page.getByRole("dialog", { name: "TechPro Academy Assistant" });
    await expect(chat).toBeVisible();
    return chat;
  }
  const messages = (page: Page) => page.getByRole("log", { name: "Conversation" }).getByRole("listitem");
  /** The chat opened on `path`, on a paused fake clock; `box` is its message field. */
  async function openChatOnPausedClock(page: Page, path = "/") {
    await startPausedClock(page);
    await gotoHydrated(page, path);
    const chat = await openChat(page);
    return { chat, box: chat.getByLabel("Type your message") };
  }
  /** Sends `text` with Enter and lets the 1-second reply delay pass. */
  async function ask(page: Page, text: string) {
    const box = page.getByLabel("Type your message");
    await box.fill(text);
    await box.press("Enter");
    await page.clock.runFor(1000);
  }

  test("its code loads only when the button is first used (JS bytes before and after opening are noted)", async ({
    page,
  }) => {
    // Every script response, with its (uncompressed) size once the body is in.
    const scripts: { url: string; bytes: Promise<number> }[] = [];
    page.on("response", (res) => {
      if (!res.url().endsWith(".js")) return;
      scripts.push({
        url: res.url(),
        bytes: res.body().then(
          (b) => b.length,
          () => 0,
        ),
      });
    });
    const total = async (list: typeof scripts) =>
      (await Promise.all(list.map((s) => s.bytes))).reduce((a, b) => a + b, 0);
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    const first = scripts.slice();
    expect(first.length).toBeGreaterThan(3);
    expect(first.some((s) => /chat-panel/.test(s.url))).toBe(false);
    const onLoad = await total(first);

    await openChat(page);
    await page.waitForLoadState("networkidle");
    const added = scripts.slice(first.length);
    expect(added.map((s) => s.url).some((u) => /chat-panel-[\w-]+\.js$/.test(u))).toBe(true);
    const addedBytes = await total(added);
    test.info().annotations.push({
      type: "js-bytes",
      description: `first load ${onLoad} B of JS (uncompressed); opening the chat adds ${addedBytes} B in ${added.length} file(s)`,
    });
    console.log(`[overlays] JS on first load: ${onLoad} B; added by opening the chat: ${addedBytes} B`);
  });

  test("the server HTML has no chat button (it would be dead without JavaScript); the page shows it once hydrated", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Open chat assistant");
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Open chat assistant" })).toBeVisible();
  });

  test("opens from the floating button, which turns red; Escape closes it and focus returns to the button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const launcher = page.getByRole("button", { name: "Open chat assistant" });
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    const closedColour = await launcher.evaluate((el) => getComputedStyle(el).backgroundColor);
    const chat = await openChat(page);
    const open = page.getByRole("button", { name: "Close chat assistant" });
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(open).toHaveClass(/\bbg-red-600\b/);
    // Tailwind's red-600 is oklch(0.577 0.245 27.325): a hue between 0 and 40 degrees is red.
    // Read it once the colour transition has finished (mid-transition it is an oklab() mix).
    const hueOf = (colour: string) => Number(/oklch\([\d.]+ [\d.]+ ([\d.]+)\)/.exec(colour)?.[1]);
    await expect
      .poll(async () => hueOf(await open.evaluate((el) => getComputedStyle(el).backgroundColor)))
      .toBeGreaterThan(0);
    const openColour = await open.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(openColour).not.toBe(closedColour);
    expect(hueOf(openColour)).toBeLessThan(40);
    await expect(chat.getByLabel("Type your message")).toBeFocused();
    await expect(messages(page).first()).toContainText("Ask me about our courses");
    await expectNoAxeViolationsIn(page, "#chat-panel");

    // Tab stays inside the open chat.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await chat.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(page.getByRole("button", { name: "Open chat assistant" })).toBeFocused();

    // The close button inside the chat has the accessible name 'Close'.
    await page.getByRole("button", { name: "Open chat assistant" }).click();
    await chat.getByRole("button", { name: "Close", exact: true }).click();
    await expect(chat).toBeHidden();
  });

  test("a sent message shows the typing indicator, and the reply arrives after exactly 1 second", async ({
    page,
  }) => {
    const { chat, box } = await openChatOnPausedClock(page);
    await box.fill("What is the price of the courses?");
    await box.press("Enter");
    await expect(box).toHaveValue("");
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(page).last()).toContainText("What is the price of the courses?");
    const status = chat.getByRole("status");
    await expect(status).toHaveText("The assistant is typing…");

    await page.clock.runFor(999);
    await expect(messages(page)).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(messages(page)).toHaveCount(3);
    // Templated from the catalogue the page loaded: the same fees as every other page.
    await expect(messages(page).last()).toContainText(
      "Our course fees: Python Full Stack Development ₹4,999",
    );
    await expect(status).toHaveText("");
    // A keyword answer does not ask for an e-mail.
    await expect(page.getByTestId("chat-email-form")).toHaveCount(0);
  });

  test("Enter sends, Shift+Enter adds a new line, and a whitespace-only message is ignored", async ({
    page,
  }) => {
    const { chat, box } = await openChatOnPausedClock(page);
    await box.fill("   ");
    await box.press("Enter");
    await chat.getByRole("button", { name: "Send message" }).click();
    await expect(messages(page)).toHaveCount(1);

    await box.fill("");
    await box.pressSequentially("line one");
    await box.press("Shift+Enter");
    await box.pressSequentially("line two");
    await expect(box).toHaveValue("line one\nline two");
    await expect(messages(page)).toHaveCount(1);
    await box.press("Enter");
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(page).last()).toContainText("line one\nline two");
  });

  test("the message area is at most 350 px high and scrolls to the newest message", async ({ page }) => {
    await startPausedClock(page);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await gotoHydrated(page, "/");
    await openChat(page);
    for (const q of ["python course", "java course", "placement", "refund", "batches"]) {
      await ask(page, q);
    }
    await expect(messages(page)).toHaveCount(11);
    const log = page.getByRole("log", { name: "Conversation" });
    const size = await log.evaluate((el) => ({
      h: el.clientHeight,
      top: el.scrollTop,
      total: el.scrollHeight,
    }));
    expect(size.h).toBeLessThanOrEqual(350);
    expect(size.total).toBeGreaterThan(size.h);
    expect(size.top + size.h).toBeGreaterThanOrEqual(size.total - 1);
  });

  test("a default answer opens the e-mail panel; without '@' nothing happens; with '@' the lead is stored, thanked and the panel closes", async ({
    page,
  }) => {
    await openChatOnPausedClock(page, "/courses-that-do-not-exist");
    await ask(page, "Do you have a hostel near the institute?");
    await expect(messages(page).last()).toHaveText(`Assistant:${DEFAULT_ANSWER}`);
    const form = page.getByTestId("chat-email-form");
    await expect(form).toBeVisible();

    const email = form.getByLabel("Leave your email and our team will reply");
    let posts = 0;
    page.on("request", (req) => {
      if (req.url().endsWith("/chat/email")) posts++;
    });
    await email.fill("asha.example.com");
    await form.getByRole("button", { name: "Send" }).click();
    await page.clock.runFor(100);
    await expect(form).toBeVisible();
    await expect(messages(page)).toHaveCount(3);
    expect(posts).toBe(0);

    await email.fill("asha@example.com");
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/chat/email") && res.request().method() === "POST"),
      form.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, duplicate: false });
    await expect(messages(page).last()).toContainText(
      "Thank you! We'll get back to you at asha@example.com soon.",
    );
    await expect(form).toHaveCount(0);
    expect(posts).toBe(1);
    // The request carried the conversation's last question and the page.
    const body = response.request().postDataBuffer()?.toString() ?? "";
    expect(body).toContain("Do you have a hostel near the institute?");
    expect(body).toContain("/courses-that-do-not-exist");

    // The lead row exists: posting the same capture again (same idempotency key) stores nothing new.
    const key = /name="idempotencyKey"\r\n\r\n([^\r]+)/.exec(body)?.[1];
    expect(key).toBeTruthy();
    const again = await page.request.post("/chat/email", {
      form: { email: "asha@example.com", idempotencyKey: key! },
    });
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
  });

  test("the Context button toggles the context panel: blank is ignored, Cancel closes, a saved context is acknowledged and quoted", async ({
    page,
  }) => {
    const { chat } = await openChatOnPausedClock(page);
    const toggle = chat.getByRole("button", { name: "Context", exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const field = chat.getByRole("textbox", { name: "Tell us about yourself or your goal" });
    await expect(field).toBeFocused();
    await toggle.click();
    await expect(field).toBeHidden();
    await toggle.click();
    await chat.getByRole("button", { name: "Cancel" }).click();
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await field.fill("   ");
    await chat.getByRole("button", { name: "Save context" }).click();
    await expect(field).toBeVisible();
    await expect(messages(page)).toHaveCount(1);

    const context = "Final-year B.Com student from Vijayawada, want to move into data analytics";
    await field.fill(context);
    await chat.getByRole("button", { name: "Save context" }).click();
    await expect(field).toBeHidden();
    await expect(messages(page).last()).toContainText("I'll keep this in mind");
    await ask(page, "What do you suggest?");
    await expect(messages(page).last()).toContainText(`("${context.slice(0, 50)}…")`);
  });

  test("an uploaded document is stored as 'User uploaded document: {filename}' and acknowledged", async ({
    page,
  }) => {
    await openChatOnPausedClock(page);
    const input = page.getByTestId("chat-file-input");
    await expect(input).toHaveAttribute("accept", ".pdf,.doc,.docx,.txt");
    await input.setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await expect(messages(page).last()).toContainText('I\'ve noted your document "resume.pdf"');
    await ask(page, "Can you check it?");
    await expect(messages(page).last()).toContainText('("User uploaded document: resume.pdf")');
  });

  test("the English/Telugu switch replaces the welcome only while it is the sole message; a Telugu miss asks for an e-mail", async ({
    page,
  }) => {
    const { chat } = await openChatOnPausedClock(page);
    const telugu = chat.getByRole("button", { name: "తెలుగు" });
    const english = chat.getByRole("button", { name: "English" });
    await telugu.click();
    await expect(telugu).toHaveAttribute("aria-pressed", "true");
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText("నమస్కారం");
    await english.click();
    await expect(messages(page).first()).toContainText("Hi! I'm the TechPro Academy assistant.");

    await ask(page, "hello");
    await telugu.click();
    await expect(messages(page).first()).toContainText("Hi! I'm the TechPro Academy assistant.");

    // Telugu hit: the English answer with the note appended.
    await ask(page, "refund");
    await expect(messages(page).last()).toContainText("3-day refund policy");
    await expect(messages(page).last()).toContainText("తెలుగు అనువాదం త్వరలో వస్తుంది");
    await expect(page.getByTestId("chat-email-form")).toHaveCount(0);

    // Telugu miss: the Telugu default, and the e-mail panel opens.
    await ask(page, "హాస్టల్ ఉందా?");
    await expect(messages(page).last()).toContainText("మీ సందేశానికి ధన్యవాదాలు");
    await expect(page.getByTestId("chat-email-form")).toBeVisible();
    await expectNoAxeViolationsIn(page, "#chat-panel");
  });
});

test.describe("timed pop-ups", () => {
  test.beforeEach(async ({ page }) => {
    // The Playwright config turns timed pop-ups off for every other journey.
    await page.addInitScript(() => window.localStorage.removeItem("timedPopups"));
  });

  // The seeded live offer (decision 14): AI & ML at the catalogue price, ending at the end of the month.
  const discount = (page: Page) => page.getByRole("dialog", { name: "AI & Machine Learning" });
  const storedExpiry = (page: Page) =>
    page.evaluate(() => Number(window.localStorage.getItem("discountExpiryTime")));
  const referral = (page: Page) => page.getByRole("dialog", { name: /Refer a friend, earn ₹500/ });

  test("the discount pop-up appears at 10 s (not 9 s) with the live offer, the catalogue's regular price and percentage, and counts down to the offer's real end, also written in IST", async ({
    page,
  }) => {
    await startPausedClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(9000);
    await expect(discount(page)).toHaveCount(0);
    await page.clock.runFor(1000);
    const dialog = discount(page);
    await expect(dialog).toBeVisible();

    // discountExpiryTime holds the offer's end: the instant the pop-up writes out in words.
    const ends = await page.getByTestId("discount-ends").locator("time").getAttribute("datetime");
    expect(await storedExpiry(page)).toBe(Date.parse(ends!));
    await expect(page.getByTestId("discount-ends")).toHaveText(/^Ends \d{1,2} \w{3} \d{4}, 11:59 pm IST$/);
    await expect(dialog.getByTestId("discount-price")).toHaveText("Offer price ₹4,999");
    await expect(dialog).toContainText("₹14,999");
    await expect(dialog).toContainText("67% OFF");
    // No cap on this offer: no "only N seats" claim.
    await expect(dialog).toContainText("The offer price for everyone who pays before the offer ends.");
    await expect(dialog).not.toContainText(/first \d+|seats left|places left/);

    const left = Math.ceil((Date.parse(ends!) - (await page.evaluate(() => Date.now()))) / 1000);
    const parts = (s: number) => [
      Math.floor(s / 86400),
      Math.floor((s % 86400) / 3600),
      Math.floor((s % 3600) / 60),
      s % 60,
    ];
    const pad = (n: number) => String(n).padStart(2, "0");
    const [d, h, m, sec] = parts(left);
    await expect(page.getByTestId("countdown-days")).toHaveText(pad(d));
    await expect(page.getByTestId("countdown-hours")).toHaveText(pad(h));
    await expect(page.getByTestId("countdown-minutes")).toHaveText(pad(m));
    await expect(page.getByTestId("countdown-seconds")).toHaveText(pad(sec));
    await page.clock.runFor(1000);
    await expect(page.getByTestId("countdown-seconds")).toHaveText(pad(parts(left - 1)[3]));

    // Its button leads to the one enrol-and-pay journey with the course chosen.
    await expect(dialog.getByRole("link", { name: "Claim Offer Now" })).toHaveAttribute(
      "href",
      "/paymentpage?course=ai-machine-learning",
    );
    await page.clock.runFor(100);
    await expectNoAxeViolationsIn(page, "[data-testid=discount-popup]");
  });

  test("every visitor counts down to the same end, whenever they arrive (no per-visitor 48 hours)", async ({
    browser,
  }) => {
    const ends: number[] = [];
    for (const lateBy of [0, 5 * 3600 * 1000]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => window.localStorage.removeItem("timedPopups"));
      await page.clock.install({ time: T0 + lateBy });
      await page.clock.pauseAt(T0 + lateBy + 1000);
      pausedClocks.add(page);
      await gotoHydrated(page, "/courses");
      await page.clock.runFor(10_000);
      await expect(discount(page)).toBeVisible();
      ends.push(await storedExpiry(page));
      await context.close();
    }
    expect(ends[0]).toBe(ends[1]);
  });

  test("the discount pop-up closes by the X, by Escape, by the backdrop and by 'Not now', and comes back every 2 minutes", async ({
    page,
  }) => {
    await startPausedClock(page);
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Explore Courses" }).focus();
    await page.clock.runFor(10_000);
    await expect(discount(page)).toBeVisible();
    const firstEnd = await storedExpiry(page);
    await page.clock.runFor(50);
    // Focus moved into the dialog and is trapped there.
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await discount(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await discount(page).getByRole("button", { name: "Close", exact: true }).click();
    await expect(discount(page)).toHaveCount(0);
    await page.clock.runFor(50);
    await expect(page.getByRole("link", { name: "Explore Courses" })).toBeFocused();

    // The referral dialog comes at 20 s: close it with Escape.
    await page.clock.runFor(10_000);
    await expect(referral(page)).toBeVisible();
    await page.clock.runFor(50);
    await page.keyboard.press("Escape");
    await expect(referral(page)).toHaveCount(0);

    // 2 minutes after the first show (10 s + 120 s).
    await page.clock.runFor(109_000);
    await expect(discount(page)).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(discount(page)).toBeVisible();
    await page.clock.runFor(50);
    await page.keyboard.press("Escape");
    await expect(discount(page)).toHaveCount(0);

    await page.clock.runFor(120_000);
    await expect(discount(page)).toBeVisible();
    await page.clock.runFor(50);
    await page.mouse.click(8, 700);
    await expect(discount(page)).toHaveCount(0);

    await page.clock.runFor(120_000);
    await expect(discount(page)).toBeVisible();
    await page.clock.runFor(50);
    await discount(page).getByRole("button", { name: "Not now" }).click();
    await expect(discount(page)).toHaveCount(0);
    // Every show counted down to the same saved end: the offer's.
    expect(await storedExpiry(page)).toBe(firstEnd);
  });

  test("when the time runs out the pop-up hides and discountExpiryTime is removed", async ({ page }) => {
    await startPausedClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    await expect(discount(page)).toBeVisible();
    const end = await storedExpiry(page);
    await page.clock.fastForward(end - (await page.evaluate(() => Date.now())) + 1000);
    await expect(discount(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem("discountExpiryTime"))).toBeNull();
  });

  test("pop-ups wait while the person is typing in a form or another dialog is open", async ({ page }) => {
    await startPausedClock(page);
    await gotoHydrated(page, "/");
    const email = page.locator("#footer-subscribe-email");
    await email.focus();
    await page.clock.runFor(12_000);
    await expect(discount(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Subscribe" }).focus();
    await page.clock.runFor(1000);
    await expect(discount(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(discount(page)).toHaveCount(0);
    await page.clock.runFor(50);

    // The chat is open at 20 s: the referral dialog waits for it to close.
    await page.getByRole("button", { name: "Open chat assistant" }).click();
    await expect(page.getByRole("dialog", { name: "TechPro Academy Assistant" })).toBeVisible();
    await page
      .getByRole("dialog", { name: "TechPro Academy Assistant" })
      .getByRole("button", { name: "Context", exact: true })
      .focus();
    await page.clock.runFor(10_000);
    await expect(referral(page)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.clock.runFor(1000);
    await expect(referral(page)).toBeVisible();
  });

  test("the referral dialog appears at 20 s (not 19 s); Copy copies the link, toasts 'Referral Link Copied!' and closes", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await startPausedClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    await discount(page).getByRole("button", { name: "Not now" }).click();
    await page.clock.runFor(9000);
    await expect(referral(page)).toHaveCount(0);
    await page.clock.runFor(1000);
    const dialog = referral(page);
    await expect(dialog).toBeVisible();
    const link = `${baseURL}/enrol?intent=refer`;
    await expect(dialog.getByLabel("Your referral link")).toHaveValue(link);
    await page.clock.runFor(50);
    await expect(dialog.getByRole("button", { name: "Copy Link" })).toBeFocused();
    await expectNoAxeViolationsIn(page, "[data-testid=referral-popup]");

    await dialog.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Referral Link Copied!")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test("Refer Now opens the referral form in a new tab and closes the dialog", async ({
    page,
    context,
    baseURL,
  }) => {
    await startPausedClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    await expect(discount(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(discount(page)).toHaveCount(0);
    await page.clock.runFor(10_000);
    const dialog = referral(page);
    await expect(dialog).toBeVisible();
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      dialog.getByRole("link", { name: /Refer Now/ }).click(),
    ]);
    expect(tab.url()).toBe(`${baseURL}/enrol?intent=refer`);
    await expect(dialog).toHaveCount(0);
    await tab.close();
  });

  test("a page reads localStorage only when a pop-up is due, not while it hydrates (the first read opens the site's storage synchronously)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const store = window.localStorage;
      const getItem = Storage.prototype.getItem;
      const reads: string[] = [];
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (this === store) reads.push(key);
        return getItem.call(this, key);
      };
      (window as unknown as { localStorageReads: string[] }).localStorageReads = reads;
    });
    const reads = () =>
      page.evaluate(() => (window as unknown as { localStorageReads: string[] }).localStorageReads);
    await startPausedClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(9_000);
    expect(await reads()).toEqual([]);
    await page.clock.runFor(1_000);
    await expect(discount(page)).toBeVisible();
    expect(await reads()).toContain("timedPopups");
  });

  test("with localStorage.timedPopups = 'off' no pop-up ever opens", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("timedPopups", "off"));
    await startPausedClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(300_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem("discountExpiryTime"))).toBeNull();
  });
});
