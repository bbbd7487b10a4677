// What the journeys of issue 28 share: screenshots a person looks at, staff
// sessions from the journey server's fixtures, and a student whose address is
// confirmed (through the mail the server sends) and whom staff enrol by hand.
import { mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { signUp, type TestStudent } from "./accounts";
import { linkIn, mailTo } from "./mailbox";
import { waitAfterNavigation } from "./test";

const port = () => process.env.E2E_PORT ?? "3100";

/** JOURNEY_SHOTS_DIR=… saves each step of a journey (full page) for a person to look at. */
export async function shot(page: Page, name: string) {
  const dir = process.env.JOURNEY_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}

/** A phone's width or a laptop's. */
export async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
}

/** A browser context signed in as the journey server's staff member ("staff") or administrator. */
export async function staffContext(
  browser: Browser,
  baseURL: string,
  who: "staff" | "admin" = "staff",
): Promise<{ context: BrowserContext; page: Page }> {
  const fixtures = JSON.parse(
    readFileSync(path.join(tmpdir(), `e2e-staff-session-${port()}.json`), "utf8"),
  ) as Record<"staff" | "admin", { name: string; value: string }>;
  const context = await browser.newContext({ baseURL });
  const cookie = fixtures[who];
  await context.addCookies([
    { name: cookie.name, value: cookie.value, url: `https://localhost:${port()}`, secure: true },
  ]);
  return { context, page: waitAfterNavigation(await context.newPage()) };
}

/** A new student of `batch` (pending) who has opened the verification link the server e-mailed. */
export async function confirmedStudent(request: APIRequestContext, name: string, batch: string) {
  const student = await signUp(request, name, batch);
  const mail = await mailTo(student.email, /Confirm your e-mail/);
  const res = await request.get(linkIn(mail, "/verify-email"));
  expect(res.status()).toBe(200);
  return student;
}

/** Staff enrol the student by hand (a scholarship), as the batch page's form posts it. */
export async function enrolByHand(staff: Page, batchId: string, student: TestStudent) {
  const res = await staff.request.post(`/staff/batches/${batchId}`, {
    form: {
      intent: "enrol",
      email: student.email,
      route: "scholarship",
      reason: "Merit scholarship for the e2e journey",
    },
    maxRedirects: 0,
  });
  expect(res.status(), "enrolled by hand").toBe(302);
}

/**
 * A batch of the SQL course of the journey's own (staff create it as the New batch form
 * posts it): classes Mon, Wed, Fri 9:30-11:00 IST, 5 seats.
 */
export async function newSqlBatch(
  staff: Page,
  batch: { id: string; name: string; startDate: string; state: "enrolling" | "running" },
) {
  const body = new URLSearchParams({
    id: batch.id,
    name: batch.name,
    courseId: "sql-database",
    startDate: batch.startDate,
    startTime: "09:30",
    endTime: "11:00",
    mode: "online",
    seats: "5",
    state: batch.state,
  });
  for (const day of ["0", "2", "4"]) body.append("classDays", day);
  const res = await staff.request.post("/staff/batches/new", {
    data: body.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
  expect(res.status(), "batch created").toBe(302);
}

/** A journey-unique suffix for ids and e-mails (two widths, retries). */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
