import { expect, test } from "./support/test";
import { signIn, signUp } from "./support/accounts";
import { expectNoAxeViolations, failOnConsoleErrors } from "./support/page-checks";

test.describe("accounts", () => {
  test("signup -> login -> dashboard greets the new student by name", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const email = `meera.${Date.now()}@example.com`;
    await page.goto("/signup");
    await page.getByLabel("Full Name").fill("Meera Iyer");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Mobile Number").fill("+91 98765 43210");
    await page.getByRole("combobox", { name: /^Batch/ }).selectOption({ label: "Java Full Stack - Batch A" });
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("my secret passphrase");
    await page.getByLabel("Confirm Password").fill("my secret passphrase");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("button", { name: "Creating account..." })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Registration Successful!")).toBeVisible();

    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("my secret passphrase");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Login Successful!")).toBeVisible();
    await expect(page.getByText("Welcome back to TechPro Academy")).toBeVisible();
    // An account, not access (decision 12): the chosen batch is a pending request.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Meera!");
    await expect(page.getByTestId("enrolment-state")).toContainText("Enrolment pending");
    await expect(page.getByTestId("enrolment-state")).toContainText("Java Full Stack - Batch A");
    await expect(page.getByRole("note", { name: "Demo portal" })).toHaveCount(0);
    noErrors();
  });

  test("different passwords show 'Password Mismatch' and nothing proceeds", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Full Name").fill("Arjun Das");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`arjun.${Date.now()}@example.com`);
    await page.getByLabel("Mobile Number").fill("9876543210");
    await page.getByRole("combobox", { name: /^Batch/ }).selectOption("python-a");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("first passphrase");
    await page.getByLabel("Confirm Password").fill("other passphrase");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password Mismatch")).toBeVisible();
    await expect(page.locator("#confirmPassword-error")).toHaveText(
      "Passwords do not match. Please try again.",
    );
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("the password fields have show/hide toggles and accept pasting", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByRole("textbox", { name: "Password", exact: true });
    await password.fill("pasted secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a wrong password shows 'Login Failed' / 'Please check your credentials and try again.'", async ({
    page,
  }) => {
    const student = await signUp(page.request, "Wrong Pass");
    await page.goto("/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(student.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("not my password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toContainText(
      "Please check your credentials and try again.",
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(student.email);
  });

  test("login returns to the portal page that sent the visitor there", async ({ page }) => {
    const student = await signUp(page.request, "Redirect Me");
    await page.goto("/login?redirectTo=%2Fdashboard%2Fexams");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(student.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(student.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\/exams$/);
  });

  test("logout ends the session on the server: the old cookie no longer signs in", async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const student = await signUp(page.request, "Leaving Soon");
    await signIn(page, student);
    const [session] = (await context.cookies()).filter((c) => c.name.endsWith("session"));
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Leaving!");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(page.getByText("You have been logged out of your account.")).toBeVisible();
    // Replaying the old cookie from another client gets the demo, not the account.
    const other = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${session.name}=${session.value}` },
    });
    const html = await (await other.get("/dashboard")).text();
    expect(html).toContain("Priya Sharma");
    expect(html).not.toContain("Leaving Soon");
    await other.dispose();
  });

  test("the session cookie is __Host- prefixed, HttpOnly, SameSite=Lax and Secure in production", async ({
    page,
  }) => {
    const student = await signUp(page.request, "Cookie Check");
    const res = await page.request.post("/login", {
      form: { email: student.email, password: student.password },
      maxRedirects: 0,
    });
    const cookie = res
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("__Host-session="))!.value;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("Path=/");
  });

  test("forgot password records the request and says what happens next", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.locator("footer")).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("someone@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("If an account exists for someone@example.com");
  });

  test("sign-in works without JavaScript (native form post)", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const student = await signUp(page.request, "Nisha Rao");
    await page.goto("/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(student.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(student.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nisha!");
    await expect(page.getByRole("status").filter({ hasText: "Login Successful!" })).toBeVisible();
    await context.close();
  });

  for (const path of ["/login", "/signup", "/forgot-password"]) {
    test(`${path} passes axe (WCAG 2.2 AA)`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
