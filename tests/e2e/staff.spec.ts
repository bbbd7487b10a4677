// Staff console journeys on the production build. The staff account
// is made with the staff:create code path before the server starts
// (tests/e2e/support/staff-session.ts) and the browser gets its session
// cookie directly: sign-in itself is the accounts issue's journey.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, expect, test, waitAfterNavigation } from "./support/test";
import { linkIn, mailTo } from "./support/mailbox";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";

const port = process.env.E2E_PORT ?? "3100";
const fixtures = () =>
  JSON.parse(readFileSync(path.join(tmpdir(), `e2e-staff-session-${port}.json`), "utf8")) as {
    staff: { name: string; value: string };
    student: { name: string; value: string };
    doubtId: string;
    orderId: string;
  };

async function signIn(context: BrowserContext, who: "staff" | "student") {
  const cookie = fixtures()[who];
  // A __Host- cookie must be Secure, which the DevTools protocol only sets for an
  // https URL; Chromium still sends it to http://localhost (a secure context).
  await context.addCookies([
    { name: cookie.name, value: cookie.value, url: `https://localhost:${port}`, secure: true },
  ]);
}

test.describe("staff console", () => {
  test.beforeEach(async ({ context }) => {
    // Whole journeys with an axe scan per page: more than the default 30 s on a busy 2-core machine.
    test.slow();
    await signIn(context, "staff");
  });

  test("overview shows the counts and the 30-day leads chart", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/staff");
    await expect(page).toHaveTitle(/Overview · Staff console/);
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Rahul" })).toBeVisible();
    for (const label of ["New leads", "Open doubts", "Payments to verify", "Jobs on /placements"]) {
      await expect(page.getByRole("link", { name: new RegExp(label) })).toBeVisible();
    }
    const chart = page.getByRole("img", { name: /leads in the last 30 days/ });
    await expect(chart).toBeVisible();
    expect(await chart.locator("rect").count()).toBe(30);
    await page.getByText("Show the numbers").click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(31);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page, { allRules: true });
    expect(errors).toEqual([]);
  });

  test("leads inbox: filter, search, open a lead, mark it contacted, export the filter as CSV", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto("/staff/leads");
    await expectNoAxeViolations(page, { allRules: true });
    await page.getByLabel("Kind").selectOption("referral");
    await page.getByLabel("Search").fill("divya");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/kind=referral/);
    await expect(page.getByText("1 lead matches the filter")).toBeVisible();
    await page.getByRole("link", { name: "Divya Nair" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Divya Nair" })).toBeVisible();
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/919876543210",
    );
    await page.getByLabel("New status").selectOption("contacted");
    await page.getByLabel("Note (optional)").fill("Called; joining Saturday's demo class");
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status changed to Contacted." })).toBeVisible();
    await expect(page.getByText(/Contacted since .*, set by Rahul Sharma\./)).toBeVisible();
    const history = page.locator("ol").filter({ hasText: "changed the status" });
    await expect(history).toContainText("Rahul Sharma changed the status from New to Contacted");
    await expect(history).toContainText("Called; joining Saturday's demo class");
    await expectNoAxeViolations(page, { allRules: true });

    await page.goto("/staff/leads?kind=contact&q=formula");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Received \(IST\),Kind,Status,Name,E-mail,Phone/);
    expect(lines).toHaveLength(2);
    // The name "=cmd|' /C calc'!A0" is written as text, not a formula.
    expect(lines[1]).toMatch(/,Contact form,(New|Closed),'=cmd\|' \/C calc'!A0,e2e\.formula@example\.com,/);
    expect(errors).toEqual([]);
  });

  test("doubts: a trainer's reply resolves the doubt with reply, responder and time", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/staff/doubts");
    await expectNoAxeViolations(page, { allRules: true });
    const card = page
      .getByRole("article")
      .filter({ hasText: "Why does my React list re-render every item?" });
    await expect(card).toContainText("Sneha Reddy · Python Full Stack - Batch B");
    await card.getByRole("link").click();

    const reply = page.getByLabel("Reply to the student");
    await reply.fill("Yes");
    await page.getByRole("button", { name: "Send reply and resolve" }).click();
    await expect(page.getByText("The reply must be at least 10 characters.")).toBeVisible();
    await expect(reply).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, { allRules: true });

    const answer =
      "Yes: with index keys React cannot tell which item is new. Use todo.id as the key and wrap TodoItem in React.memo.";
    await reply.fill(answer);
    await page.getByRole("button", { name: "Send reply and resolve" }).click();
    await expect(page).toHaveURL(/\/staff\/doubts\?done=replied$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Reply sent. The doubt is resolved" }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Answered" }).click();
    const answered = page
      .getByRole("article")
      .filter({ hasText: "Why does my React list re-render every item?" });
    await expect(answered).toContainText(answer);
    await expect(answered).toContainText("Rahul Sharma");
    await expect(answered.getByText("Resolved")).toBeVisible();
    await answered.getByRole("link").click();
    await expect(page.getByText("replied to the doubt and marked it resolved")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send reply and resolve" })).toHaveCount(0);
    expect(errors).toEqual([]);

    // The student sees the reply, who answered and when in the portal (SPEC.md's resolved state).
    const studentContext = await page.context().browser()!.newContext();
    await signIn(studentContext, "student");
    const student = waitAfterNavigation(await studentContext.newPage());
    await student.goto("/dashboard/doubts");
    const studentCard = student
      .getByRole("article")
      .filter({ hasText: "Why does my React list re-render every item?" });
    await expect(studentCard).toContainText(answer);
    await expect(studentCard).toContainText("Reply from Rahul Sharma");
    await expect(studentCard).not.toContainText("Waiting for trainer response...");
    await studentContext.close();
  });

  test("payments: a reason is needed to reject; verifying records who and when", async ({ page }) => {
    const errors = collectPageErrors(page);
    const { orderId } = fixtures();
    await page.goto("/staff/payments");
    await expectNoAxeViolations(page, { allRules: true });
    await page.getByRole("link", { name: orderId }).click();
    await expect(page.getByText("512398765432").first()).toBeVisible();

    await page.getByRole("button", { name: "Reject payment" }).click();
    await expect(page.getByText("Give the payer a reason for the rejection.")).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });

    await page.getByRole("button", { name: "Verify payment" }).click();
    await expect(page).toHaveURL(/\/staff\/payments\?done=verified$/);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Payment verified. The payer has been told, with their receipt." }),
    ).toBeVisible();
    const decided = page.getByRole("region", { name: "Recently decided" });
    await expect(decided.getByRole("row").filter({ hasText: orderId })).toContainText("Verified");
    await decided.getByRole("link", { name: orderId }).click();
    await expect(page.getByText(/^Verified by Rahul Sharma on /)).toBeVisible();
    await expect(page.getByText("Rahul Sharma verified the payment")).toBeVisible();
    expect(errors).toEqual([]);

    // The payer follows the e-mail's link (its key, not the order id, opens the order) and sees the new status.
    const mail = await mailTo("e2e.arjun@example.com", new RegExp(`^Payment received: order ${orderId}`));
    const payer = waitAfterNavigation(await page.context().browser()!.newPage());
    await payer.goto(linkIn(mail, "/paymentpage?order="));
    await expect(payer).toHaveURL(new RegExp(`/paymentpage\\?order=${orderId}$`));
    await expect(payer.getByRole("dialog").getByTestId("order-id")).toHaveText(orderId);
    // The id alone, in a browser that never held the order, opens nothing.
    const stranger = waitAfterNavigation(await page.context().browser()!.newPage());
    await stranger.goto(`/paymentpage?order=${orderId}&step=3`);
    await expect(stranger.getByText(/^We could not open that order here\./)).toBeVisible();
    await payer.close();
    await stranger.close();
  });

  test("job openings: create with checks, edit the valid-through date, publish and unpublish", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto("/staff/jobs");
    await page.getByRole("link", { name: "New job opening" }).click();
    await expectNoAxeViolations(page, { allRules: true });
    await page.getByLabel("Role").fill("Junior Azure Cloud Engineer");
    await page.getByLabel("Company").fill("Skyline Infotech");
    await page.getByLabel("Location").fill("Kochi");
    await page.getByLabel("Package from (LPA)").fill("4");
    await page.getByLabel("Package up to (LPA)").fill("6.5");
    await page
      .getByLabel("Description")
      .fill(
        "Provision and monitor Azure resources for client projects, automate deployments and support the on-call rota.",
      );
    await page
      .getByLabel("Requirements")
      .fill("AZ-900 or equivalent knowledge\nPowerShell or Bash scripting\nNetworking basics");
    await page.getByLabel("Apply link").fill("careers page");
    await page.getByLabel("Publish on /placements now").uncheck();
    await page.getByRole("button", { name: "Create job opening" }).click();
    await expect(page.getByText("Enter the full apply link, starting with https://.")).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });

    await page.getByLabel("Apply link").fill("https://careers.example.com/skyline/azure");
    await page.getByRole("button", { name: "Create job opening" }).click();
    await expect(page).toHaveURL(
      /\/staff\/jobs\/junior-azure-cloud-engineer-skyline-infotech\?done=created$/,
    );
    await expect(page.getByText("Job opening created.")).toBeVisible();
    await expect(page.getByText("Not shown: unpublished.")).toBeVisible();

    await page.getByLabel("Valid through").fill("2099-06-30");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Changes saved.")).toBeVisible();
    await expect(
      page.getByText(/Rahul Sharma edited the valid-through date \(valid through .* → 30 Jun 2099\)/),
    ).toBeVisible();

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: it is on /placements now.")).toBeVisible();
    await expect(page.getByText("Shown until the end of 30 Jun 2099.")).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });
    // /placements lists it at once.
    const placements = waitAfterNavigation(await page.context().newPage());
    await placements.goto("/placements?q=azure%20cloud%20engineer");
    await expect(placements.getByRole("article").filter({ hasText: "Skyline Infotech" })).toBeVisible();
    await placements.close();

    await page.getByRole("button", { name: "Unpublish", exact: true }).click();
    await expect(page.getByText("Unpublished: it no longer shows on /placements.")).toBeVisible();
    const history = page.locator("ol").filter({ hasText: "created the opening" });
    await expect(history).toContainText("published the opening on /placements");
    await expect(history).toContainText("unpublished the opening");
    await page.getByRole("link", { name: "All job openings" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Junior Azure Cloud Engineer" })).toContainText(
      "Unpublished",
    );
    expect(errors).toEqual([]);
  });

  test("team page lists the staff account created by the command, and its creation", async ({ page }) => {
    await page.goto("/staff/team");
    await expect(page.getByRole("heading", { level: 2, name: "Rahul Sharma" })).toBeVisible();
    await expect(
      page.getByText("staff:create command created the staff account e2e.trainer@example.com"),
    ).toBeVisible();
    // Not an administrator: no controls over colleagues.
    await expect(page.getByRole("button", { name: /Sign out everywhere/ })).toHaveCount(0);
    await expectNoAxeViolations(page, { allRules: true });
  });

  test("at 390 px the console fits the screen and the section tabs scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const p of [
      "/staff",
      "/staff/leads",
      "/staff/doubts",
      "/staff/payments",
      "/staff/jobs",
      "/staff/jobs/new",
      "/staff/team",
      "/staff/activity",
    ]) {
      await page.goto(p);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), p).toBeLessThanOrEqual(390);
    }
    await expect(
      page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Activity" }),
    ).toHaveAttribute("aria-current", "page");
  });
});

test.describe("staff console without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a lead's status changes with a plain form post", async ({ page, context }) => {
    await signIn(context, "staff");
    await page.goto("/staff/leads?q=formula");
    await page.getByRole("link", { name: "=cmd|' /C calc'!A0" }).click();
    await page.getByLabel("New status").selectOption("closed");
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByText("Status changed to Closed.")).toBeVisible();
    await expect(page.getByText("Rahul Sharma changed the status from New to Closed")).toBeVisible();
  });
});

test.describe("who may use the console", () => {
  test("a visitor is sent to /login (and back afterwards), for pages, the CSV and form posts alike", async ({
    request,
  }) => {
    for (const p of ["/staff", "/staff/leads?kind=chat", "/staff/leads.csv", "/staff/jobs/new"]) {
      const res = await request.get(p, { maxRedirects: 0 });
      expect(res.status(), p).toBe(302);
      expect(res.headers()["location"], p).toBe(`/login?redirectTo=${encodeURIComponent(p)}`);
    }
    const post = await request.post("/staff/jobs", {
      form: { intent: "publish", jobId: "x" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
  });

  test("a student gets a 403 'Staff only' page, and no CSV", async ({ page, context }) => {
    await signIn(context, "student");
    const errors = collectPageErrors(page);
    const res = await page.goto("/staff/leads");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Staff only" })).toBeVisible();
    await expect(page.getByText("This page is for staff only.")).toBeVisible();
    await expect(page.getByText("e2e.sneha@example.com")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your portal" })).toHaveAttribute("href", "/dashboard");
    await expectNoAxeViolations(page, { allRules: true });
    const csv = await page.request.get("/staff/leads.csv");
    expect(csv.status()).toBe(403);
    expect(errors.filter((e) => !e.includes("403"))).toEqual([]);
  });
});
