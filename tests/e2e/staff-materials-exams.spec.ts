// Materials and exams on the production build: a trainer (not an
// administrator) of one batch uploads a PDF and sets an in-portal test; the
// batch's student downloads the file and takes the test against the server's
// clock; a student of another batch and a visitor get 404. Fixtures:
// tests/e2e/support/batch-work-session.ts (made before the server starts).
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { samplePdf } from "../support/material-files";
import { istLocalValue } from "../../app/lib/ist";
import { type Browser, type BrowserContext, expect, test, waitAfterNavigation } from "./support/test";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";

const port = process.env.E2E_PORT ?? "3100";
type Who = "trainer" | "student" | "stranger";
const fixtures = () =>
  JSON.parse(readFileSync(path.join(tmpdir(), `e2e-batch-work-session-${port}.json`), "utf8")) as {
    batchId: string;
  } & Record<Who, { name: string; value: string }>;

async function signIn(context: BrowserContext, who: Who) {
  const cookie = fixtures()[who];
  await context.addCookies([
    { name: cookie.name, value: cookie.value, url: `https://localhost:${port}`, secure: true },
  ]);
}

async function pageAs(browser: Browser, who: Who) {
  const context = await browser.newContext();
  await signIn(context, who);
  return waitAfterNavigation(await context.newPage());
}

test.describe("materials and exams of a batch", () => {
  test("a trainer uploads a PDF: the enrolled student downloads it; another batch's student and a visitor get 404", async ({
    page,
    context,
    browser,
  }) => {
    test.slow();
    const errors = collectPageErrors(page);
    await signIn(context, "trainer");
    const { batchId } = fixtures();
    await page.goto(`/staff/batches/${batchId}/materials`);
    const upload = page.locator("form", { has: page.getByRole("button", { name: "Upload" }) });
    await upload.getByLabel("Module").selectOption({ label: "Module 3: Virtual Machines" });
    await upload.getByLabel("Title").fill("Week 3 notes: virtual machines");
    await upload.getByLabel("File").setInputFiles({
      name: "week-3.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf()),
    });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status")).toHaveText("Added.");
    const row = page.getByRole("listitem").filter({ hasText: "Week 3 notes: virtual machines" });
    await expect(row.getByText("Published")).toBeVisible();

    const student = await pageAs(browser, "student");
    await student.goto("/dashboard/materials");
    const item = student.getByRole("article").filter({ hasText: "Week 3 notes: virtual machines" });
    await expect(item).toContainText("Module 3: Virtual Machines");
    await expect(item).toContainText(`${samplePdf().byteLength} bytes`);
    await expectNoAxeViolations(student);
    const link = item.getByRole("link", { name: /^Download/ });
    const href = await link.getAttribute("href");
    const [download] = await Promise.all([student.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("Week 3 notes virtual machines.pdf");
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 8).toString()).toBe("%PDF-1.4");

    const stranger = await pageAs(browser, "stranger");
    expect((await stranger.request.get(href!)).status()).toBe(404);
    const visitor = await browser.newContext();
    expect((await visitor.request.get(href!)).status()).toBe(404);

    // Unpublished: gone for the student too.
    await row.getByRole("button", { name: /^Unpublish/ }).click();
    await expect(page.getByRole("status")).toHaveText("Unpublished: students no longer see it.");
    expect((await student.request.get(href!)).status()).toBe(404);
    expect(errors).toEqual([]);
  });

  test("an in-portal test against the server's clock: answers saved in time are marked, a late answer is refused", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(300_000);
    await signIn(context, "trainer");
    const { batchId } = fixtures();
    await page.goto(`/staff/batches/${batchId}/exams`);
    const form = page.locator("#new-exam");
    await form.getByLabel("Title").fill("Quick check: Azure basics");
    await form.getByLabel("Module it tests").selectOption({ label: "Module 2: Identity and Governance" });
    // Tomorrow at first: questions can be set only before a test opens.
    await form.getByLabel("Opens at (India time)").fill(istLocalValue(new Date(Date.now() + 86_400_000)));
    await form.getByLabel("Duration (minutes)").fill("5");
    await form.getByLabel("Total marks").fill("10");
    await form.getByLabel("Passing marks").fill("6");
    await form.getByLabel("Topics").fill("Virtual machines\nRegions");
    await form.getByLabel(/^Taken/).selectOption("portal");
    await form.getByRole("button", { name: "Create exam" }).click();
    await expect(page.getByRole("status")).toHaveText("Exam created as a draft.");

    const question = page.locator("#question-form");
    await question.getByLabel("Kind").selectOption("single");
    await question.getByLabel("Marks").fill("6");
    await question.getByLabel("Question").fill("Which service runs a Windows or Linux server you manage?");
    await question.getByLabel("Options").fill("Azure Functions\nAzure Virtual Machines\nAzure Blob Storage");
    await question.getByLabel("Correct option numbers").fill("2");
    await question.getByRole("button", { name: "Add question" }).click();
    await expect(page.getByRole("status")).toHaveText("Question saved.");
    await question.getByLabel("Kind").selectOption("numeric");
    await question.getByLabel("Marks").fill("4");
    await question
      .getByLabel("Question")
      .fill("How many hours of compute do 3 VMs running for one hour use?");
    await question.getByLabel("Expected answer").fill("3");
    await question.getByRole("button", { name: "Add question" }).click();
    await expect(page.getByRole("status")).toHaveText("Question saved.");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Published/);

    // Then moved to now: it opened four minutes before this minute and lasts five, so it closes
    // within two minutes.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const opensAt = new Date(minute - (Date.now() - minute > 30_000 ? 3 : 4) * 60_000);
    const closesAt = new Date(opensAt.getTime() + 5 * 60_000);
    const details = page.getByRole("region", { name: "Details" });
    await details.getByLabel("Opens at (India time)").fill(istLocalValue(opensAt));
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");

    const student = await pageAs(browser, "student");
    // The device's clock stands still, an hour slow: neither the page's countdown nor its reload at
    // the close runs, so what is late is decided by the server's clock alone.
    await student.clock.setFixedTime(new Date(Date.now() - 3_600_000));
    await student.goto("/dashboard/exams");
    const card = student.getByRole("article").filter({ hasText: "Quick check: Azure basics" });
    await expect(card.getByText("Open now")).toBeVisible();
    await card.getByRole("link", { name: /^Start Exam/ }).click();
    await student.getByRole("button", { name: "Start Exam" }).click();
    await expect(student.getByRole("timer")).toBeVisible();
    await student.getByRole("radio", { name: "Azure Virtual Machines" }).check();
    await expect(student.getByText(/^Answers saved at/)).toBeVisible();
    await expectNoAxeViolations(student);

    // Wait, in real time, until the exam has closed and the few seconds in transit have passed.
    await student.waitForTimeout(Math.max(0, closesAt.getTime() + 7_000 - Date.now()));
    await student.getByLabel("Your answer (a number)").fill("3");
    await student.getByRole("button", { name: "Submit answers" }).first().click();
    await student.getByRole("dialog").getByRole("button", { name: "Submit answers" }).click();
    await expect(student.getByRole("alert")).toContainText("Time is up");

    await student.reload();
    await expect(student.getByText("6 of 10 marks (60%)")).toBeVisible();
    const review = student.getByRole("region", { name: "Your answers, question by question" });
    await expect(review.locator("ol > li").nth(0)).toContainText("Correct");
    await expect(review.locator("ol > li").nth(1)).toContainText("Not answered");
    await expectNoAxeViolations(student);

    // The trainer sees the same result.
    await page.reload();
    await expect(page.getByRole("row", { name: /Kiran Rao/ })).toContainText("Passed");
  });
});
