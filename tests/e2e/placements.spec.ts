import { expect, type Page, test } from "./support/test";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";

const jobCards = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .getByRole("article");

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  // View Details becomes a dialog button once React has hydrated the page.
  await expect(page.getByRole("button", { name: "View Details" }).first()).toBeVisible();
}

test.describe("placements page", () => {
  test("hero shows 120+ students placed, 8.5 LPA average, the one placement rate (85%), what each counts and the disclaimer", async ({
    page,
  }) => {
    await page.goto("/placements");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    for (const [value, label] of [
      ["120+", "Students Placed"],
      ["8.5 LPA", "Average Package"],
      ["85%", "Placement Rate"],
    ]) {
      await expect(hero.getByText(value, { exact: true })).toBeVisible();
      await expect(hero.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(hero).toContainText("Past record is no guarantee of future job prospects");
    await expect(hero.getByRole("list", { name: "What the figures count" })).toContainText(
      "the share placed within 3 months",
    );
    await expect(page.getByRole("heading", { name: "Our Commitment to Your Placement" })).toBeVisible();
    await expect(page).toHaveTitle("Placements and Job Openings for Freshers | TechPro Academy");
  });

  test("lists the 10 openings; each card shows experience, role, company, location and package", async ({
    page,
  }) => {
    await page.goto("/placements");
    await expect(page.getByRole("searchbox", { name: "Search by role or location" })).toHaveValue("");
    const cards = jobCards(page);
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    await expect(first).toContainText("Freshers");
    await expect(first.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(first.getByRole("definition")).toHaveCount(3);
    await expect(first).toContainText(/\d+(\.\d+)?-\d+(\.\d+)? LPA/);
  });

  test("search narrows by role or location in any case, and clears", async ({ page }) => {
    const errors = collectPageErrors(page, /^Failed to load resource/);
    await gotoHydrated(page, "/placements");
    const search = page.getByRole("searchbox", { name: "Search by role or location" });

    await search.fill("PYTHON");
    await expect(jobCards(page)).toHaveCount(3);
    for (const title of await jobCards(page).getByRole("heading").allTextContents())
      expect(title).toMatch(/python/i);
    await expect(page).toHaveURL(/\?q=PYTHON$/);

    await search.fill("hyderabad");
    await expect(jobCards(page)).toHaveCount(2);
    await expect(page.getByRole("status")).toHaveText("2 openings match “hyderabad” (of 10)");

    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(jobCards(page)).toHaveCount(10);
    await expect(page).toHaveURL(/\/placements$/);
    expect(errors).toEqual([]);
  });

  test("a search with no match shows a friendly message and a way back to every opening", async ({
    page,
  }) => {
    await gotoHydrated(page, "/placements");
    await page.getByRole("searchbox", { name: "Search by role or location" }).fill("astronaut");
    await expect(jobCards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No openings match your search" })).toBeVisible();
    await page.getByRole("link", { name: "Show all openings" }).click();
    await expect(jobCards(page)).toHaveCount(10);
  });

  test("a shared ?q= link opens with the search filled in and the list filtered", async ({ page }) => {
    await page.goto("/placements?q=pune");
    await expect(page.getByRole("searchbox", { name: "Search by role or location" })).toHaveValue("pune");
    await expect(jobCards(page)).toHaveCount(2);
  });

  test("View Details opens a dialog; Escape closes it and focus returns to the button", async ({ page }) => {
    test.slow(); // axe is CPU-heavy on a shared machine
    const errors = collectPageErrors(page, /^Failed to load resource/);
    await gotoHydrated(page, "/placements?q=data analyst");
    const button = page.getByRole("button", { name: "View Details" });
    await expect(button).toHaveCount(1);
    await button.click();

    const dialog = page.getByRole("dialog", { name: "Data Analyst (Python & SQL)" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Quantiva Analytics · Mysuru, Karnataka · 5-8 LPA");
    await expect(dialog.getByRole("heading", { name: "About the role" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Requirements" })).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveCount(4);

    const apply = dialog.getByRole("link", { name: /Apply Now/ });
    await expect(apply).toHaveAttribute("href", "/enrol?intent=apply&job=quantiva-data-analyst");
    await expect(apply).toHaveAttribute("target", "_blank");
    await expect(apply).toHaveAttribute("rel", /noopener/);

    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("each card's View Details opens that card's details in the one dialog, marks itself expanded and gets focus back", async ({
    page,
  }) => {
    const errors = collectPageErrors(page, /^Failed to load resource/);
    await gotoHydrated(page, "/placements");
    const cards = jobCards(page);
    const roles = await cards.getByRole("heading", { level: 3 }).allTextContents();
    // A CSS locator: while the dialog is open, Radix hides the rest of the page from the accessibility tree.
    const buttons = page.locator("article button", { hasText: "View Details" });
    await expect(buttons).toHaveCount(roles.length);
    for (const index of [0, 3, 9]) {
      const button = buttons.nth(index);
      await expect(button).toHaveAttribute("aria-haspopup", "dialog");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      const dialog = page.getByRole("dialog", { name: roles[index] });
      await expect(dialog).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("without a device share sheet, Share is a LinkedIn link carrying the apply URL", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      // Headless Chromium on Linux has no share sheet; make sure of it.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await gotoHydrated(page, "/placements?q=SDE-1");
    await page.getByRole("button", { name: "View Details" }).click();
    const share = page.getByRole("dialog").getByRole("link", { name: /Share on LinkedIn/ });
    await expect(share).toHaveAttribute("target", "_blank");
    await expect(share).toHaveAttribute("rel", /noopener/);
    const href = new URL((await share.getAttribute("href"))!);
    expect(href.hostname).toBe("www.linkedin.com");
    expect(href.searchParams.get("url")).toBe(`${baseURL}/enrol?intent=apply&job=cartnest-sde-1-backend`);
  });

  test("with a device share sheet, Share opens it with the apply URL", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { __shared: ShareData[] }).__shared = shared;
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await gotoHydrated(page, "/placements?q=SDE-1");
    await page.getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: /LinkedIn/ })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Share" }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe(`${baseURL}/enrol?intent=apply&job=cartnest-sde-1-backend`);
    expect(shared[0]!.title).toBe("SDE-1 (Backend, Java) at CartNest Retail");
  });

  test("JobPosting JSON-LD for each open job parses and has the required properties", async ({ page }) => {
    await page.goto("/placements");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = blocks.map((b) => JSON.parse(b)).filter((ld) => ld["@type"] === "JobPosting");
    expect(postings).toHaveLength(10);
    for (const job of postings) {
      expect(job["@context"]).toBe("https://schema.org");
      expect(job.title).toBeTruthy();
      expect(job.description).toContain("<li>");
      expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
      expect(job.employmentType).toBe("FULL_TIME");
      expect(job.hiringOrganization).toMatchObject({ "@type": "Organization", name: expect.any(String) });
      expect(job.jobLocation.address).toMatchObject({
        addressLocality: expect.any(String),
        addressCountry: "IN",
      });
      expect(job.baseSalary).toMatchObject({ currency: "INR", value: { unitText: "YEAR" } });
      expect(job.baseSalary.value.minValue).toBeGreaterThanOrEqual(300000);
      expect(job.baseSalary.value.maxValue).toBeLessThanOrEqual(2000000);
    }
  });

  test("closing section: Free Career Counseling goes to /contact and Explore Courses to /courses, at the top", async ({
    page,
  }) => {
    await gotoHydrated(page, "/placements");
    const counselling = page.getByRole("link", { name: "Free Career Counseling" });
    await expect(counselling).toHaveAttribute("href", "/contact");
    const courses = page.getByRole("link", { name: "Explore Courses" });
    await expect(courses).toHaveAttribute("href", "/courses");
    await courses.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await courses.click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("axe finds no WCAG 2.2 AA violations at 390 px and 1280 px", async ({ page }) => {
    test.slow(); // axe is CPU-heavy on a shared machine
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/placements");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
  });
});

test.describe("placements without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form filters on the server and the result is a shareable ?q= link", async ({ page }) => {
    await page.goto("/placements");
    await page.getByRole("searchbox", { name: "Search by role or location" }).fill("Bengaluru");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/placements\?q=Bengaluru$/);
    await expect(jobCards(page)).toHaveCount(2);
    await expect(page.getByRole("searchbox", { name: "Search by role or location" })).toHaveValue(
      "Bengaluru",
    );
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(jobCards(page)).toHaveCount(10);
  });

  test("View Details shows the job's details, Apply Now and a share link on the page", async ({ page }) => {
    await page.goto("/placements?q=QA");
    await page.getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/placements\?job=assurelab-qa-automation-trainee#job-details$/);
    const panel = page.locator("#job-details");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("QA Automation Engineer Trainee");
    await expect(panel.getByRole("listitem")).toHaveCount(4);
    await expect(panel.getByRole("link", { name: /Apply Now/ })).toHaveAttribute("target", "_blank");
    await expect(panel.getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute(
      "href",
      /linkedin\.com/,
    );
  });

  test("the server renders the filtered list for ?q= in the HTML", async ({ request }) => {
    const res = await request.get("/placements?q=hyderabad");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("Software Engineer, University Graduate");
    expect(html).toContain("Associate Database Engineer (SQL)");
    expect(html).not.toContain(">SDE-1 (Backend, Java)<");
  });
});
