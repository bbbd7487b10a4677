import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeUser, sessionCookie } from "../../../tests/setup/staff-fixtures";
import { db } from "~/server/db/client.server";
import { enrolments, orders } from "~/server/db/schema.server";
import { testContext } from "../../../tests/support/request-context";
import { action, loader } from "./payment";

// /paymentpage and the student's pending request (docs/decisions/200).
const getDb = setupTestDatabase({ seed: true });

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
let ip = 0;
const context = () => testContext({ clientIp: `198.51.100.${++ip}` });

async function pendingStudent(batchId: string) {
  const student = await makeUser(getDb());
  await db().insert(enrolments).values({ userId: student.id, batchId, state: "pending" });
  return { student, cookie: await sessionCookie(student.id) };
}

describe("/paymentpage opens on the batch of the student's pending request", () => {
  it("the loader hands the page the request for Python Batch A (privately: never cached)", async () => {
    const { cookie } = await pendingStudent("python-a");
    const request = new Request("http://localhost/paymentpage", { headers: { cookie } });
    const result = await loader({
      request,
      params: {},
      context: context(),
      url: new URL(request.url),
    } as unknown as LoaderArgs);
    expect(result.data.request).toMatchObject({ batchId: "python-a", courseId: "python-full-stack" });
    expect(result.init?.headers).toMatchObject({ "Cache-Control": "private, no-store" });
  });

  it("an order sent without a batch (no JavaScript) is for the requested batch, not the next to start", async () => {
    const { student, cookie } = await pendingStudent("python-a");
    const body = new URLSearchParams({ intent: "create-order", course: "python-full-stack" });
    const request = new Request("http://localhost/paymentpage", {
      method: "POST",
      body,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    const result = (await action({
      request,
      params: {},
      context: context(),
    } as unknown as ActionArgs)) as Response;
    expect(result.status).toBe(303);
    const [order] = await getDb().select().from(orders).where(eq(orders.userId, student.id));
    expect(order.batchId).toBe("python-a");
  });

  it("a visitor has no request", async () => {
    const request = new Request("http://localhost/paymentpage");
    const result = await loader({
      request,
      params: {},
      context: context(),
      url: new URL(request.url),
    } as unknown as LoaderArgs);
    expect(result.data.request).toBeNull();
  });
});
