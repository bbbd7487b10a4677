import { expect, test } from "./support/test";
import { hydrateFooterSubscribe } from "./support/lead-form-helpers";

test.describe("server-rendered HTML (no JavaScript needed)", () => {
  test("/ answers 200 with its main heading in the HTML", async ({ request }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/html");
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>[^<]*Learn\. Build\. Grow\. Become a Global Tech Pro/);
  });

  test("an unknown path answers 404 with 'Oops! Page not found'", async ({ request }) => {
    const res = await request.get("/no-such-page-here");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });

  test("/Courses and /Paymentpage redirect 301 to the lower-case path", async ({ request }) => {
    for (const [from, to] of [
      ["/Courses", "/courses"],
      ["/Paymentpage", "/paymentpage"],
      ["/COURSES/python-full-stack?x=1", "/courses/python-full-stack?x=1"],
    ]) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers()["location"], from).toBe(to);
    }
  });

  test("/healthz reports the database as up", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "up" });
  });

  test("pages carry baseline security headers and HTML is not cached long", async ({ request }) => {
    const res = await request.get("/");
    const h = res.headers();
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["cache-control"]).toBe("no-cache");
  });

  test("fingerprinted assets are cached for a year and compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers()["content-encoding"]).toBe("gzip");
  });

  test("a cross-site form post is rejected", async ({ request }) => {
    const res = await request.post("/", { headers: { origin: "https://evil.example" }, form: { a: "b" } });
    expect(res.status()).toBe(403);
  });
});

test.describe("navigation bar and footer", () => {
  test("navbar links lead to the SPEC.md pages in order", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const labels = ["Home", "Courses", "Placements", "Mindset Module", "About Us", "Contact"];
    for (const label of labels) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Buy a Course" }).first()).toHaveAttribute(
      "href",
      "/paymentpage",
    );
    await expect(page.getByRole("link", { name: "Enroll Now" }).first()).toHaveAttribute(
      "href",
      /\/enrol\?intent=enrol/,
    );
  });

  test("at 390 px the toggle opens the menu, and choosing a link closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/privacy");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    // SPEC.md: the mobile menu's Enroll Now goes to /contact.
    await expect(menu.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", "/contact");
    await menu.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the footer shows the tagline, quick links, contact, subscribe, copyright year and legal links", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer).toContainText(
      "Empowering Future Tech Leaders with comprehensive training in Full Stack, Cloud, and Soft Skills.",
    );
    for (const label of ["About Us", "Courses", "Placements", "Mindset Module", "Contact"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole("link", { name: "Privacy Policy", exact: true })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  });

  test("privacy and terms pages are real pages with the footer", async ({ page }) => {
    for (const [path, heading, text] of [
      ["/privacy", /Privacy Policy/, "Digital Personal Data Protection Act"],
      ["/terms", /Terms of Service/, "Past record is no guarantee of future job prospects"],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("main")).toContainText(text);
      await expect(page.locator("footer")).toBeVisible();
    }
  });
});

test.describe("chrome by route group", () => {
  test("the footer shows on public pages and not on /dashboard*, /login or /signup", async ({ page }) => {
    for (const path of ["/", "/courses", "/contact", "/paymentpage"]) {
      await page.goto(path);
      await expect(page.locator("footer"), path).toBeVisible();
    }
    for (const path of ["/dashboard", "/dashboard/schedule", "/login", "/signup"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator("footer"), path).toHaveCount(0);
    }
  });

  test("toasts render bottom-right (SPEC.md: default position bottom-right)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/terms");
    await hydrateFooterSubscribe(page);
    const footer = page.locator("footer");
    // The footer Subscribe form answers with a toast.
    await footer.getByLabel("Email address").fill(`toast.${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster).toHaveAttribute("data-y-position", "bottom");
    await expect(toaster).toHaveAttribute("data-x-position", "right");
    const box = (await page.locator("[data-sonner-toast]").first().boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 80);
    expect(box.y + box.height).toBeGreaterThan(800 / 2);
  });
});
