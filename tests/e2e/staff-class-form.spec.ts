// The class form (issue 28, docs/decisions/201): it opens on "One class"; after
// saving, the page shows the week of the new class; a weekly series needs its
// days chosen on purpose and its first day on one of them; a class that
// already took place is recorded as held and its attendance taken.
// In the staff project: it adds a batch staff see.
import { addDays, istDateKey, weekStartKey, weekdayIndex } from "../../app/lib/ist";
import {
  atWidth,
  confirmedStudent,
  enrolByHand,
  newSqlBatch,
  shot,
  staffContext,
  unique,
} from "./support/journeys";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";
import { expect, test } from "./support/test";

const today = () => istDateKey(new Date());

for (const width of [390, 1280]) {
  test(`at ${width} px: one class by default, the week after saving, a series' first day, a held past class with attendance`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await staffContext(browser, baseURL!, "admin");
    await atWidth(page, width);
    const errors = collectPageErrors(page);
    const id = `e2e-classes-${unique()}`;
    await newSqlBatch(page, {
      id,
      name: `SQL - Class form ${width}`,
      startDate: addDays(today(), -14),
      state: "running",
    });
    const student = await confirmedStudent(request, "Pooja Iyer", "sql-a");
    await enrolByHand(page, id, student);

    await page.goto(`/staff/batches/${id}/classes`);
    const form = page.locator("#new-class");
    await expect(form.getByRole("radio", { name: "One class" })).toBeChecked();
    await expect(form.getByRole("radio", { name: "Weekly series" })).not.toBeChecked();
    await expectNoAxeViolations(page, { allRules: true });
    await shot(page, "class-form-1-opens-on-one-class");

    // One class ten days ahead: the page then shows that class's week, not this one.
    const day = addDays(today(), 10);
    await form.getByLabel("Title").fill("Revision: joins and subqueries");
    await form.getByLabel("Meeting link").fill("https://meet.example.com/sql-revision");
    await form.getByRole("textbox", { name: "Day", exact: true }).fill(day);
    await form.getByLabel("Start time (IST)").fill("10:00");
    await form.getByLabel("Length (minutes)").fill("60");
    await form.getByRole("button", { name: "Schedule the class" }).click();
    await expect(page).toHaveURL(new RegExp(`week=${weekStartKey(day)}&created=1$`));
    await expect(page.getByRole("status")).toContainText("Scheduled 1 class.");
    await expect(page.getByRole("link", { name: "Revision: joins and subqueries" })).toBeVisible();
    await shot(page, "class-form-2-week-of-the-new-class");

    // A weekly series: no day is ticked for the trainer, and a first day off the chosen days says why.
    await form.getByRole("radio", { name: "Weekly series" }).check();
    for (const name of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
      await expect(form.getByRole("checkbox", { name })).not.toBeChecked();
    await expect(form).toContainText("This batch meets on Mon, Wed, Fri.");
    let sunday = addDays(today(), 3);
    while (weekdayIndex(sunday) !== 6) sunday = addDays(sunday, 1);
    await form.getByLabel("Title").fill("Practice lab");
    await form.getByLabel("First day").fill(sunday);
    await form.getByRole("checkbox", { name: "Mon" }).check();
    await form.getByRole("radio", { name: "After a number of weeks" }).check();
    await form.getByRole("spinbutton", { name: "Number of weeks" }).fill("2");
    await form.getByRole("button", { name: "Schedule the series" }).click();
    await expect(
      form.getByText("The first day is a Sunday, which is not one of the chosen days (Mon)."),
    ).toBeVisible();
    await shot(page, "class-form-3-first-day-not-a-chosen-day");

    // Yesterday's extra class, recorded as held; then its attendance.
    await form.getByRole("radio", { name: "One class" }).check();
    await form.getByLabel("Title").fill("Extra doubt-clearing class");
    await form.getByRole("textbox", { name: "Day", exact: true }).fill(addDays(today(), -1));
    await form.getByLabel("Start time (IST)").fill("16:00");
    await form.getByRole("checkbox", { name: "It already took place" }).check();
    await form.getByRole("button", { name: "Record the class" }).click();
    await expect(page.getByRole("status")).toContainText("Recorded the class as held.");
    const held = page
      .locator("li", { has: page.getByRole("link", { name: "Extra doubt-clearing class" }) })
      .last();
    await expect(held.getByText("Held", { exact: true })).toBeVisible();
    await shot(page, "class-form-4-held-class-in-its-week");
    await page.getByRole("link", { name: "Take attendance" }).click();
    const group = page.getByRole("group", { name: /Pooja Iyer/ });
    await group.getByRole("radio", { name: "Present" }).check();
    await page.getByRole("button", { name: "Save attendance" }).click();
    await expect(page.getByRole("status")).toContainText("Attendance saved for 1 student.");
    await shot(page, "class-form-5-held-class-attendance");
    expect(errors).toEqual([]);
    await context.close();
  });
}
