import { expect, type Page, test } from "./support/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { collectPageErrors, expectNoAxeViolations } from "./support/page-checks";

// Each journey creates orders and runs axe several times: give it room on a busy CI machine.
test.describe.configure({ timeout: 90_000 });

// The site configuration's defaults (app/content/site.ts): the server under test sets no overrides.
const UPI_ID = "techpro-academy@example-upi";
const PAYEE = "TechPro Academy";
const WHATSAPP = "910000000000";

// The catalogue's values (decision 13), in its order; AWS is coming soon, so not on sale.
const COURSES = [
  { key: "python-full-stack", name: "Python Full Stack Development", original: "₹8,999", off: "44% OFF" },
  { key: "java-full-stack", name: "Java Full Stack Development", original: "₹8,999", off: "44% OFF" },
  { key: "ai-machine-learning", name: "AI & Machine Learning", original: "₹14,999", off: "67% OFF" },
  { key: "azure-cloud", name: "Azure Cloud", original: "₹8,999", off: "44% OFF" },
  { key: "sql-database", name: "SQL & Database Management", original: "₹8,999", off: "44% OFF" },
];

function expectedUpiUrl(orderId: string, courseName: string) {
  const note = `${courseName} ${orderId}`;
  return (
    `upi://pay?pa=${UPI_ID}&pn=${encodeURIComponent(PAYEE)}&am=4999.00&cu=INR` +
    `&tn=${encodeURIComponent(note)}&tr=${orderId}`
  );
}

/** Opens the page; `goto` returns once React has taken over (support/test.ts), which the alert needs. */
async function gotoPaymentPage(page: Page) {
  await page.goto("/paymentpage");
}

async function openDialogFor(page: Page, courseName: string) {
  await page.getByRole("radio", { name: new RegExp(courseName.replace(/[&]/g, "\\&")) }).check();
  await page.getByRole("button", { name: "Complete Payment" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("upi-qr")).toBeVisible();
  const orderId = (await dialog.getByTestId("order-id").textContent())!.trim();
  return { dialog, orderId };
}

test.describe("payment page (/paymentpage)", () => {
  test("Complete Payment with no course chosen shows the alert 'Please select a course first!'", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await gotoPaymentPage(page);
    const alerts: string[] = [];
    page.once("dialog", async (d) => {
      alerts.push(`${d.type()}: ${d.message()}`);
      await d.dismiss();
    });
    await page.getByRole("button", { name: "Complete Payment" }).click();
    await expect.poll(() => alerts).toEqual(["alert: Please select a course first!"]);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/paymentpage$/);
    expect(errors).toEqual([]);
  });

  test("shows every course on sale at ₹4,999 with its original price and discount, the live offer and the referral banner", async ({
    page,
  }) => {
    await gotoPaymentPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy a Course");
    for (const c of COURSES) {
      const option = page.locator("label", { has: page.locator(`input[value="${c.key}"]`) });
      await expect(option).toContainText(c.name);
      await expect(option).toContainText("₹4,999");
      await expect(option).toContainText(c.original);
      await expect(option).toContainText(c.off);
    }
    // A course that is not on sale cannot be chosen, and says why.
    const aws = page.getByRole("radio", { name: /AWS Cloud/ });
    await expect(aws).toBeDisabled();
    await expect(page.locator("label", { has: aws })).toContainText("it cannot be paid for yet");
    // The live offer with its real end, not "first 100 students" (decision 14).
    await expect(page.getByText("45% OFF for the first 100 students")).toHaveCount(0);
    const offer = page.getByRole("listitem").filter({ hasText: "Offer: AI & Machine Learning" });
    await expect(offer).toContainText("₹4,999 instead of ₹14,999 (67% off)");
    await expect(offer).toContainText(/Until \d{1,2} \w{3} \d{4}, 11:59 pm IST/);
    await expect(page.getByText("₹500 for every friend who joins")).toBeVisible();

    // The pricing summary follows the selection, with the course's batches (next enrolling first).
    await expect(page.getByText("Select a course to see your price.")).toBeVisible();
    await page.getByRole("radio", { name: /AI & Machine Learning/ }).check();
    await expect(page.getByTestId("summary-course")).toHaveText("AI & Machine Learning");
    await expect(page.getByRole("combobox", { name: /^Batch/ })).toHaveValue("aiml-a");
    await expect(page.locator("[data-fact=duration]")).toHaveText("14 weeks");
    await expect(page.getByText("Discount (67%)")).toBeVisible();
    await expect(page.getByTestId("summary-discount")).toHaveText("−₹10,000");
    await expect(page.getByTestId("summary-total")).toHaveText("₹4,999");
    await page.getByRole("radio", { name: /SQL & Database Management/ }).check();
    await expect(page.getByText("Discount (44%)")).toBeVisible();
    await expect(page.getByTestId("summary-discount")).toHaveText("−₹4,000");
    await expectNoAxeViolations(page);
  });

  test("step 1 shows the amount, the UPI id and a QR code that decodes to the order's UPI link", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await gotoPaymentPage(page);
    const { dialog, orderId } = await openDialogFor(page, "SQL & Database Management");
    expect(orderId).toMatch(/^ORD\d{6}[0-9A-Z]{6}$/);
    await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
    await expect(dialog.getByTestId("pay-amount")).toHaveText("₹4,999");
    await expect(dialog.getByTestId("upi-id")).toHaveText(UPI_ID);

    const expected = expectedUpiUrl(orderId, "SQL & Database Management");
    // What a phone camera sees: the rendered QR, read back with a QR decoder.
    const png = PNG.sync.read(await dialog.getByTestId("upi-qr").screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(expected);

    // On a desktop the QR leads and the phone-only link is hidden; it carries the same URL.
    const payLink = dialog.locator('a[href^="upi:"]');
    await expect(payLink).toHaveText("Pay with UPI app");
    await expect(payLink).toBeHidden();
    await expect(payLink).toHaveAttribute("href", expected);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("on a phone, step 1 leads with 'Pay with UPI app' (the same UPI link) and the QR follows", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPaymentPage(page);
    const { dialog, orderId } = await openDialogFor(page, "AI & Machine Learning");
    const payLink = dialog.getByRole("link", { name: "Pay with UPI app" });
    await expect(payLink).toBeVisible();
    await expect(payLink).toHaveAttribute("href", expectedUpiUrl(orderId, "AI & Machine Learning"));
    const linkBox = (await payLink.boundingBox())!;
    const qrBox = (await dialog.getByTestId("upi-qr").boundingBox())!;
    expect(linkBox.y).toBeLessThan(qrBox.y);
    await expectNoAxeViolations(page);
  });

  test("Back goes one step down, closing resets to step 1 and clears the course selection", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await gotoPaymentPage(page);
    const { dialog, orderId } = await openDialogFor(page, "Java Full Stack Development");

    await dialog.getByRole("link", { name: "Next: payment proof" }).click();
    await expect(dialog.getByText("Step 2 of 3")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Send your payment proof" })).toBeFocused();
    // SPEC.md: the messaging-service support link for the payment proof, with the order id.
    const whatsapp = dialog.getByRole("link", { name: /Send payment proof on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${WHATSAPP}\\?text=.*${orderId}`),
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);

    await dialog.getByRole("link", { name: "Back" }).click();
    await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
    await dialog.getByRole("link", { name: "Next: payment proof" }).click();
    await dialog.getByRole("link", { name: "Continue without details" }).click();
    await expect(dialog.getByText("Step 3 of 3")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(dialog.getByTestId("done-order-id")).toHaveText(orderId);
    await expect(dialog.getByText("Awaiting payment")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("link", { name: "Back" }).click();
    await expect(dialog.getByText("Step 2 of 3")).toBeVisible();

    // Escape closes; the selection is cleared.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/paymentpage$/);
    await expect(page.getByRole("button", { name: "Complete Payment" })).toBeFocused();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByText("Select a course to see your price.")).toBeVisible();

    // Opening again starts at step 1 (with a new order); the X closes too.
    const again = await openDialogFor(page, "Azure Cloud");
    await expect(again.dialog.getByText("Step 1 of 3")).toBeVisible();
    expect(again.orderId).not.toBe(orderId);
    await again.dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("step 2 checks the UTR next to the field, and a sent UTR makes the order pending verification", async ({
    page,
  }) => {
    const errors = collectPageErrors(page, /status of 400/);
    await gotoPaymentPage(page);
    const { dialog, orderId } = await openDialogFor(page, "Python Full Stack Development");
    await dialog.getByRole("link", { name: "Next: payment proof" }).click();

    const utr = dialog.getByLabel("UPI reference number (UTR)");
    await utr.fill("12345");
    await dialog.getByLabel("Your name").fill("Ravi Kumar");
    await dialog.getByLabel("E-mail").fill("ravi@example.com");
    await dialog.getByRole("button", { name: "Submit payment details" }).click();
    await expect(utr).toHaveAttribute("aria-invalid", "true");
    // A visitor gives the phone number staff call.
    await expect(dialog.getByText("Please enter a valid phone number (10 to 15 digits).")).toBeVisible();
    await dialog.getByLabel("Phone").fill("+91 98765 43210");
    await expect(
      dialog.getByText("Enter the 12-digit UPI reference number (UTR) from your payment app."),
    ).toBeVisible();

    // A file that is not an image by content is refused by the server, next to the field.
    await utr.fill(`7${Date.now().toString().slice(-11)}`);
    await dialog.getByLabel("Payment screenshot (optional)").setInputFiles({
      name: "receipt.png",
      mimeType: "image/png",
      buffer: Buffer.from("<html>not an image</html>"),
    });
    await dialog.getByRole("button", { name: "Submit payment details" }).click();
    await expect(dialog.getByText("Please attach a PNG, JPEG or WebP image.")).toBeVisible();
    await expect(dialog.getByLabel("Your name")).toHaveValue("Ravi Kumar");

    // A real PNG goes through.
    const png = new PNG({ width: 4, height: 4 });
    await dialog.getByLabel("Payment screenshot (optional)").setInputFiles({
      name: "gpay.png",
      mimeType: "image/png",
      buffer: PNG.sync.write(png),
    });
    await dialog.getByRole("button", { name: "Submit payment details" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`order=${orderId}&step=3`));
    await expect(dialog.getByText("Pending verification")).toBeVisible();
    // The way on: an account created with this e-mail takes the order over.
    await expect(dialog.getByRole("link", { name: "Create your account with this e-mail" })).toHaveAttribute(
      "href",
      "/signup?email=ravi%40example.com&batch=python-b",
    );
    expect(errors).toEqual([]);
  });
});

test.describe("payment without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the course form, the dialog's steps and the proof form all work as plain HTML", async ({ page }) => {
    await page.goto("/paymentpage");
    // No course: the server answers next to the list.
    await page.getByRole("button", { name: "Complete Payment" }).click();
    await expect(page.getByText("Please select a course first!")).toBeVisible();

    await page.getByRole("radio", { name: /Azure Cloud/ }).check();
    await page.getByRole("button", { name: "Complete Payment" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("upi-qr")).toBeVisible();
    const orderId = (await dialog.getByTestId("order-id").textContent())!.trim();
    await dialog.getByRole("link", { name: "Next: payment proof" }).click();
    await dialog.getByLabel("UPI reference number (UTR)").fill(`8${Date.now().toString().slice(-11)}`);
    await dialog.getByLabel("Your name").fill("Meena Iyer");
    await dialog.getByLabel("E-mail").fill("meena@example.com");
    await dialog.getByLabel("Phone").fill("9876543210");
    await dialog.getByRole("button", { name: "Submit payment details" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(dialog.getByTestId("done-order-id")).toHaveText(orderId);
    await expect(dialog.getByText("Pending verification")).toBeVisible();
    await dialog.getByRole("link", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
