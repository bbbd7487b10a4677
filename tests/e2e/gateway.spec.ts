import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { RazorpayStandIn } from "../support/razorpay-stand-in";
import { TEST_GATEWAY } from "../support/gateway-settings";
import { shot } from "./support/journeys";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";
import { expect, type Page, test } from "./support/test";

/*
 * Online payment end to end (issue 24): a server of its own with the Razorpay
 * settings pointing at a local stand-in for Razorpay's API, Checkout script
 * and frame (RAZORPAY_API_URL), which also posts signed webhooks back. A
 * student pays online and is active without staff, gets the receipt PDF, and
 * an administrator refunds the payment.
 */

/** E2E_GATEWAY_PORT when set (a port of one's own on a shared machine), else a free one. */
function serverPort(): Promise<number> {
  if (process.env.E2E_GATEWAY_PORT) return Promise.resolve(Number(process.env.E2E_GATEWAY_PORT));
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

let BASE = "";
let rzp: RazorpayStandIn;
let server: ChildProcess | undefined;
let fixtures: {
  admin: { name: string; value: string };
  student: { name: string; value: string };
  studentEmail: string;
};

/** This server is not the project's: wait for hydration here (support/test.ts waits on the project's own). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
  return response;
}

/**
 * A session cookie as the browser holds it. A __Host- cookie must be Secure, which the DevTools
 * protocol only sets for an https URL; Chromium still sends it to http://localhost (a secure context).
 */
const signedIn = (cookie: { name: string; value: string }) => ({
  ...cookie,
  url: BASE.replace("http:", "https:"),
  secure: true,
});

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const PORT = await serverPort();
  BASE = `http://localhost:${PORT}`;
  rzp = new RazorpayStandIn({ ...TEST_GATEWAY, webhookUrl: `${BASE}/webhooks/razorpay` });
  await rzp.start();
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "e2e-gateway-")),
    RAZORPAY_KEY_ID: TEST_GATEWAY.keyId,
    RAZORPAY_KEY_SECRET: TEST_GATEWAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: TEST_GATEWAY.webhookSecret,
    RAZORPAY_API_URL: rzp.url,
    LOG_LEVEL: "info",
    // As serve.mjs runs it: the session cookies are then the production ones (__Host-).
    NODE_ENV: "production",
    DEMO_MODE: "true",
  };
  const prepared = spawnSync(process.execPath, ["--import", "tsx", "tests/e2e/support/gateway-session.ts"], {
    env,
    stdio: "inherit",
  });
  expect(prepared.status).toBe(0);
  fixtures = JSON.parse(readFileSync(path.join(tmpdir(), `e2e-gateway-session-${PORT}.json`), "utf8"));
  server = spawn(process.execPath, ["tests/e2e/support/serve.mjs"], {
    env,
    // The log's errors show in the test's output; stdout is read for "Server ready".
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("Server ready")) resolve();
    });
    server!.on("exit", () => reject(new Error("the gateway journey's server exited before it was ready")));
  });
});

test.afterAll(async () => {
  const exited = server && server.exitCode === null ? new Promise((r) => server!.once("exit", r)) : null;
  server?.kill("SIGTERM");
  await rzp?.stop();
  await exited;
});

test("a student pays online through Razorpay Checkout, is active without staff, gets the receipt PDF, and is refunded", async ({
  browser,
}) => {
  // ---- the student pays
  const student = await browser.newContext({ baseURL: BASE });
  await student.addCookies([signedIn(fixtures.student)]);
  const page = await student.newPage();
  const errors = collectPageErrors(page);
  const response = await open(page, "/paymentpage?course=python-full-stack");
  // The CSP allows Checkout from exactly the configured origin.
  const csp = response!.headers()["content-security-policy"];
  expect(csp).toContain(`frame-src ${rzp.url};`);
  expect(csp).toMatch(new RegExp(`script-src 'self' ${rzp.url.replace(/[.:/]/g, "\\$&")} 'nonce-`));

  await page.getByRole("button", { name: "Complete Payment" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Pay online (UPI, card, net banking)" })).toBeVisible();
  const orderId = (await dialog.getByTestId("order-id").textContent())!.trim();
  await expectNoAxeViolations(page, { include: "[data-testid=payment-dialog]" });
  await shot(page, "gateway-1-pay-online");
  await dialog.getByTestId("pay-online").click();

  // Checkout's frame, served by the stand-in: pay with UPI.
  const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
  await checkout.getByRole("button", { name: /Pay ₹4,999.00 with UPI/ }).click();
  await expect(page).toHaveURL(new RegExp(`order=${orderId}&step=3`));
  await expect(dialog.getByText("Payment received")).toBeVisible();
  // The webhook (order.paid) verified the order: the page shows it without anyone in the path.
  await expect(dialog.getByText("Verified", { exact: true })).toBeVisible({ timeout: 30_000 });
  await shot(page, "gateway-2-payment-received");
  expect(rzp.delivered.map((d) => `${d.event} ${d.status}`)).toEqual([
    "payment.captured 200",
    "order.paid 200",
  ]);

  // Active: the portal opens the batch.
  await open(page, "/dashboard");
  await expect(page.getByText("You're in!")).toBeVisible();

  // The receipt, listed under Payments, as a one-page PDF.
  await open(page, "/dashboard/profile");
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByText(/Receipt\s+INV\/\d{2}-\d{2}\/\d{5}/)).toBeVisible();
  await shot(page, "gateway-3-profile-payments");
  const pdfLink = payments.getByRole("link", { name: /PDF/ }).first();
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBe(1);
  expect(errors).toEqual([]);

  // ---- an administrator refunds it in full
  const staff = await browser.newContext({ baseURL: BASE });
  await staff.addCookies([signedIn(fixtures.admin)]);
  const desk = await staff.newPage();
  await open(desk, "/staff/payments");
  const online = desk.getByRole("region", { name: "Online payments" });
  await expect(online.getByRole("link", { name: orderId })).toBeVisible();
  // The gateway's payment id beside our status (one copy for each screen width).
  await expect(online.getByText(/pay_[A-Za-z0-9]+/).filter({ visible: true })).toBeVisible();
  await shot(desk, "gateway-4-staff-payments");
  await open(desk, `/staff/payments/${orderId}`);
  await shot(desk, "gateway-5-order-page");
  await desk.getByLabel("Reason").fill("Moving to the next batch's scholarship");
  await desk.getByRole("button", { name: "Refund through the gateway" }).click();
  await expect(desk.getByText(/Refund recorded/)).toBeVisible();
  await expect(desk.getByText("Refunded", { exact: true }).first()).toBeVisible();
  // The bank completes it: refund.processed gives the credit note.
  const [refund] = [...rzp.refunds.values()];
  expect(refund).toMatchObject({ amount: 499_900, receipt: expect.any(String) });
  await rzp.settleRefund(refund.id);
  await desk.reload();
  await expect(desk.getByText(/Credit note\s+CN\/\d{2}-\d{2}\/\d{5}/)).toBeVisible();
  await shot(desk, "gateway-6-refunded-with-credit-note");

  // The student's access is withdrawn.
  await open(page, "/dashboard/profile");
  await expect(
    page.getByRole("region", { name: "Payments" }).getByText("Refunded", { exact: true }),
  ).toBeVisible();
  await student.close();
  await staff.close();
});
