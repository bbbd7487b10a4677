import { expect, test, waitAfterNavigation } from "./support/test";
import { signIn, signUp } from "./support/accounts";
import { expectNoAxeViolations } from "./support/page-checks";

// A signed-in student: their own data, and actions that persist.

const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("signed-in student portal", () => {
  test("shows the batch they chose as pending with the way to pay, no classes and no demo banner", async ({
    page,
  }) => {
    const student = await signUp(page.request, "Kavya Nair", "aiml-a");
    await signIn(page, student);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Kavya!");
    const card = page.getByTestId("enrolment-state");
    await expect(card).toContainText("Your seat in AI/ML - Batch A is not confirmed yet");
    await expect(card).toContainText("AI & Machine Learning");
    await expect(card.getByRole("link", { name: "Pay for this batch" })).toHaveAttribute(
      "href",
      "/paymentpage?course=ai-machine-learning&batch=aiml-a",
    );
    await expect(page.getByRole("link", { name: /Join Class/ })).toHaveCount(0);
    await expect(page.getByRole("note", { name: "Demo portal" })).toHaveCount(0);
    await page.goto("/dashboard/doubts");
    await expect(page.getByText("No doubts yet")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a doubt with an image persists across reload; the image is theirs only", async ({
    page,
    browser,
    baseURL,
  }) => {
    const student = await signUp(page.request, "Rohan Gupta");
    await signIn(page, student);
    await page.goto("/dashboard/doubts");
    await page.getByRole("link", { name: "Ask a Doubt" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask a Doubt" });
    await dialog.getByLabel("Title").fill("Virtualenv not activating on Windows");
    await dialog
      .getByLabel("Description")
      .fill("PowerShell says running scripts is disabled on this system.");
    await dialog
      .getByLabel("Screenshot (optional)")
      .setInputFiles({ name: "error.png", mimeType: "image/png", buffer: PNG_1x1 });
    await dialog.getByRole("button", { name: "Submit Doubt" }).click();
    await expect(page.getByText("Doubt Submitted Successfully!")).toBeVisible();
    await page.reload();
    const card = page.getByRole("article").filter({ hasText: "Virtualenv not activating on Windows" });
    await expect(card).toContainText("Waiting for trainer response...");
    const image = card.locator("img");
    await expect(image).toHaveJSProperty("naturalWidth", 1);
    const src = (await card.getByRole("link", { name: /error\.png/ }).getAttribute("href"))!;

    // Another student (and a visitor) gets 404 for the image and the doubt.
    const other = await browser.newContext({ baseURL });
    const otherPage = waitAfterNavigation(await other.newPage());
    expect((await otherPage.request.get(src)).status()).toBe(404);
    await signIn(otherPage, await signUp(otherPage.request, "Someone Else"));
    expect((await otherPage.request.get(src)).status()).toBe(404);
    const doubtHref = (await card
      .getByRole("link", { name: "Virtualenv not activating on Windows" })
      .getAttribute("href"))!;
    expect((await otherPage.goto(doubtHref))?.status()).toBe(404);
    await other.close();
  });

  test("an SVG attachment is refused with a clear message", async ({ page }) => {
    await signIn(page, await signUp(page.request, "Svg Sender"));
    await page.goto("/dashboard/doubts?ask=1");
    const dialog = page.getByRole("dialog", { name: "Ask a Doubt" });
    await dialog.getByLabel("Title").fill("Diagram");
    await dialog.getByLabel("Description").fill("See the drawing");
    await dialog
      .getByLabel("Screenshot (optional)")
      .setInputFiles({ name: "d.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
    await dialog.getByRole("button", { name: "Submit Doubt" }).click();
    await expect(dialog.getByText("Please attach a PNG, JPEG or WebP image.")).toBeVisible();
  });

  test("profile changes persist", async ({ page }) => {
    const student = await signUp(page.request, "Lakshmi Pillai");
    await signIn(page, student);
    await page.goto("/dashboard/profile");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByLabel("Phone").fill("+91 93333 44444");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile Updated")).toBeVisible();
    await page.reload();
    await expect(page.getByText("+91 93333 44444")).toBeVisible();
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByLabel("Phone").fill("not a number");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please enter a valid mobile number.")).toBeVisible();
  });

  test("the schedule makes a private calendar feed, shows it once with a copy button, and resets it (empty until the enrolment is active)", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, await signUp(page.request, "Feed Reader", "azure-a"));
    await page.goto("/dashboard/schedule");
    await page.getByRole("button", { name: "Get my calendar link" }).click();
    const url = await page.getByLabel("Your calendar link").inputValue();
    expect(url).toMatch(/\/calendar\/[a-f0-9]{32}\.ics$/);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Calendar link copied")).toBeVisible();
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    const text = await feed.text();
    expect(text).toContain("X-WR-CALNAME:TechPro Academy: Class schedule");
    expect(text).not.toContain("BEGIN:VEVENT");
    // Shown once: a new visit says when it was made and offers a reset, which ends the old link.
    await page.goto("/dashboard/schedule");
    await expect(page.getByLabel("Your calendar link")).toHaveCount(0);
    await page.getByRole("button", { name: "Reset feed link" }).click();
    const fresh = await page.getByLabel("Your calendar link").inputValue();
    expect(fresh).not.toBe(url);
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
    expect((await page.request.get(new URL(fresh).pathname)).status()).toBe(200);
  });
});
