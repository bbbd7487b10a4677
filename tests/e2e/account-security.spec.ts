// Accounts you can trust, in the browser: the e-mail that arrives (read from
// the journey server's SMTP catcher), the unverified banner, change of
// password and e-mail, and the list of signed-in devices.
import { expect, test, waitAfterNavigation } from "./support/test";
import { signIn, signUp } from "./support/accounts";
import { linkIn, mailTo } from "./support/mailbox";
import { expectNoAxeViolations, failOnConsoleErrors } from "./support/page-checks";

test.describe("sign-in and security", () => {
  test("a new student confirms the address from the e-mail, and the banner goes away", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const student = await signUp(page.request, "Nisha Verma");
    await signIn(page, student);
    await page.goto("/dashboard");
    const banner = page.getByRole("note", { name: "Confirm your e-mail" });
    await expect(banner).toContainText("Please confirm your e-mail address.");
    const mail = await mailTo(student.email, /^Confirm your e-mail address/);
    expect(mail.html).toContain("TechPro Academy");
    await page.goto(linkIn(mail, "/verify-email?token="));
    await expect(page.getByRole("heading", { name: "Your e-mail address is confirmed" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nisha!");
    await expect(banner).toHaveCount(0);
    noErrors();
  });

  test("devices: the profile lists both, 'Sign out other devices' ends the other one", async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers signing in (argon2 each time): over 30 s with two workers on 2 cores
    const student = await signUp(page.request, "Farhan Ali");
    await signIn(page, student);
    const other = await browser.newContext();
    const phone = waitAfterNavigation(await other.newPage());
    await signIn(phone, student);
    await page.goto("/dashboard/profile");
    const devices = page.getByRole("region", { name: "Signed-in devices" });
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await expect(devices.getByText("This device")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await devices.getByLabel("Current password").fill(student.password);
    await devices.getByRole("button", { name: "Sign out other devices" }).click();
    await expect(page.getByText("Signed out of other devices")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await phone.goto("/dashboard/profile");
    await expect(phone.getByRole("note", { name: "Demo portal" })).toBeVisible();
    await other.close();
  });

  test("change password: a wrong current password is refused; the new one works, the old one does not", async ({
    page,
    browser,
  }) => {
    const student = await signUp(page.request, "Gautam Shetty");
    await signIn(page, student);
    await page.goto("/dashboard/profile");
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel(/^New password/).fill("harbour lantern copper");
    await form.getByLabel("Confirm new password").fill("harbour lantern copper");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("That is not your current password.")).toBeVisible();
    await form.getByLabel("Current password").fill(student.password);
    await form.getByLabel(/^New password/).fill("12345678");
    await form.getByLabel("Confirm new password").fill("12345678");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText(/This password is too easy to guess/)).toBeVisible();
    await form.getByLabel("Current password").fill(student.password);
    await form.getByLabel(/^New password/).fill("harbour lantern copper");
    await form.getByLabel("Confirm new password").fill("harbour lantern copper");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    const fresh = await browser.newContext();
    const login = (password: string) =>
      fresh.request.post("/login", { form: { email: student.email, password }, maxRedirects: 0 });
    expect((await login(student.password)).status()).toBe(401);
    expect((await login("harbour lantern copper")).status()).toBe(302);
    await fresh.close();
  });

  test("change e-mail: nothing changes until the link in the new inbox is opened; the old address is told", async ({
    page,
  }) => {
    const student = await signUp(page.request, "Isha Kapoor");
    await signIn(page, student);
    await page.goto("/dashboard/profile");
    const newEmail = `moved.${student.email}`;
    const form = page.getByRole("form", { name: "Change e-mail" });
    await form.getByLabel("New e-mail").fill(newEmail);
    await form.getByLabel("Current password").fill(student.password);
    await form.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByText("Check your new inbox")).toBeVisible();
    await expect(page.getByRole("region", { name: "Change e-mail" })).toContainText(student.email);
    const mail = await mailTo(newEmail, /^Confirm your new e-mail address/);
    await page.goto(linkIn(mail, "/verify-email?token="));
    await expect(page.getByRole("heading", { name: "Your e-mail address is changed" })).toBeVisible();
    await mailTo(student.email, /e-mail address was changed$/);
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("region", { name: "Change e-mail" })).toContainText(newEmail);
  });
});
