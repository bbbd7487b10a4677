import { expect, type APIRequestContext, type Page } from "@playwright/test";

export interface TestStudent {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new student account made through the real signup form post (not the UI). */
export async function signUp(
  request: APIRequestContext,
  name = "Test Student",
  batch = "python-a",
): Promise<TestStudent> {
  const email = `e2e.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;
  const password = "a long test passphrase";
  const res = await request.post("/signup", {
    form: { fullName: name, email, mobile: "+91 98765 43210", batch, password, confirmPassword: password },
    maxRedirects: 0,
  });
  expect(res.status(), "signup redirects to /login").toBe(302);
  return { name, email, password };
}

/** Signs the page's browser context in (the session cookie lands in the context). */
export async function signIn(page: Page, student: TestStudent) {
  const res = await page.request.post("/login", {
    form: { email: student.email, password: student.password },
    maxRedirects: 0,
  });
  expect(res.status(), "login redirects").toBe(302);
}
