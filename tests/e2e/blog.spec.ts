import { expect, test } from "./support/test";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";

const POSTS = [
  { id: "top-companies", title: "Top Companies Hiring Freshers in India in 2026", readTime: 7 },
  {
    id: "dsa-questions",
    title: "Data Structures and Algorithms: The Interview Questions Freshers Meet Most",
    readTime: 15,
  },
  { id: "ai-backend", title: "How AI Is Changing Backend Development", readTime: 10 },
  { id: "python-for-beginners", title: "Python for Beginners: Your First 30 Days", readTime: 8 },
];

test.describe("blog", () => {
  test("/blog lists the four posts, each linking to /blog/{id}", async ({ page }) => {
    test.slow(); // axe is CPU-heavy on a shared machine
    const errors = collectPageErrors(page, /^Failed to load resource/);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    for (const post of POSTS) {
      const link = page.getByRole("link", { name: post.title });
      await expect(link).toHaveAttribute("href", `/blog/${post.id}`);
    }
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: POSTS[2]!.title }).click();
    await expect(page).toHaveURL(/\/blog\/ai-backend$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(POSTS[2]!.title);
    expect(errors).toEqual([]);
  });

  for (const post of POSTS) {
    test(`/blog/${post.id} shows title, author, date, ${post.readTime} min read, cover and body`, async ({
      page,
    }) => {
      const res = await page.goto(`/blog/${post.id}`);
      expect(res?.status()).toBe(200);
      const article = page.locator("article").first();
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(article).toContainText("Author:");
      await expect(article.locator("time").first()).toHaveAttribute("datetime", /^2026-\d{2}-\d{2}$/);
      await expect(article).toContainText(`${post.readTime} min read`);
      await expect(article.locator(`img[src="/images/blog/${post.id}.svg"]`)).toBeVisible();
      expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
      await expect(page).toHaveTitle(`${post.title} | TechPro Academy`);
    });
  }

  test("a post has Back to Home and up to 3 related posts, never itself, linking to /blog/{id}", async ({
    page,
  }) => {
    await page.goto("/blog/python-for-beginners");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related Articles" }) });
    const links = related.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).not.toContain("/blog/python-for-beginners");
    for (const href of hrefs) expect(href).toMatch(/^\/blog\/(top-companies|dsa-questions|ai-backend)$/);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(POSTS[3]!.title);
  });

  test("an unknown id answers 404: 'Blog not found' with Return Home", async ({ page }) => {
    test.slow(); // axe is CPU-heavy on a shared machine
    const res = await page.goto("/blog/no-such-post");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog not found");
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("BlogPosting JSON-LD parses and has headline, author, dates, image and publisher", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/blog/dsa-questions");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((b) => JSON.parse(b)).find((ld) => ld["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      headline: POSTS[1]!.title,
      author: { "@type": "Person", name: expect.any(String) },
      datePublished: expect.stringMatching(/^2026-\d{2}-\d{2}$/),
      image: `${baseURL}/images/blog/dsa-questions.svg`,
      publisher: { "@type": "Organization", name: "TechPro Academy" },
      url: `${baseURL}/blog/dsa-questions`,
    });
  });

  test("a post is axe-clean at 390 px, and its code and tables scroll inside the page", async ({ page }) => {
    test.slow(); // axe is CPU-heavy on a shared machine
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/blog/dsa-questions");
    await expectNoAxeViolations(page);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
  });

  test("the sitemap lists /blog and every post", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}/blog</loc>`);
    for (const post of POSTS) expect(xml).toContain(`<loc>${baseURL}/blog/${post.id}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/placements</loc>`);
  });
});
