// One batch per intent (issue 28, docs/decisions/200): a student who signed up
// for Python Batch A opens /paymentpage and finds Batch A chosen (not Batch B,
// the next to start); they pay, staff verify, and they are active in A only:
// the staff roster of A lists them Active, Batch B does not list them.
// In the staff project: it changes what staff see.
import { signIn, signUp } from "./support/accounts";
import { atWidth, shot, staffContext } from "./support/journeys";
import { expectNoAxeViolations } from "./support/page-checks";
import { expect, test } from "./support/test";

for (const width of [390, 1280]) {
  test(`at ${width} px: signed up for Batch A -> /paymentpage opens on Batch A -> pay -> verified -> active in A only`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await atWidth(page, width);
    const student = await signUp(page.request, "Ravi Shankar", "python-a");
    await signIn(page, student);

    // No course or batch in the link: the page opens on the request, not on the next batch to start.
    await page.goto("/paymentpage");
    await expect(page.getByRole("radio", { name: /Python Full Stack/ })).toBeChecked();
    const batch = page.getByRole("combobox", { name: "Batch", exact: true });
    await expect(batch).toHaveValue("python-a");
    await expectNoAxeViolations(page);
    await shot(page, "one-batch-1-payment-page-opens-on-request");

    // Choosing Batch B says what it does to the request; back to A.
    await batch.selectOption("python-b");
    await expect(page.getByText("Your request is for Python Full Stack - Batch A.")).toBeVisible();
    await shot(page, "one-batch-2-another-batch-says-it-moves");
    await batch.selectOption("python-a");
    await expect(page.getByText(/Your request is for/)).toHaveCount(0);

    await page.getByRole("button", { name: "Complete Payment" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Python Full Stack - Batch A");
    const orderId = (await dialog.getByTestId("order-id").textContent())!.trim();
    await dialog.getByRole("link", { name: "Next: payment proof" }).click();
    await dialog.getByLabel("UPI reference number (UTR)").fill(`7${Date.now().toString().slice(-11)}`);
    await dialog.getByRole("button", { name: "Submit payment details" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();

    const staff = await staffContext(browser, baseURL!);
    await atWidth(staff.page, width);
    await staff.page.goto(`/staff/payments/${orderId}`);
    await staff.page.getByRole("button", { name: "Verify payment" }).click();
    await expect(staff.page).toHaveURL(/\/staff\/payments\?done=verified$/);

    await page.goto("/dashboard");
    await expect(page.getByTestId("activation-notice")).toContainText(
      "Python Full Stack - Batch A is active",
    );
    await shot(page, "one-batch-3-active-in-a");

    // The roster: Active in A, and nowhere in B (the batch the page used to choose).
    await staff.page.goto("/staff/batches/python-a");
    const row = staff.page.locator(`tr[data-enrolment="${student.email}"]`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Active");
    await shot(staff.page, "one-batch-4-roster-a");
    await staff.page.goto("/staff/batches/python-b");
    await expect(staff.page.getByRole("heading", { level: 1 })).toContainText("Batch B");
    await expect(staff.page.locator(`tr[data-enrolment="${student.email}"]`)).toHaveCount(0);
    await staff.context.close();
  });
}
