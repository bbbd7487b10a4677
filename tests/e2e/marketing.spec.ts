import { expect, type Page, test, waitAfterNavigation } from "./support/test";
import { hydrateSection } from "./support/lead-form-helpers";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";

const PAGES = [
  "/",
  "/courses",
  "/courses/python-full-stack",
  "/courses/aws-cloud",
  "/mindset",
  "/about",
] as const;

/** Scrolls to the bottom in steps so every fade-in has been triggered, then back to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    // Two animation frames: the intersection observers see every position.
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      y,
    );
  }
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  // Let the fade-ins finish (axe measures colour contrast through opacity).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === "finished"),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

test.describe("home page", () => {
  test("server HTML has every SPEC.md section in order, with its key text", async ({ request }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const html = await res.text();
    const inOrder = [
      "Learn. Build. Grow. Become a Global Tech Pro",
      "Explore Courses",
      "Join Now",
      "Featured Courses",
      "Python Full Stack Development",
      "Java Full Stack Development",
      "AI &amp; Machine Learning",
      "View All Courses",
      "Why Choose",
      "Industry Relevant Curriculum",
      "Job Placement Support",
      "Professional Certification",
      "Expert Mentorship",
      "Mindset Development",
      "Project-Based Learning",
      "500+",
      "25+",
      "85%",
      "Learn With The Best",
      "Become a Tech Professional",
      "₹6,00,000",
      "Ready to start your tech career?",
      "Knowledge Hub",
      "Earn While You Learn",
      "per successful referral",
    ];
    let at = 0;
    for (const text of inOrder) {
      const found = html.indexOf(text, at);
      expect(found, `"${text}" after position ${at}`).toBeGreaterThan(-1);
      at = found;
    }
    // Home cards read the catalogue (decision 13): Python 12 weeks (Beginner to Advanced), Java 12, AI & ML 14.
    expect(html).toMatch(/12 weeks[\s\S]*Beginner to Advanced[\s\S]*12 weeks[\s\S]*14 weeks/);
    expect(html).not.toContain("16 weeks");
    expect(html).toContain("Past record is no guarantee of future job prospects.");
    expect(html).toMatch(/Earn (<!-- -->)?₹500(<!-- -->)? per successful referral/);
  });

  test("hero buttons, View All Courses and the Knowledge Hub links go where SPEC.md says", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: "Explore Courses" })).toHaveAttribute("href", "/courses");
    await expect(hero.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/enrol?intent=join");
    for (const id of ["top-companies", "dsa-questions", "ai-backend", "python-for-beginners"]) {
      await expect(page.locator(`a[href="/blog/${id}"]`)).toHaveCount(1);
    }
    const covers = page.locator('img[src^="/images/blog/"]');
    await expect(covers).toHaveCount(4);
    await page.getByRole("link", { name: "View All Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Courses" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("without JavaScript every card that fades in is visible in the server HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const cards = page.locator("[data-reveal]");
    await expect(cards).toHaveCount(9); // 3 course cards + 6 feature cards
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    }
    await context.close();
  });

  test("course cards fade in 0.2 s apart and feature cards 150 ms apart once 20% visible", async ({
    page,
  }) => {
    await page.goto("/");
    const courseCards = page.locator('section[aria-labelledby="featured-heading"] [data-reveal]');
    // Below the fold after hydration: hidden until scrolled to.
    await expect(courseCards.first()).toHaveAttribute("data-reveal", "hidden");
    await page.locator("#featured-heading").scrollIntoViewIfNeeded();
    await courseCards.first().evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect(courseCards.nth(2)).toHaveAttribute("data-reveal", "shown");
    expect(
      await courseCards.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transitionDelay)),
    ).toEqual(["0ms", "200ms", "400ms"]);
    await expect(courseCards.first()).toHaveCSS("opacity", "1");

    const featureCards = page.locator('section[aria-labelledby="why-heading"] [data-reveal]');
    await featureCards.last().evaluate((el) => el.scrollIntoView({ block: "center" }));
    await featureCards.first().evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect(featureCards.last()).toHaveAttribute("data-reveal", "shown");
    expect(
      await featureCards.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transitionDelay)),
    ).toEqual(["0ms", "150ms", "300ms", "450ms", "600ms", "750ms"]);
  });

  test("the hero animation runs, and its pause switch pauses and resumes it (keyboard too)", async ({
    page,
  }) => {
    await page.goto("/");
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => (a.effect as KeyframeEffect).target?.classList.contains("fall-lane"))
          .map((a) => a.playState),
      );
    const before = await running();
    expect(before.length).toBeGreaterThan(10);
    expect(new Set(before)).toEqual(new Set(["running"]));

    const toggle = page.getByRole("switch", { name: "Pause animation" });
    await expect(page.locator('label[for="hero-motion"]')).toBeVisible();
    await page.locator('label[for="hero-motion"]').click();
    await expect(toggle).toBeChecked();
    await expect.poll(async () => new Set(await running())).toEqual(new Set(["paused"]));

    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).not.toBeChecked();
    await expect.poll(async () => new Set(await running())).toEqual(new Set(["running"]));
  });

  test("the parallax background has its own pause switch", async ({ page }) => {
    await page.goto("/");
    const parallax = () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => (a.effect as KeyframeEffect).target?.classList.contains("parallax-layer")).length,
      );
    expect(await parallax()).toBe(1);
    await page.locator('label[for="parallax-motion"]').click();
    await expect(page.getByRole("switch", { name: "Pause background motion" })).toBeChecked();
    await expect.poll(parallax).toBe(0);
  });

  test("under prefers-reduced-motion nothing animates forever and nothing is hidden", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = waitAfterNavigation(await context.newPage());
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const infinite = await page.evaluate(
      () =>
        document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length,
    );
    expect(infinite).toBe(0);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    // Nothing moves, so there is nothing to pause.
    await expect(page.locator('label[for="hero-motion"]')).toBeHidden();
    await context.close();
  });

  test("loading the home page shifts no layout (CLS 0)", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(cls).toBe(0);
  });
});

test.describe("referral card", () => {
  test("Copy puts the referral link on the clipboard and shows 'Link Copied!'", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const errors = collectPageErrors(page);
    await page.goto("/");
    // Below the fold: hydrated as it nears the viewport.
    await hydrateSection(page, "home-referral");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Earn While You Learn" }),
    });
    await expect(section.getByLabel("Your referral link")).toHaveValue(`${baseURL}/enrol?intent=refer`);
    await section.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(page.getByText("Link Copied!")).toBeVisible();
    await expect(page.getByText("Referral link has been copied to your clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/enrol?intent=refer`);
    expect(errors).toEqual([]);
  });

  test("Share Now opens the device share sheet with the link when there is one", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto("/");
    await hydrateSection(page, "home-referral");
    await page.getByRole("button", { name: "Share Now" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(`${baseURL}/enrol?intent=refer`);
    await expect(page.getByText("Link Copied!")).toHaveCount(0);
  });

  test("Share Now without a share sheet copies the link instead", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    await page.goto("/");
    await hydrateSection(page, "home-referral");
    await page.getByRole("button", { name: "Share Now" }).click();
    await expect(page.getByText("Link Copied!")).toBeVisible();
  });

  test("a share error (the person cancels) is ignored", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: () => Promise.reject(new DOMException("Share canceled", "AbortError")),
      });
    });
    await page.goto("/");
    await hydrateSection(page, "home-referral");
    await page.getByRole("button", { name: "Share Now" }).click();
    await page.waitForTimeout(300);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("courses", () => {
  test("/courses shows six cards; AWS has a 'Coming Soon' badge and a disabled grey 'Coming Soon' button", async ({
    page,
  }) => {
    await page.goto("/courses");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(6);
    const live = {
      "Python Full Stack Development": "python-full-stack",
      "Java Full Stack Development": "java-full-stack",
      "AI & Machine Learning": "ai-machine-learning",
      "Azure Cloud": "azure-cloud",
      "SQL & Database Management": "sql-database",
    };
    for (const [title, id] of Object.entries(live)) {
      const card = page.getByRole("article", { name: title });
      await expect(card.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", `/courses/${id}`);
      await expect(card.getByText("Coming Soon")).toHaveCount(0);
    }
    const aws = page.getByRole("article", { name: "AWS Cloud" });
    await expect(aws.getByText("Coming Soon", { exact: true }).first()).toBeVisible();
    const button = aws.getByRole("button", { name: "Coming Soon" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveCSS("background-color", "oklch(0.929 0.013 255.508)"); // slate-200: grey
    await expect(aws.getByRole("link", { name: /Learn More/ })).toHaveCount(0);
    // Durations on the grid, from the catalogue (decision 13): Python 12, Java 12, AI & ML 14, Azure 10, SQL 8, AWS 12.
    const durations = await page
      .locator("article")
      .evaluateAll((els) =>
        els.map((el) => el.querySelector('[aria-label="Duration and level"] li')?.textContent),
      );
    expect(durations).toEqual(["12 weeks", "12 weeks", "14 weeks", "10 weeks", "8 weeks", "12 weeks"]);
    await expect(page.getByText("Premium placement package included")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a Course" })).toHaveAttribute(
      "href",
      "/enrol?intent=request-course",
    );

    const ld = await jsonLd(page);
    const list = ld.find((d) => d["@type"] === "ItemList") as {
      itemListElement: { item: { "@type": string } }[];
    };
    expect(list.itemListElement).toHaveLength(6);
    expect(list.itemListElement.every((e) => e.item["@type"] === "Course")).toBe(true);
  });

  test("python-full-stack: breadcrumbs, chips, Enroll, every section, 12 weeks of curriculum, career cards, its own closing call", async ({
    page,
  }) => {
    await page.goto("/courses/python-full-stack");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText([
      "Home",
      "Courses",
      "Python Full Stack Development",
    ]);
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Python Full Stack Development");
    await expect(page.getByRole("list", { name: "Duration and level" }).getByRole("listitem")).toHaveText([
      "12 weeks",
      "Beginner to Advanced",
    ]);
    // Enroll leads to the one enrol-and-pay journey; "Request Information" stays the call-back form.
    await expect(
      page.locator("main").getByRole("link", { name: "Enroll Now", exact: true }).first(),
    ).toHaveAttribute("href", "/paymentpage?course=python-full-stack");
    await expect(page.getByRole("link", { name: "Request Information" }).first()).toHaveAttribute(
      "href",
      "/enrol?intent=request-info&course=python-full-stack",
    );
    // The fee and the batches with seats (decision 13): SPEC.md's two Python batches.
    await expect(page.locator("main [data-fact=price]").first()).toHaveText("Fee ₹4,999");
    const batches = page.locator("section[aria-labelledby=batches-heading] li[data-batch]");
    await expect(batches).toHaveCount(2);
    await expect(batches.first()).toContainText("Python Full Stack - Batch A");
    await expect(batches.first()).toContainText("30 seats left");
    await expect(batches.nth(1).getByRole("link", { name: /Enroll/ })).toHaveAttribute(
      "href",
      "/paymentpage?course=python-full-stack&batch=python-b",
    );
    for (const heading of [
      "Skills You Will Gain",
      "Course Features",
      "Course Curriculum",
      "What Makes This Course Special",
      "Career Opportunities",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator('section[aria-labelledby="features-heading"] [data-reveal]')).toHaveCount(6);
    const weeks = page.locator('section[aria-labelledby="curriculum-heading"] ol > li');
    await expect(weeks).toHaveCount(12);
    await expect(weeks.first()).toContainText("Week 1");
    const careers = page.locator('section[aria-labelledby="careers-heading"]').getByRole("article");
    await expect(careers).toHaveCount(4);
    for (const salary of ["6-10 LPA", "8-15 LPA", "7-12 LPA", "9-16 LPA"]) {
      await expect(careers.getByText(salary)).toBeVisible();
    }
    await expect(careers.first().getByRole("link", { name: /Enroll Now/ })).toHaveAttribute(
      "href",
      "/paymentpage?course=python-full-stack",
    );
    await expect(
      page.getByRole("heading", { name: "Ready to start your Python Full Stack Development journey?" }),
    ).toBeVisible();

    const ld = await jsonLd(page);
    const course = ld.find((d) => d["@type"] === "Course") as {
      provider: { "@type": string };
      offers: unknown;
    };
    expect(course.provider["@type"]).toBe("EducationalOrganization");
    expect(course.offers).toMatchObject({ "@type": "Offer", priceCurrency: "INR", price: 4999 });
    const crumbsLd = ld.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(crumbsLd.itemListElement.map((i) => i.name)).toEqual([
      "Home",
      "Courses",
      "Python Full Stack Development",
    ]);
  });

  for (const [id, title, duration, weeks] of [
    ["java-full-stack", "Java Full Stack Development", "12 weeks", 12],
    ["ai-machine-learning", "AI & Machine Learning", "14 weeks", 14],
    ["azure-cloud", "Azure Cloud", "10 weeks", 10],
    ["sql-database", "SQL & Database Management", "8 weeks", 8],
  ] as const) {
    test(`${id}: full page with its own curriculum (${duration}) and a closing call naming ${title}, no career cards`, async ({
      page,
    }) => {
      const res = await page.goto(`/courses/${id}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(
        page.getByRole("list", { name: "Duration and level" }).getByRole("listitem").first(),
      ).toHaveText(duration);
      for (const heading of [
        "Skills You Will Gain",
        "Course Features",
        "Course Curriculum",
        "What Makes This Course Special",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.locator('section[aria-labelledby="curriculum-heading"] ol > li')).toHaveCount(weeks);
      await expect(page.getByRole("heading", { name: "Career Opportunities" })).toHaveCount(0);
      await expect(
        page.getByRole("heading", { name: `Ready to start your ${title} journey?` }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: /Ready to start your Python/ })).toHaveCount(0);
    });
  }

  test("aws-cloud: a 'Coming Soon' chip instead of Enroll, and 'Detailed Course Information Coming Soon'", async ({
    page,
  }) => {
    const res = await page.goto("/courses/aws-cloud");
    expect(res?.status()).toBe(200);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Enroll Now" })).toHaveCount(0);
    // Not on sale: no fee to pay and no batch to choose.
    await expect(page.locator("section[aria-labelledby=batches-heading]")).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "Detailed Course Information Coming Soon" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Other Courses" })).toHaveAttribute(
      "href",
      "/courses",
    );
    await expect(page.getByRole("heading", { name: "Course Curriculum" })).toHaveCount(0);
  });

  test("an unknown course id answers 404 with 'Course Not Found' and 'Back to Courses'", async ({ page }) => {
    const res = await page.goto("/courses/cobol-mainframe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Course Not Found");
    await expect(
      page.getByText("Sorry, the course you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Courses" })).toHaveAttribute("href", "/courses");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("mindset and about", () => {
  test("/mindset: the title, six items, Schedule a Session, Browse Courses and Request Information", async ({
    page,
  }) => {
    await page.goto("/mindset");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Beyond Code: The Mindset Mastery Module",
    );
    await expect(page.locator('section[aria-labelledby="items-heading"] [data-reveal]')).toHaveCount(6);
    for (const item of [
      "1:1 Mentorship",
      "Communication Skills",
      "Resume and Professional Profile",
      "Interview Preparation",
      "Confidence Building",
      "Growth Mindset",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: item })).toBeVisible();
    }
    await expect(page.getByText("no extra cost").first()).toBeVisible();
    await expect(page.getByText("85%")).toBeVisible();
    await expect(page.getByRole("link", { name: "Schedule a Session" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("link", { name: "Request Information" })).toHaveAttribute(
      "href",
      "/enrol?intent=request-info",
    );
  });

  test("/about: Mission, Vision, six Why Choose cards, six Teaching Methods cards and a closing call to action", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 2, name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our Vision" })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="about-why-heading"] [data-reveal]')).toHaveCount(6);
    await expect(page.locator('section[aria-labelledby="methods-heading"] [data-reveal]')).toHaveCount(6);
    const cta = page.locator("section", { has: page.locator("#about-cta-heading") });
    await expect(cta.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
    await expect(cta.getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      "/enrol?intent=enrol",
    );
  });
});

test.describe("SEO", () => {
  test("each page has its own title and description, a canonical URL, Open Graph and Twitter tags and JSON-LD", async ({
    page,
    baseURL,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      titles.add(title);
      descriptions.add(description ?? "");
      expect(description?.length, path).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute(
        "content",
        `${baseURL}${path}`,
      );
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      const ld = await jsonLd(page);
      expect(
        ld.some((d) => d["@type"] === "EducationalOrganization"),
        path,
      ).toBe(true);
      if (path !== "/")
        expect(
          ld.some((d) => d["@type"] === "BreadcrumbList"),
          path,
        ).toBe(true);
    }
    expect(titles.size).toBe(PAGES.length);
    expect(descriptions.size).toBe(PAGES.length);
  });

  test("/sitemap.xml lists the marketing pages and all six course pages; /robots.txt points to it", async ({
    request,
    baseURL,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/", "/courses", "/mindset", "/about"]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    for (const id of [
      "python-full-stack",
      "java-full-stack",
      "ai-machine-learning",
      "azure-cloud",
      "sql-database",
      "aws-cloud",
    ]) {
      expect(xml).toContain(`<loc>${baseURL}/courses/${id}</loc>`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("every image is local, has width and height, and has alt text (empty only beside its own title)", async ({
    page,
  }) => {
    for (const path of PAGES) {
      await page.goto(path);
      const images = await page.locator("main img").evaluateAll((els) =>
        els.map((el) => ({
          src: el.getAttribute("src") ?? "",
          alt: el.getAttribute("alt"),
          width: el.getAttribute("width"),
          height: el.getAttribute("height"),
        })),
      );
      for (const img of images) {
        expect(img.src, path).toMatch(/^\/images\/.+\.svg$/);
        expect(img.width && img.height, `${path} ${img.src}`).toBeTruthy();
        expect(img.alt, `${path} ${img.src}`).not.toBeNull();
        if (!img.src.startsWith("/images/blog/"))
          expect(img.alt!.length, `${path} ${img.src}`).toBeGreaterThan(10);
      }
    }
  });
});

test.describe("accessibility and layout", () => {
  for (const path of [...PAGES, "/courses/no-such-course"]) {
    test(`${path} has no axe violations (WCAG 2.2 AA) and no console errors`, async ({ page }) => {
      test.setTimeout(90_000);
      const errors = collectPageErrors(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await scrollThrough(page);
      await expectNoAxeViolations(page);
      // The 404 document itself is reported by the browser as a failed resource.
      expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
    });
  }

  for (const width of [360, 390, 1280]) {
    test(`at ${width} px no page scrolls sideways${width === 360 ? "" : " (screenshots attached)"}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      for (const path of PAGES) {
        await page.goto(path);
        await scrollThrough(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
        if (width !== 360) {
          await testInfo.attach(`${path}-${width}`, {
            body: await page.screenshot({ fullPage: true, animations: "disabled" }),
            contentType: "image/png",
          });
        }
      }
    });
  }

  test("the course pages are keyboard usable: Tab reaches Enroll Now with a visible focus ring", async ({
    page,
  }) => {
    await page.goto("/courses/sql-database");
    const enroll = page.locator("main").getByRole("link", { name: "Enroll Now", exact: true }).first();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      if (await enroll.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(enroll).toBeFocused();
    expect(await enroll.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  });
});
