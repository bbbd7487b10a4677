// "View" and "Download" (issue 28, docs/decisions/205): a student opens a PDF of
// their batch in the browser (inline, on the download route's sandbox) instead of
// downloading it; Download still downloads. In the staff project: it adds a batch.
import { samplePdf } from "../support/material-files";
import { addDays, istDateKey } from "../../app/lib/ist";
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

for (const width of [390, 1280]) {
  test(`at ${width} px: View opens a PDF in the browser; Download downloads it`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await atWidth(page, width);
    const staff = await staffContext(browser, baseURL!, "admin");
    const id = `e2e-view-${unique()}`;
    await newSqlBatch(staff.page, {
      id,
      name: `SQL - Notes ${width}`,
      startDate: addDays(istDateKey(new Date()), -7),
      state: "running",
    });
    const uploaded = await staff.page.request.post(`/staff/batches/${id}/materials`, {
      multipart: {
        intent: "upload",
        module: "1",
        title: "Module 1 notes: tables and SELECT",
        description: "Read before the second class.",
        publish: "on",
        file: { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdf()) },
      },
      maxRedirects: 0,
    });
    expect(uploaded.status(), "uploaded").toBe(302);
    const student = await confirmedStudent(page.request, "Farah Khan", "sql-a");
    await enrolByHand(staff.page, id, student);
    await staff.context.close();
    await signIn(page, student);

    await page.goto("/dashboard/materials");
    const item = page.getByRole("article").filter({ hasText: "Module 1 notes: tables and SELECT" });
    await expect(item.getByRole("link", { name: /^View/ })).toBeVisible();
    await expect(item.getByRole("link", { name: /^Download/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "material-view-1-view-and-download");

    let downloaded = false;
    page.on("download", () => (downloaded = true));
    const answer = page.waitForResponse((r) => r.url().includes("/download?view"));
    await item.getByRole("link", { name: /^View/ }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    const headers = await res.allHeaders();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toMatch(/^inline; /);
    expect(headers["content-security-policy"]).toContain("sandbox");
    await expect(page).toHaveURL(/\/materials\/[^/]+\/download\?view$/);
    // Chromium's PDF viewer shows it in the tab.
    await expect.poll(() => page.frames().some((f) => f.url().startsWith("chrome-extension://"))).toBe(true);
    expect(downloaded).toBe(false);
    // Only for the screenshot a person looks at: let the viewer paint the page first.
    if (process.env.JOURNEY_SHOTS_DIR) await page.waitForTimeout(2000);
    await shot(page, "material-view-2-pdf-in-the-browser");

    await page.goto("/dashboard/materials");
    const download = page.waitForEvent("download");
    await item.getByRole("link", { name: /^Download/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
}
