import { expect, test } from "./support/test";
import { expectNoAxeViolations, failOnConsoleErrors } from "./support/page-checks";

// The demo portal: signed out, /dashboard/* shows the sample student; actions change only this tab.

test.describe("demo portal", () => {
  test("dashboard home: greeting, 58% ring, 7 of 12 modules, classes, tiles, next exam, quick actions", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("note", { name: "Demo portal" })).toContainText("Demo portal");
    await expect(
      page.getByRole("note", { name: "Demo portal" }).getByRole("link", { name: "Sign in" }),
    ).toHaveAttribute("href", /\/login/);
    await expect(page.getByText("Welcome to your learning portal")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Priya!");
    // The demo belongs to a fictional batch, never a real one (decision 12).
    await expect(page.getByText("Python Full Stack Development · Demo Batch (sample)")).toBeVisible();
    const ring = page.getByRole("progressbar", { name: "Course progress" });
    await expect(ring).toHaveAttribute("aria-valuenow", "58");
    await expect(page.getByText("7 of 12 modules completed")).toBeVisible();
    await expect(page.getByRole("list", { name: "Modules" }).getByRole("listitem")).toHaveCount(12);
    await expect(page.getByText("7/12")).toBeVisible();
    await expect(page.getByText("58%").last()).toBeVisible();
    // Its links stay on the site: a page saying enrolled students join from here.
    const join = page.getByRole("link", { name: /Join Class/ }).first();
    await expect(join).toHaveAttribute("href", "/dashboard/demo-link?to=class");
    await expect(join).not.toHaveAttribute("target", "_blank");
    await expect(page.getByRole("region", { name: "Next Exam" })).toContainText("Passing");
    await page.getByRole("link", { name: "View Progress" }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile#progress$/);
    noErrors();
  });

  test("a demo class link leads to a page saying enrolled students join from here", async ({ page }) => {
    await page.goto("/dashboard");
    await page
      .getByRole("link", { name: /Join Class/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/demo-link\?to=class$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This is where the live class would open",
    );
    await expect(
      page.getByText("Enrolled students join their batch's live class from their schedule"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose a course and batch" })).toHaveAttribute(
      "href",
      "/courses",
    );
    await expectNoAxeViolations(page);
  });

  test("the progress ring animates to the percent after 0.5 s", async ({ page }) => {
    await page.goto("/dashboard");
    const arc = page.getByRole("progressbar", { name: "Course progress" }).locator("circle").nth(1);
    const full = Number(await arc.getAttribute("stroke-dasharray"));
    await expect
      .poll(async () => Number(await arc.getAttribute("stroke-dashoffset")))
      .toBeCloseTo(full * 0.42, 0);
  });

  test("Refer Now shows that Refer & Earn is coming soon", async ({ page }) => {
    await page.goto("/dashboard");
    const shown: { type: string; message: string }[] = [];
    page.once("dialog", (d) => {
      shown.push({ type: d.type(), message: d.message() });
      void d.accept();
    });
    await page.getByRole("button", { name: "Refer Now" }).click();
    await expect.poll(() => shown.length).toBe(1);
    expect(shown[0].type).toBe("alert");
    expect(shown[0].message).toContain("Refer & Earn is coming soon");
  });

  test("at 390 px the sidebar is a drawer; choosing an item navigates, closes it and highlights the item", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await expect(page.getByRole("navigation", { name: "Portal" })).toBeHidden();
    await page.getByRole("button", { name: "Open portal menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    for (const label of ["Dashboard", "Schedule", "Materials", "Exams", "Doubts", "Profile"]) {
      await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await drawer.getByRole("link", { name: "Exams", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/exams$/);
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open portal menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Exams", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // No horizontal scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("schedule: week label, batch badge, day cards with counts, empty days, badge colours, quick actions", async ({
    page,
  }) => {
    await page.goto("/dashboard/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Class Schedule");
    await expect(page.getByText(/^This week: /)).toBeVisible();
    await expect(page.getByText("Demo Batch (sample)").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Days of the week" }).locator(":scope > li")).toHaveCount(7);
    await expect(page.getByText("No classes scheduled for this day").first()).toBeVisible();
    await expect(page.getByText(/^\d+ sessions?$/).first()).toBeVisible();
    // upcoming blue, completed green (exam red is checked on the calendar)
    const badges = page.locator("[data-status]");
    for (const [status, cls] of [
      ["upcoming", /bg-sky-100/],
      ["completed", /bg-green-100/],
    ] as const) {
      const badge = badges.and(page.locator(`[data-status="${status}"]`)).first();
      if (await badge.count()) await expect(badge).toHaveClass(cls);
    }
    await page.getByRole("link", { name: "Next week" }).click();
    await expect(page.getByText(/^Next week: /)).toBeVisible();
    await expect(page.locator('[data-status="exam"]').first()).toHaveClass(/bg-red-100/);
    // "Start Exam" works only inside the exam's window: before it, the time it opens.
    await expect(page.getByText(/^Start Exam opens /).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Start Exam/ })).toHaveCount(0);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /Set Reminders/ }).click();
    expect((await download).suggestedFilename()).toBe("class-reminders.ics");

    await page.getByRole("link", { name: "View Full Calendar" }).click();
    await expect(page).toHaveURL(/\/dashboard\/schedule\/calendar\?month=\d{4}-\d{2}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Full Calendar:");
    await expect(page.getByRole("table")).toBeVisible();
  });

  test("materials: search and type filter, empty state, four tiles, Download for files and Open for links", async ({
    page,
  }) => {
    await page.goto("/dashboard/materials");
    for (const tile of ["Total Materials", "PDF Documents", "Video Lectures", "Presentations"]) {
      await expect(page.getByText(tile, { exact: true })).toBeVisible();
    }
    const items = page.getByRole("article");
    // The demo batch in its eighth week: what its trainers have published so far, with a
    // recording (Video) and slides (PPT): no tile shows 0.
    await expect(items).toHaveCount(18);
    for (const tile of ["Video Lectures", "Presentations"])
      await expect(page.getByText(tile, { exact: true }).locator("..")).not.toContainText(/^0/);
    await page.getByLabel("Search materials").fill("DJANGO");
    await expect(items).toHaveCount(5);
    await page.getByLabel("Type").selectOption("pdf");
    await expect(items).toHaveCount(2);
    await page.getByLabel("Type").selectOption("video");
    await expect(items).toHaveCount(1);
    await page.getByLabel("Type").selectOption("ppt");
    await expect(page.getByRole("heading", { name: "No materials found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters")).toBeVisible();
    // Clearing the search and choosing a type in one go, before the address has caught up: the
    // list follows both (the type's change used to build on the old address and bring the search back).
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>("#materials-q")!;
      const select = document.querySelector<HTMLSelectElement>("#materials-type")!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select, "pdf");
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await expect(items).toHaveCount(9);
    await expect(page).toHaveURL(/\/dashboard\/materials\?type=pdf$/);
    // A file shows its real size and "Download"; a link "Open". The demo's stay on the site (decision 12).
    const file = items.filter({ hasText: "Module 8 notes" });
    await expect(file).toContainText(/\d(\.\d)? KB/);
    await expect(file.getByRole("link", { name: /^Download/ })).toHaveAttribute(
      "href",
      "/dashboard/demo-link?to=material",
    );
    await page.getByLabel("Type").selectOption("link");
    await expect(items.first().getByRole("link", { name: /^Open/ })).toHaveAttribute(
      "href",
      "/dashboard/demo-link?to=material",
    );
  });

  test("exams: tabs, Passed/Failed badges, tiles and Avg Score, detailed results", async ({ page }) => {
    await page.goto("/dashboard/exams");
    await expect(page.getByRole("tab", { name: /Upcoming Exams/ })).toHaveAttribute("aria-selected", "true");
    const upcoming = page.getByRole("tabpanel");
    // Not open yet: "Start Exam" says when it opens instead of leading anywhere.
    await expect(upcoming.getByText(/^Start Exam opens/)).toBeVisible();
    await expect(upcoming.getByRole("link", { name: /Start Exam/ })).toHaveCount(0);
    await expect(upcoming).toContainText("Total marks");
    await expect(upcoming).toContainText("60");
    await expect(upcoming).toContainText("42");
    await expect(page.getByText("77%")).toBeVisible();
    await page.getByRole("tab", { name: /Completed Exams/ }).click();
    await expect(page).toHaveURL(/tab=completed/);
    const completed = page.getByRole("tabpanel");
    await expect(completed.getByText("Passed", { exact: true })).toHaveCount(2);
    await expect(completed.getByText("Failed", { exact: true })).toHaveCount(1);
    await expect(completed.getByText("Failed", { exact: true })).toHaveClass(/bg-red-100/);
    await expect(completed).toContainText("44/50");
    await completed
      .getByRole("button", { name: /View Detailed Results: Python Fundamentals Assessment/ })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("44 of 50 marks (88%)");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("doubts: 'Missing Information', then a submitted doubt appears, and is gone after reload", async ({
    page,
  }) => {
    await page.goto("/dashboard/doubts");
    await expect(page.getByText("Waiting for trainer response...")).toHaveCount(1);
    await expect(page.getByText(/Reply from Rahul Verma/)).toBeVisible();
    const total = page.getByText("Total", { exact: true }).locator("..");
    await expect(total).toContainText("3");
    await page.getByRole("link", { name: "Ask a Doubt" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask a Doubt" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Title").fill("   ");
    await dialog.getByRole("button", { name: "Submit Doubt" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Please fill in both title and description.").first()).toBeVisible();
    await dialog.getByLabel("Title").fill("How do I reverse a string?");
    await dialog.getByLabel("Description").fill("Slicing with [::-1] works but I don't understand why.");
    await dialog.getByRole("button", { name: "Submit Doubt" }).click();
    await expect(page.getByText("Doubt Submitted Successfully!")).toBeVisible();
    await expect(page.getByText("Your doubt has been posted. Our trainers will respond soon.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "How do I reverse a string?" })).toBeVisible();
    await expect(page.getByText("Waiting for trainer response...")).toHaveCount(2);
    await expect(total).toContainText("4");
    await page.reload();
    await expect(page.getByRole("heading", { name: "How do I reverse a string?" })).toHaveCount(0);
    await expect(total).toContainText("3");
  });

  test("profile: Edit Profile, Cancel discards, Save Changes shows 'Profile Updated' (this tab only)", async ({
    page,
  }) => {
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("heading", { name: "Priya Sharma" })).toBeVisible();
    await expect(page.getByText("Python Fundamentals Certificate")).toBeVisible();
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByLabel("Phone").fill("+91 91234 00000");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByText("+91 00000 12345")).toBeVisible();
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(page.getByText("Course (read-only)")).toBeVisible();
    await page.getByLabel("Phone").fill("+91 91234 00000");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile Updated")).toBeVisible();
    await expect(page.getByText("Your profile has been updated successfully.")).toBeVisible();
    await expect(page.getByText("+91 91234 00000")).toBeVisible();
    await page.reload();
    await expect(page.getByText("+91 00000 12345")).toBeVisible();
  });

  for (const path of [
    "/dashboard",
    "/dashboard/schedule",
    "/dashboard/schedule/calendar",
    "/dashboard/schedule/av-check",
    "/dashboard/materials",
    "/dashboard/exams",
    "/dashboard/exams?tab=completed",
    "/dashboard/doubts",
    "/dashboard/doubts?ask=1",
    "/dashboard/doubts/sample-doubt-2",
    "/dashboard/profile",
    "/dashboard/profile?edit=1",
  ]) {
    test(`${path} passes axe (WCAG 2.2 AA) at 1280 px and 390 px`, async ({ page }) => {
      const noErrors = failOnConsoleErrors(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).or(page.getByRole("dialog"))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);
      noErrors();
    });
  }

  test("portal pages are server-rendered and readable without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/dashboard/exams?tab=completed");
    await expect(page.getByText("44/50")).toBeVisible();
    await page.goto("/dashboard/doubts?ask=1");
    await expect(page.getByRole("region", { name: "Ask a Doubt" }).getByLabel("Title")).toBeVisible();
    await page.goto("/dashboard/materials?q=django&type=pdf");
    await expect(page.getByRole("article")).toHaveCount(2);
    await context.close();
  });
});

/** The stylesheet a page inlines (root.tsx's `data-app-css` element). */
const inlinedCss = (html: string) => /<style[^>]*data-app-css="">([\s\S]*?)<\/style>/.exec(html)?.[1];

test.describe("the portal's stylesheet", () => {
  test("a portal page inlines none of the public sheet: its own linked sheet styles it, even when the public sheet never loads", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/dashboard")).text();
    expect(inlinedCss(html)).toBe("");
    expect(html).toMatch(/<link[^>]*rel="stylesheet" href="\/assets\/portal-[\w-]+\.css"/);
    // A public page still inlines the part of the public sheet it uses.
    const home = await (await request.get("/")).text();
    expect(inlinedCss(home)?.length).toBeGreaterThan(10_000);

    await page.route(/\/assets\/public-[\w-]+\.css$/, (route) => route.abort());
    await page.goto("/dashboard");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Welcome back, Priya!");
    // Tailwind's text-2xl or larger and bold, not the browser's default h1 (32px) with no theme font.
    expect(await heading.evaluate((h) => getComputedStyle(h).fontWeight)).toBe("700");
    const demoNote = page.getByRole("note", { name: "Demo portal" });
    expect(await demoNote.evaluate((n) => getComputedStyle(n).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("a page of the portal's address outside its layout (not found) inlines the public sheet's part it uses", async ({
    request,
  }) => {
    const response = await request.get("/dashboard/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toMatch(/href="\/assets\/portal-[\w-]+\.css"/);
    expect(inlinedCss(html)?.length).toBeGreaterThan(10_000);
  });
});
