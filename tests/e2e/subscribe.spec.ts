import { expect, test } from "./support/test";
import { hydrateFooterSubscribe, waitForHydration } from "./support/lead-form-helpers";
import { expectNoAxeViolations, failOnConsoleErrors } from "./support/page-checks";

test.describe("Footer Subscribe", () => {
  test("checks the e-mail, stores the subscriber with a toast, and the same e-mail again is still a success", async ({
    page,
  }) => {
    const checkConsole = failOnConsoleErrors(page);
    await page.goto("/privacy");
    await hydrateFooterSubscribe(page);
    const footer = page.locator("footer");
    const email = footer.getByLabel("Email address");
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));

    await email.fill("reader@");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
    await email.fill("reader");
    await expect(footer.getByRole("alert")).toHaveText("");

    const address = `reader.${Date.now()}@example.com`;
    await email.fill(address);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Subscribed!");
    await expect(email).toHaveValue("");
    await expect(page).toHaveURL(/\/privacy$/);

    await email.fill(address.toUpperCase());
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast).toHaveCount(2);
    await expect(toast.first()).toContainText("Subscribed!");
    checkConsole();
  });

  test("the server's e-mail check answers beside the field", async ({ page }) => {
    await page.goto("/terms");
    await hydrateFooterSubscribe(page);
    const footer = page.locator("footer");
    // Valid for the browser, not for the server (no domain dot).
    await footer.getByLabel("Email address").fill("reader@localhost");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address.");
  });

  test("the /subscribe page (where the form lands without JavaScript) is accessible", async ({ page }) => {
    await page.goto("/subscribe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe to Our Newsletter");
    await waitForHydration(page);
    await page.locator("#subscribe-page-form").getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.locator("#subscribe-page-form").getByText("Please enter a valid email address."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("Footer Subscribe without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to /subscribe, which thanks the subscriber or shows the error with the input kept", async ({
    page,
  }) => {
    await page.goto("/contact");
    const footer = page.locator("footer");
    await footer.getByLabel("Email address").fill("reader@localhost");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    const form = page.locator("#subscribe-page-form");
    await expect(form.getByLabel("Email")).toHaveValue("reader@localhost");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address.");

    await form.getByLabel("Email").fill(`nojs.${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "Thanks for subscribing!" })).toBeVisible();
  });
});
