// A demo signup confirmed through the demo mailbox (issue 28, docs/decisions/203).
// The journey server catches e-mail (SMTP_URL is set), so this file starts its
// own demo server without SMTP_URL, as `npm start` runs: a new student signs up,
// opens "See the e-mail we would have sent" and confirms the address from it;
// staff read it on the Demo mailbox page and can then enrol the student by hand.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { atWidth, shot } from "./support/journeys";
import { expectNoAxeViolations } from "./support/page-checks";
import { type Browser, expect, type Page, test } from "./support/test";

let server: ChildProcess | undefined;
let origin = "";
let port = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const free = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(free));
    });
    probe.on("error", reject);
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  port = await freePort();
  origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-demo-mailbox-"));
  // NODE_ENV=production for the fixture script too: its session cookie is then named
  // as the production server reads it (__Host-session), as serve.mjs's fixtures are.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_MODE: "true",
  };
  delete env.SMTP_URL;
  const prepared = spawnSync(
    process.execPath,
    ["--import", "tsx", "tests/e2e/support/demo-mailbox-session.ts"],
    { env, stdio: "inherit" },
  );
  expect(prepared.status, "demo mailbox fixtures").toBe(0);
  const child = spawn(process.execPath, ["tests/e2e/support/serve.mjs"], {
    env: { ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("Server ready")) resolve();
    });
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    child.on("exit", (code) => reject(new Error(`demo server exited (${code}):\n${output}`)));
  });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

/** A page of the demo server, after its scripts have started (as a person who waits). */
async function open(page: Page, pathname: string) {
  await page.goto(`${origin}${pathname}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
}

async function adminPage(browser: Browser, width: number) {
  const { admin } = JSON.parse(
    readFileSync(path.join(tmpdir(), `e2e-demo-mailbox-${port}.json`), "utf8"),
  ) as { admin: { name: string; value: string } };
  const context = await browser.newContext();
  await context.addCookies([
    { name: admin.name, value: admin.value, url: `https://localhost:${port}`, secure: true },
  ]);
  const page = await context.newPage();
  await atWidth(page, width);
  return { context, page };
}

for (const width of [390, 1280]) {
  test(`at ${width} px: sign up in the demo -> see the e-mail we would have sent -> confirm -> staff see it and can enrol`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await atWidth(page, width);
    const email = `demo.${width}.${Date.now()}@example.com`;
    const password = "monsoon kettle journey";

    await open(page, "/signup");
    await page.getByLabel("Full Name").fill("Nisha Rao");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Mobile Number").fill("+91 98765 43210");
    await page
      .getByRole("combobox", { name: "Batch", exact: true })
      .selectOption({ label: "Python Full Stack - Batch A" });
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const banner = page.getByRole("note", { name: "Confirm your e-mail" });
    await expect(banner).toContainText("Please confirm your e-mail address.");
    await shot(page, "demo-mail-1-banner");
    await banner.getByRole("link", { name: "See the e-mail we would have sent" }).click();
    await expect(page).toHaveURL(/\/demo-mail$/);
    const message = page.getByRole("article");
    await expect(message).toContainText(email);
    await expect(message.getByRole("heading")).toContainText("Confirm your e-mail address");
    await expectNoAxeViolations(page);
    await shot(page, "demo-mail-2-the-email-we-would-have-sent");

    await message.getByRole("link", { name: /\/verify-email\?token=/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/confirmed/i);
    await shot(page, "demo-mail-3-confirmed");
    await open(page, "/dashboard");
    await expect(page.getByRole("note", { name: "Confirm your e-mail" })).toHaveCount(0);

    // Staff: the Demo mailbox lists it; the address is confirmed, so enrolling by hand works.
    const staff = await adminPage(browser, width);
    await open(staff.page, "/staff/demo-mailbox");
    const row = staff.page.getByRole("link", { name: new RegExp(`Confirm your e-mail address.*${email}`) });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(staff.page);
    await shot(staff.page, "demo-mail-4-staff-mailbox");
    await row.click();
    await expect(staff.page.getByRole("article")).toContainText(email);
    await shot(staff.page, "demo-mail-5-staff-message");
    const enrolled = await staff.page.request.post(`${origin}/staff/batches/python-a`, {
      form: { intent: "enrol", email, route: "cash", reason: "Paid at the desk (demo)" },
      maxRedirects: 0,
    });
    expect(enrolled.status()).toBe(302);
    await staff.context.close();
    await open(page, "/dashboard");
    await expect(page.getByTestId("activation-notice")).toContainText(
      "Python Full Stack - Batch A is active",
    );
  });
}
