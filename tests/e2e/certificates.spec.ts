// Certificates on the production build (issue 25): a trainer completes a batch,
// the qualifying student downloads the certificate, a visitor verifies its code,
// an administrator revokes it. Fixtures: tests/e2e/support/certificate-session.ts.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, test, waitAfterNavigation } from "./support/test";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";

const port = process.env.E2E_PORT ?? "3100";
type Who = "trainer" | "admin" | "graduate";
const fixtures = () =>
  JSON.parse(readFileSync(path.join(tmpdir(), `e2e-certificate-session-${port}.json`), "utf8")) as {
    batchId: string;
  } & Record<Who, { name: string; value: string }>;

async function pageAs(browser: Browser, who: Who | null) {
  const context = await browser.newContext();
  if (who) {
    const cookie = fixtures()[who];
    await context.addCookies([
      { name: cookie.name, value: cookie.value, url: `https://localhost:${port}`, secure: true },
    ]);
  }
  return waitAfterNavigation(await context.newPage());
}

test("a trainer completes a batch; the qualifying student downloads the certificate; a visitor verifies it; an administrator revokes it", async ({
  browser,
}) => {
  test.slow();
  const { batchId } = fixtures();

  // The trainer sees who qualifies and who does not, and why; then completes the batch.
  const trainer = await pageAs(browser, "trainer");
  const trainerErrors = collectPageErrors(trainer);
  await trainer.goto(`/staff/batches/${batchId}/certificates`);
  const ananya = trainer.getByRole("listitem").filter({ hasText: "Ananya Iyer" });
  const rahul = trainer.getByRole("listitem").filter({ hasText: "Rahul Khanna" });
  await expect(ananya).toContainText("Qualifies");
  await expect(rahul).toContainText("attendance 50% < 75%");
  await expectNoAxeViolations(trainer);
  await trainer.getByRole("button", { name: "Complete the batch and issue 1 certificate" }).click();
  await expect(trainer.getByRole("status")).toContainText("Batch completed");
  await expect(ananya).toContainText("Certificate issued");
  const code = (await ananya.getByRole("link", { name: /^TPA-/ }).textContent())!.trim();
  expect(code).toMatch(/^TPA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  // The student who fell short can be given one anyway, with a reason.
  await expect(rahul.locator("summary", { hasText: "Issue anyway" })).toBeVisible();
  expect(trainerErrors).toEqual([]);

  // The student downloads it from the portal's Certificates section.
  const student = await pageAs(browser, "graduate");
  await student.goto("/dashboard/certificates");
  const card = student.getByRole("article").filter({ hasText: code });
  await expect(card).toContainText("Valid: issued on");
  await expect(card.getByRole("link", { name: /Add to LinkedIn profile/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://www\\.linkedin\\.com/profile/add\\?startTask=CERTIFICATION_NAME.*certId=${code}`),
  );
  await expectNoAxeViolations(student);
  const link = card.getByRole("link", { name: "Download PDF" });
  const href = await link.getAttribute("href");
  const [download] = await Promise.all([student.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // A visitor types the code on /certificates and sees it is valid; no e-mail address on the page.
  const visitor = await pageAs(browser, null);
  const visitorErrors = collectPageErrors(visitor);
  await visitor.goto("/certificates");
  await visitor.getByLabel("The ID printed at the top right of the certificate").fill(code.toLowerCase());
  await visitor.getByRole("button", { name: "Verify" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Ananya Iyer");
  await expect(visitor.getByText("Valid: issued on")).toBeVisible();
  await expect(visitor.locator("body")).not.toContainText("e2e.certificates.ananya@example.com");
  await expectNoAxeViolations(visitor);
  expect(visitorErrors).toEqual([]);

  // An administrator revokes it with a reason: the page says so, the PDF link stops working.
  const admin = await pageAs(browser, "admin");
  await admin.goto(`/staff/batches/${batchId}/certificates`);
  const row = admin.getByRole("listitem").filter({ hasText: "Ananya Iyer" });
  await row.locator("summary", { hasText: "Revoke" }).click();
  await row.getByLabel(/Why revoke/).fill("Issued in error: the attendance register was corrected.");
  await row.getByRole("button", { name: "Revoke" }).click();
  await expect(admin.getByRole("status")).toContainText("Revoked");
  await visitor.reload();
  await expect(visitor.getByText(/^Revoked on /)).toBeVisible();
  expect((await student.request.get(href!)).status()).toBe(410);
});
