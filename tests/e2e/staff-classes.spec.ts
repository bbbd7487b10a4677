// The trainer's week on the production build: a trainer (not an
// administrator) of one batch schedules a weekly series, cancels one class,
// marks attendance and posts an announcement; the batch's student sees each
// change in the schedule, the calendar feed and the dashboard. Fixtures:
// tests/e2e/support/trainer-session.ts (made before the server starts).
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, istDateKey, weekStartKey } from "../../app/lib/ist";
import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
  waitAfterNavigation,
} from "./support/test";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";

const port = process.env.E2E_PORT ?? "3100";
const fixtures = () =>
  JSON.parse(readFileSync(path.join(tmpdir(), `e2e-trainer-session-${port}.json`), "utf8")) as {
    batchId: string;
    trainer: { name: string; value: string };
    student: { name: string; value: string };
    calendarToken: string;
    heldClassIds: string[];
  };

async function signIn(context: BrowserContext, who: "trainer" | "student") {
  const cookie = fixtures()[who];
  await context.addCookies([
    { name: cookie.name, value: cookie.value, url: `https://localhost:${port}`, secure: true },
  ]);
}

/** A second browser, signed in as the batch's student. */
async function studentPage(browser: Browser) {
  const context = await browser.newContext();
  await signIn(context, "student");
  return waitAfterNavigation(await context.newPage());
}

/** The calendar feed, unfolded (RFC 5545 folds long lines). */
async function feed(page: Page): Promise<string[]> {
  const res = await page.request.get(`/calendar/${fixtures().calendarToken}.ics`);
  expect(res.status()).toBe(200);
  return (await res.text()).replace(/\r\n /g, "").split("\r\n");
}

function eventOf(lines: string[], summary: string): string[] {
  const at = lines.findIndex((l) => l.startsWith("SUMMARY:") && l.includes(summary));
  expect(at, summary).toBeGreaterThan(-1);
  const begin = lines.lastIndexOf("BEGIN:VEVENT", at);
  return lines.slice(begin, lines.indexOf("END:VEVENT", at) + 1);
}

test.describe("a trainer's week", () => {
  // One student and one batch for the whole week: opening the dashboard marks
  // announcements read, so these tests run in order in one worker.
  test.describe.configure({ mode: "default" });

  test.beforeEach(async ({ context }) => {
    test.slow();
    await signIn(context, "trainer");
  });

  test("schedules a weekly series: the student's schedule and feed show it; cancels one: 'Cancelled' in both", async ({
    page,
    browser,
  }) => {
    const errors = collectPageErrors(page);
    const { batchId } = fixtures();
    const nextMonday = addDays(weekStartKey(istDateKey(new Date())), 7);
    const title = "Window functions in practice";

    // From the list of batches, where the trainer's own batch says so, to its Classes.
    await page.goto("/staff/batches");
    const row = page.getByRole("row", { name: /SQL & Database - Batch E2E/ });
    await expect(row).toContainText("Your batch");
    await row.getByRole("link", { name: "SQL & Database - Batch E2E" }).click();
    await page
      .getByRole("navigation", { name: /sections/ })
      .getByRole("link", { name: "Classes" })
      .click();
    await expect(page).toHaveURL(`/staff/batches/${batchId}/classes`);
    await expect(page.getByRole("heading", { level: 1, name: "Classes" })).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });
    const form = page.locator("#new-class");
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Type").selectOption("Live Class");
    await form.getByLabel("Meeting link").fill("https://meet.example.com/sql-window-functions");
    await form.getByRole("radio", { name: "Weekly series" }).check();
    // The first class falls on one of the chosen days (Tue, Thu): the Tuesday.
    await form.getByLabel("First day").fill(addDays(nextMonday, 1));
    await form.getByLabel("Start time (IST)").fill("18:00");
    await form.getByLabel("Length (minutes)").fill("90");
    for (const day of ["Mon", "Wed", "Fri", "Sat", "Sun"])
      await form.getByRole("checkbox", { name: day }).uncheck();
    for (const day of ["Tue", "Thu"]) await form.getByRole("checkbox", { name: day }).check();
    await form.getByRole("radio", { name: "After a number of weeks" }).check();
    await form.getByRole("spinbutton", { name: "Number of weeks" }).fill("2");
    await form.getByRole("button", { name: "Schedule the series" }).click();
    await expect(page.getByRole("status")).toContainText("Scheduled 4 classes");
    await expect(page.getByRole("link", { name: title })).toHaveCount(2);

    // The student sees the week's two classes and the feed has all four.
    const student = await studentPage(browser);
    await student.goto(`/dashboard/schedule?week=${nextMonday}`);
    const items = student.locator("[data-session-id]", { hasText: title });
    await expect(items).toHaveCount(2);
    await expect(items.first().getByRole("link", { name: /Join Class/ })).toBeVisible();
    const before = await feed(student);
    expect(before.filter((l) => l.startsWith("SUMMARY:") && l.includes(title))).toHaveLength(4);
    const tuesday = eventOf(before, title);
    expect(tuesday).toContain(
      `DTSTART;TZID=Asia/Kolkata:${addDays(nextMonday, 1).replaceAll("-", "")}T180000`,
    );
    expect(tuesday).toContain("SEQUENCE:0");
    const uid = tuesday.find((l) => l.startsWith("UID:"));

    // The trainer cancels the first one with a note.
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });
    const cancel = page.locator("#cancel");
    await cancel.getByRole("radio", { name: "This class only" }).check();
    await cancel
      .getByLabel("Note for the students")
      .fill("Trainer at a conference; the recording of last year's class is shared.");
    await cancel.getByRole("button", { name: "Cancel the class" }).click();
    await expect(page.getByRole("status")).toContainText("Cancelled.");

    // 'Cancelled' on the student's schedule, with the note; the same event cancelled in the feed.
    await student.reload();
    const cancelled = student.locator("[data-cancelled]");
    await expect(cancelled).toHaveCount(1);
    await expect(cancelled).toContainText("Cancelled");
    await expect(cancelled).toContainText("Trainer at a conference");
    await expect(cancelled.getByRole("link", { name: /Join Class/ })).toHaveCount(0);
    const after = await feed(student);
    const event = eventOf(after, `Cancelled: Live Class: ${title}`);
    expect(event.find((l) => l.startsWith("UID:"))).toBe(uid);
    expect(event).toContain("SEQUENCE:1");
    expect(event).toContain("STATUS:CANCELLED");
    expect(after.filter((l) => l === "STATUS:CANCELLED")).toHaveLength(1);
    await expectNoAxeViolations(student, { allRules: true });
    expect(errors).toEqual([]);
  });

  test("marks attendance with the keyboard: the student sees each class's mark and their percentage", async ({
    page,
    browser,
  }) => {
    const errors = collectPageErrors(page);
    const { batchId, heldClassIds } = fixtures();
    const [yesterday, dayBefore] = heldClassIds;

    await page.goto(`/staff/batches/${batchId}/classes/${yesterday}/attendance`);
    await expect(page.getByRole("group", { name: /Nikhil Joshi/ })).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });
    // Tab into the student's choices, then P marks present (and moves on).
    await page
      .getByRole("group", { name: /Nikhil Joshi/ })
      .getByRole("radio", { name: "Present" })
      .focus();
    await page.keyboard.press("p");
    await expect(
      page.getByRole("group", { name: /Nikhil Joshi/ }).getByRole("radio", { name: "Present" }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Save attendance" }).click();
    await expect(page.getByRole("status")).toContainText("Attendance saved for 1 student.");

    await page.goto(`/staff/batches/${batchId}/classes/${dayBefore}/attendance`);
    const group = page.getByRole("group", { name: /Nikhil Joshi/ });
    await group.getByRole("radio", { name: "Present" }).focus();
    // Arrow keys move between the choices of one student.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "Absent" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Save attendance" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText("Attendance saved for 1 student.");

    const student = await studentPage(browser);
    await student.goto("/dashboard/schedule");
    const card = student.getByRole("region", { name: "Your Attendance" });
    await expect(card.getByTestId("attendance-percent")).toHaveText("50%");
    await expect(card).toContainText("of 2 marked classes attended");
    await expect(
      card.getByRole("listitem").filter({ hasText: "Joins: inner, left and self joins" }),
    ).toContainText("Present");
    await expect(card.getByRole("listitem").filter({ hasText: "Aggregates and GROUP BY" })).toContainText(
      "Absent",
    );
    await student.goto("/dashboard");
    await expect(student.getByText("Attendance", { exact: true }).locator("..")).toHaveText(
      /^50%\s*Attendance$/,
    );
    expect(errors).toEqual([]);
  });

  test("posts an announcement: the student sees it on the dashboard, marked New until seen", async ({
    page,
    browser,
  }) => {
    const errors = collectPageErrors(page);
    const { batchId } = fixtures();
    // A retry posts its own announcement: the first attempt's is already read.
    const title = `Mock test on Saturday${test.info().retry ? ` (retry ${test.info().retry})` : ""}`;
    await page.goto(`/staff/batches/${batchId}/announcements`);
    await expectNoAxeViolations(page, { allRules: true });
    await page.getByLabel("Title").fill(title);
    await page
      .getByLabel("Message")
      .fill("A 40-minute SQL mock test opens on Saturday at 10 AM. Revise joins and GROUP BY.");
    await page.getByRole("button", { name: "Post announcement" }).click();
    await expect(page.getByRole("status")).toContainText("Posted. 1 e-mail queued");
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();

    const student = await studentPage(browser);
    await student.goto("/dashboard");
    const card = student.getByRole("region", { name: /Announcements/ });
    const item = card
      .getByRole("listitem")
      .filter({ has: student.getByRole("heading", { name: title, exact: true }) });
    await expect(item).toContainText("New");
    await expect(item).toContainText("Revise joins and GROUP BY.");
    await student.reload();
    await expect(item).not.toContainText("New");
    expect(errors).toEqual([]);
  });

  test("another batch's pages, its students' list included, answer 404 to this trainer", async ({ page }) => {
    for (const sub of ["", "/classes", "/announcements", "/trainers"]) {
      const res = await page.request.get(`/staff/batches/python-a${sub}`, { maxRedirects: 0 });
      expect(res.status(), sub).toBe(404);
    }
  });
});
