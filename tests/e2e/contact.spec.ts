import { expect, type Page, test } from "./support/test";
import { waitForHydration } from "./support/lead-form-helpers";
import { expectNoAxeViolations, failOnConsoleErrors } from "./support/page-checks";

const MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  subject: "Please select a subject.",
  message: "Message must be at least 10 characters.",
};

function form(page: Page) {
  return page.locator("#contact-form");
}

async function fillValid(page: Page, name = "Asha Rao") {
  const f = form(page);
  await f.getByLabel("Name").fill(name);
  await f.getByLabel("Email").fill("asha.rao@example.com");
  await f.getByLabel("Phone (optional)").fill("+91 98765 43210");
  await f.getByLabel("Subject").selectOption("Career Services");
  await f.getByLabel("Message").fill("Do you help with interview preparation for freshers?");
}

test.describe("Contact Us (/contact)", () => {
  test("shows the banner, Get in Touch with session hours, the form, the FAQ and 'Still have questions'", async ({
    page,
  }) => {
    test.slow(); // the page in full, with an accessibility scan
    const checkConsole = failOnConsoleErrors(page);
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Contact Us | TechPro Academy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.locator("main")).toContainText("schedule a free demo class");

    const touch = page.locator("section", { has: page.getByRole("heading", { name: "Get in Touch" }) });
    await expect(touch.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    await expect(touch.getByRole("link", { name: "+91 00000 00000" })).toHaveAttribute(
      "href",
      "tel:+910000000000",
    );
    await expect(touch).toContainText("Monday-Friday9:00 AM - 1:00 PM");
    await expect(touch).toContainText("Saturday10:00 AM - 2:00 PM");
    await expect(touch).toContainText("SundayWeekly Assessments");

    await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
    const f = form(page);
    // Required fields carry an asterisk; phone is optional.
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      await expect(f.locator("label", { hasText: label }).first()).toContainText("*");
    }
    await expect(f.locator("label", { hasText: "Phone" })).not.toContainText("*");
    await expect(f.getByLabel("Subject").locator("option")).toHaveText([
      "Select a subject",
      "Course Information",
      "Enrollment",
      "Payment",
      "Career Services",
      "Other",
    ]);
    await expect(f.getByLabel("Message")).toHaveAttribute("rows", "5");

    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    await expect(page.locator("details[name=faq]")).toHaveCount(6);
    await expect(page.getByRole("heading", { name: "Still have questions?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Email Us" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );

    await expectNoAxeViolations(page);
    checkConsole();
  });

  test("with JavaScript: checks on submit first, then on change, sends without a reload, toasts and thanks", async ({
    page,
  }) => {
    test.slow(); // a long journey with three accessibility scans
    const checkConsole = failOnConsoleErrors(page);
    await page.goto("/contact");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const f = form(page);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));

    // Typing before the first submit shows nothing yet.
    await f.getByLabel("Name").fill("A");
    await expect(f.getByText(MESSAGES.name)).toHaveCount(0);

    await f.getByRole("button", { name: "Send Message" }).click();
    for (const message of Object.values(MESSAGES))
      await expect(f.getByText(message, { exact: true })).toBeVisible();
    expect(posts, "invalid input is not posted").toEqual([]);
    await expect(f.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(f.getByLabel("Name")).toBeFocused();
    await expectNoAxeViolations(page);

    // After a submit, each change re-checks its field.
    await f.getByLabel("Name").fill("As");
    await expect(f.getByText(MESSAGES.name)).toHaveCount(0);
    await f.getByLabel("Name").fill("A");
    await expect(f.getByText(MESSAGES.name)).toBeVisible();

    await fillValid(page);
    for (const message of Object.values(MESSAGES))
      await expect(f.getByText(message, { exact: true })).toHaveCount(0);
    await f.getByRole("button", { name: "Send Message" }).click();

    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Message Sent Successfully");
    await expect(toast).toContainText("We've received your inquiry and will get back to you soon!");
    const panel = page.getByTestId("thank-you-panel");
    await expect(panel.getByRole("heading", { name: "Thank You!" })).toBeFocused();
    await expect(panel).toContainText(
      "Your message has been sent successfully. We'll get back to you shortly.",
    );
    await expect(form(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(posts.filter((u) => u.includes("/contact"))).toHaveLength(1);
    await expectNoAxeViolations(page);

    await panel.getByRole("link", { name: "Send Another Message" }).click();
    await expect(form(page).getByLabel("Name")).toHaveValue("");
    await expect(form(page).getByLabel("Name")).toBeFocused();
    await expect(form(page).getByLabel("Subject")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");
    await expect(page.getByTestId("thank-you-panel")).toHaveCount(0);
    checkConsole();
  });

  test("the FAQ opens one answer at a time and an open answer can be closed", async ({ page }) => {
    await page.goto("/contact");
    const items = page.locator("details[name=faq]");
    const first = items.nth(0);
    const third = items.nth(2);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    // Templated from the catalogue (decision 13): the course pages' durations, not SPEC.md's "8 to 16".
    await expect(first).toContainText("8 to 14 weeks");
    await expect(first).toContainText("AI & Machine Learning 14 weeks");
    await third.locator("summary").click();
    await expect(third).toHaveAttribute("open", "");
    await expect(third).toContainText("Python Full Stack Development ₹4,999");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(page.locator("details[name=faq][open]")).toHaveCount(1);
    await third.locator("summary").click();
    await expect(page.locator("details[name=faq][open]")).toHaveCount(0);
    // Keyboard: Enter on a focused question opens it.
    await items.nth(3).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await expect(items.nth(3)).toContainText(
      "85% of our students who take part in placement support are placed within 3 months",
    );
  });
});

test.describe("Contact Us without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a native post: 400 with the same messages beside the fields and the input kept, then a redirect to the Thank You panel", async ({
    page,
  }) => {
    await page.goto("/contact");
    const f = form(page);
    await f.getByLabel("Name").fill("A");
    await f.getByLabel("Email").fill("asha@");
    await f.getByLabel("Phone (optional)").fill("98765 43210");
    await f.getByLabel("Message").fill("Too short");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/contact")),
      f.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState();
    for (const [field, message] of Object.entries(MESSAGES)) {
      const label = { name: "Name", email: "Email", subject: "Subject", message: "Message" }[field]!;
      const control = form(page).getByLabel(label);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(message);
    }
    await expect(form(page).getByLabel("Name")).toHaveValue("A");
    await expect(form(page).getByLabel("Email")).toHaveValue("asha@");
    await expect(form(page).getByLabel("Phone (optional)")).toHaveValue("98765 43210");
    await expect(form(page).getByLabel("Message")).toHaveValue("Too short");

    await fillValid(page, "Asha Rao (no JS)");
    const [ok] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/contact")),
      form(page).getByRole("button", { name: "Send Message" }).click(),
    ]);
    // Post/redirect/get: the Thank You panel is a page of its own, so a reload does not post again.
    expect(ok.status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    const panel = page.getByTestId("thank-you-panel");
    await expect(panel.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(panel).toContainText(
      "Your message has been sent successfully. We'll get back to you shortly.",
    );

    await panel.getByRole("link", { name: "Send Another Message" }).click();
    await expect(form(page).getByLabel("Name")).toHaveValue("");
  });

  test("the FAQ answers are readable without JavaScript, one open at a time", async ({ page }) => {
    await page.goto("/contact");
    const items = page.locator("details[name=faq]");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toContainText("No. Our beginner-friendly courses start from the fundamentals");
    await items.nth(5).locator("summary").click();
    await expect(page.locator("details[name=faq][open]")).toHaveCount(1);
  });
});
