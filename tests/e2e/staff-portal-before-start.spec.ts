// Before the batch starts (issue 28, docs/decisions/204): a student enrolled in a
// batch that starts in 100 days sees "Your batch starts on …" and what to do until
// then on the dashboard and the schedule, and no module "in progress".
// In the staff project: it adds a batch staff see.
import { formatDay } from "../../app/lib/format";
import { addDays, istDateKey, istInstant, weekStartKey } from "../../app/lib/ist";
import { signIn } from "./support/accounts";
import {
  atWidth,
  confirmedStudent,
  enrolByHand,
  newSqlBatch,
  shot,
  staffContext,
  unique,
} from "./support/journeys";
import { expectNoAxeViolations } from "./support/page-checks";
import { expect, test } from "./support/test";

/** "Tue, 8 Dec", as the portal says it. */
const startDayLabel = (day: string) => formatDay(istInstant(day, 12));

for (const width of [390, 1280]) {
  test(`at ${width} px: the not-yet-started dashboard and schedule say when the batch starts and what to do`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await atWidth(page, width);
    const start = addDays(istDateKey(new Date()), 100);
    const staff = await staffContext(browser, baseURL!, "admin");
    const id = `e2e-later-${unique()}`;
    await newSqlBatch(staff.page, {
      id,
      name: `SQL - Starts later ${width}`,
      startDate: start,
      state: "enrolling",
    });
    const student = await confirmedStudent(page.request, "Arun Prakash", id);
    await enrolByHand(staff.page, id, student);
    await staff.context.close();
    await signIn(page, student);

    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: `Your batch starts on ${startDayLabel(start)}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: /Test your audio and video/ })).toBeVisible();
    await expect(card.getByRole("link", { name: /Module 1 notes/ })).toBeVisible();
    await expect(
      page.getByText(`Module 1 starts with your first live class on ${startDayLabel(start)}.`),
    ).toBeVisible();
    // Module progress starts at "not started": no module is in progress.
    const modules = page.getByRole("list", { name: "Modules" }).getByRole("listitem");
    await expect(modules.first()).toHaveAttribute("data-state", "todo");
    await expect(page.locator('[data-state="current"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, "before-start-1-dashboard");

    await page.goto("/dashboard/schedule");
    const scheduled = page.getByRole("region", { name: `Your batch starts on ${startDayLabel(start)}` });
    await expect(scheduled).toBeVisible();
    await scheduled.getByRole("link", { name: "Go to the week your batch starts" }).click();
    await expect(page).toHaveURL(new RegExp(`week=${weekStartKey(start)}$`));
    await shot(page, "before-start-2-schedule");
  });
}
