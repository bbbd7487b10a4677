import { expect, test } from "./support/test";
import { enquiryTarget } from "../../app/lib/enquiry";
import { waitForHydration } from "./support/lead-form-helpers";
import { expectNoAxeViolations, failOnConsoleErrors } from "./support/page-checks";

test.describe("Enquiry page (/enrol)", () => {
  test("the navbar's Enroll Now opens the enquiry form with an Enroll heading", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Enroll Now" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/enrol\?intent=enrol$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enroll Now");
  });

  test("the home page's Join Now opens it with a Join heading", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Join Now" }).first().click();
    await expect(page).toHaveURL(/\/enrol\?intent=join/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join TechPro Academy");
  });

  test("a course page's Enroll button pre-fills the course; the enquiry is sent with a toast and a confirmation", async ({
    page,
  }) => {
    test.slow(); // a whole journey with an accessibility scan
    const checkConsole = failOnConsoleErrors(page);
    // The link a course page's Enroll Now renders (EnquiryLink -> enquiryTarget), arriving from that page.
    const target = enquiryTarget(null, { intent: "enrol", course: "azure-cloud" });
    expect(target).toEqual({ href: "/enrol?intent=enrol&course=azure-cloud", external: false });
    await page.setExtraHTTPHeaders({ referer: `${test.info().project.use.baseURL}/courses/azure-cloud` });
    await page.goto(target.href);
    await expect(page).toHaveTitle("Enroll in Azure Cloud | TechPro Academy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enroll in Azure Cloud");
    const form = page.locator("#enquiry-form");
    await expect(form.getByLabel("Course")).toHaveValue("azure-cloud");
    await expect(form.locator('input[name="sourcePage"]')).toHaveValue("/courses/azure-cloud");
    await expectNoAxeViolations(page);

    await waitForHydration(page);
    await form.getByRole("button", { name: "Send Enrollment Request" }).click();
    await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();

    await form.getByLabel("Name").fill("Ravi Kumar");
    await form.getByLabel("Email").fill("ravi.kumar@example.com");
    await form.getByLabel("Phone (optional)").fill("+91 98765 43210");
    await form.getByLabel(/Anything we should know/).fill("Weekend batch, please.");
    await form.getByRole("button", { name: "Send Enrollment Request" }).click();

    await expect(page.locator("[data-sonner-toast]")).toContainText(
      "Thank you! Your enrollment request is in.",
    );
    const panel = page.getByTestId("thank-you-panel");
    await expect(
      panel.getByRole("heading", { name: "Thank you! Your enrollment request is in." }),
    ).toBeFocused();
    await expect(panel.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
    checkConsole();
  });

  test("each intent gets a heading that fits it", async ({ page }) => {
    for (const [query, heading] of [
      ["intent=request-course", "Request a Course"],
      ["intent=request-info&course=sql-database", "Request Information: SQL & Database Management"],
      ["intent=refer", "Refer a Friend"],
      ["intent=apply", "Apply Now"],
      ["intent=nonsense&course=nope", "Enroll Now"],
    ]) {
      await page.goto(`/enrol?${query}`);
      await expect(page.getByRole("heading", { level: 1 }), query).toHaveText(heading);
    }
  });

  test("a job's Apply Now with an unknown or closed job still works, and says so", async ({ page }) => {
    const response = await page.goto("/enrol?intent=apply&job=no-such-opening");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply Now");
    await expect(page.getByRole("status")).toContainText("We couldn't find that job opening");
    await expect(page.locator('#enquiry-form input[name="job"]')).toHaveCount(0);
  });

  test("a referral needs the referral details", async ({ page }) => {
    await page.goto("/enrol?intent=refer");
    await waitForHydration(page);
    const form = page.locator("#enquiry-form");
    await form.getByLabel("Name").fill("Priya Sharma");
    await form.getByLabel("Email").fill("priya@example.com");
    await form.getByRole("button", { name: "Refer Now" }).click();
    await expect(
      form.getByText("Please tell us who you are referring, or who referred you (at least 10 characters)."),
    ).toBeVisible();
    await form.getByLabel("Referral details").fill("I'm referring my friend Ravi Kumar, +91 98765 43210");
    await form.getByRole("button", { name: "Refer Now" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for the referral!" })).toBeVisible();
  });

  test("at 390 px the form fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/enrol?intent=enrol&course=python-full-stack");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("Enquiry page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts natively, keeps the intent and course, and confirms", async ({ page }) => {
    await page.goto("/enrol?intent=request-info&course=java-full-stack");
    const form = page.locator("#enquiry-form");
    await form.getByLabel("Name").fill("Meena Iyer");
    await form.getByLabel("Email").fill("meena");
    await form.getByRole("button", { name: "Request Information" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Request Information: Java Full Stack Development",
    );
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(form.getByLabel("Name")).toHaveValue("Meena Iyer");
    await expect(form.getByLabel("Course")).toHaveValue("java-full-stack");
    await form.getByLabel("Email").fill("meena.iyer@example.com");
    await form.getByRole("button", { name: "Request Information" }).click();
    await expect(page.getByRole("heading", { name: "Thank you! We'll send the details." })).toBeVisible();
    // Post/redirect/get: the thank-you state is its own address, the intent and course kept.
    await expect(page).toHaveURL(/\/enrol\?intent=request-info&course=java-full-stack&sent=1$/);
  });
});
