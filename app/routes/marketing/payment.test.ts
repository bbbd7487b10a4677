import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { privacyNoticeVersion } from "~/content/legal";
import { createSession } from "~/server/auth.server";
import { batches, enrolments, offers, orders, outbox, uploads, users } from "~/server/db/schema.server";
import { defaultSiteConfig } from "~/content/site";
import type { Route } from "./+types/payment";
import { action, loader, meta } from "./payment";
import { testContext } from "../../../tests/support/request-context";

const getDb = setupTestDatabase({ seed: true });

const PAGE = "http://localhost/paymentpage";
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

let ipCounter = 0;
function context() {
  // A fresh address per call: these tests are about behaviour, not the rate limit.
  ipCounter += 1;
  return testContext({ clientIp: `203.0.113.${ipCounter}` });
}

function post(fields: Record<string, string | File>, cookie?: string, url = PAGE) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(url, { method: "POST", body, headers: cookie ? { cookie } : {} });
}

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

async function runAction(request: Request) {
  return action({ request, params: {}, context: context() } as unknown as ActionArgs);
}

async function runLoader(url: string, cookie?: string) {
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  const result = await loader({
    request,
    params: {},
    context: context(),
    url: new URL(request.url),
  } as unknown as LoaderArgs);
  return result.data;
}

/** The status and body of a data() answer (or a redirect Response). */
function answer(result: unknown): { status: number; location: string | null; data: Record<string, unknown> } {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location"), data: {} };
  }
  const r = result as { data: Record<string, unknown>; init: ResponseInit | null };
  // A refused proof form answers { result } (Conform's submission result): read here as `proof`.
  const data = "result" in r.data ? { ...r.data, proof: r.data.result } : r.data;
  return { status: r.init?.status ?? 200, location: null, data };
}

function proofErrors(result: unknown): Record<string, string[] | null> {
  const proof = answer(result).data.proof as { error?: Record<string, string[] | null> };
  return proof.error ?? {};
}

async function signIn(role: "student" | "staff" = "student") {
  const [user] = await getDb()
    .insert(users)
    .values({
      email: `${crypto.randomUUID()}@example.com`,
      name: role === "student" ? "Priya Sharma" : "Admissions",
      phone: "+91 98765 43210",
      passwordHash: "not-used-here",
      role,
    })
    .returning();
  const setCookie = await createSession(user.id);
  return { user, cookie: setCookie.split(";")[0] };
}

/**
 * Creates an order as a browser would; `cookie` then holds what that browser
 * sends back: the session (if signed in) and the order cookie of this device.
 */
async function createOrderFor(fields: Record<string, string>, signedIn?: string) {
  const result = await runAction(post({ intent: "create-order", ...fields }, signedIn));
  const res = answer(result);
  expect(res.status).toBe(303);
  const device = (result as Response).headers.get("set-cookie")!.split(";")[0];
  const id = new URL(res.location!, PAGE).searchParams.get("order")!;
  const [row] = await getDb().select().from(orders).where(eq(orders.id, id));
  return Object.assign(row, { cookie: [signedIn, device].filter(Boolean).join("; ") });
}

let utrCounter = 0;
function freshUtr() {
  utrCounter += 1;
  return `4${String(Date.now()).slice(-7)}${String(utrCounter).padStart(4, "0")}`;
}

describe("Complete Payment creates an order", () => {
  it("stores the course at ₹4,999, awaiting payment, and opens step 1 of the dialog", async () => {
    const order = await createOrderFor({ course: "python-full-stack" });
    expect(order).toMatchObject({
      courseKey: "python-full-stack",
      amountRupees: 4999,
      status: "awaiting_payment",
      userId: null,
      utr: null,
    });
    expect(order.id).toMatch(/^ORD\d{6}[0-9A-Z]{6}$/);
  });

  it("ignores a tampered amount or price: the price comes from the server's content", async () => {
    const order = await createOrderFor({
      course: "ai-machine-learning",
      amount: "1",
      price: "1",
      amountRupees: "1",
      originalPrice: "2",
    });
    expect(order.amountRupees).toBe(4999);
  });

  it("links the order to the student when signed in", async () => {
    const { user, cookie } = await signIn("student");
    const order = await createOrderFor({ course: "sql-database" }, cookie);
    expect(order.userId).toBe(user.id);
  });

  it("does not link an order made by a staff member to their account", async () => {
    const { cookie } = await signIn("staff");
    const order = await createOrderFor({ course: "azure-cloud" }, cookie);
    expect(order.userId).toBeNull();
  });

  it("without a course answers 400 'Please select a course first!' and stores nothing", async () => {
    const before = (await getDb().select().from(orders)).length;
    for (const fields of [{}, { course: "" }, { course: "python-fullstack" }] as Record<string, string>[]) {
      const res = answer(await runAction(post({ intent: "create-order", ...fields })));
      expect(res.status).toBe(400);
      expect(res.data.checkoutError).toBe("Please select a course first!");
    }
    expect((await getDb().select().from(orders)).length).toBe(before);
  });
});

describe("abuse limits", () => {
  it("answers 429 after 30 new orders from one address in 10 minutes", async () => {
    const ctx = testContext({ clientIp: "198.51.100.7" });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const result = await action({
        request: post({ intent: "create-order", course: "ai-machine-learning" }),
        params: {},
        context: ctx,
      } as unknown as ActionArgs);
      statuses.push(answer(result).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 303)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("step 1 shows the order's UPI link and QR code", () => {
  it("encodes upi://pay with the UPI id, payee, amount with two decimals, INR, note and order id", async () => {
    const order = await createOrderFor({ course: "java-full-stack" });
    const data = await runLoader(`${PAGE}?order=${order.id}`, order.cookie);
    expect(data.payment?.upiUrl).toBe(
      `upi://pay?pa=techpro-academy@example-upi&pn=TechPro%20Academy&am=4999.00&cu=INR` +
        `&tn=Java%20Full%20Stack%20Development%20${order.id}&tr=${order.id}`,
    );
    // The QR image decodes to exactly that URL.
    const png = PNG.sync.read(
      Buffer.from(data.payment!.qrDataUrl.replace(/^data:image\/png;base64,/, ""), "base64"),
    );
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(data.payment?.upiUrl);
  });

  it("keeps a student's order private: a visitor or another student does not see it", async () => {
    const owner = await signIn("student");
    const other = await signIn("student");
    const order = await createOrderFor({ course: "azure-cloud" }, owner.cookie);
    // The owner's session opens it on any device (no order cookie).
    expect((await runLoader(`${PAGE}?order=${order.id}`, owner.cookie)).payment?.order.id).toBe(order.id);
    for (const cookie of [undefined, other.cookie]) {
      const data = await runLoader(`${PAGE}?order=${order.id}`, cookie);
      expect(data.payment).toBeNull();
      expect(data.orderMissing).toBe(true);
    }
  });
});

describe("step 2: payment proof", () => {
  it("a visitor's UTR moves the order to pending verification and queues a staff e-mail", async () => {
    const order = await createOrderFor({ course: "python-full-stack" });
    const utr = freshUtr();
    const res = answer(
      await runAction(
        post(
          {
            intent: "submit-proof",
            orderId: order.id,
            utr: `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`,
            payerName: "Ravi Kumar",
            payerEmail: "ravi@example.com",
            payerPhone: "+91 91234 56789",
          },
          order.cookie,
        ),
      ),
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/paymentpage?order=${order.id}&step=3`);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: "pending_verification",
      utr,
      payerName: "Ravi Kumar",
      payerEmail: "ravi@example.com",
      payerPhone: "+91 91234 56789",
      screenshotId: null,
      // The privacy notice shown when the details were given (decision 183).
      noticeVersion: privacyNoticeVersion(),
    });
    const mails = await getDb().select().from(outbox);
    expect(mails.some((m) => m.subject.includes(order.id) && m.body.includes(`UTR: ${utr}`))).toBe(true);
  });

  it("a signed-in student sends only the UTR; name and e-mail come from the account", async () => {
    const { user, cookie } = await signIn("student");
    const order = await createOrderFor({ course: "ai-machine-learning" }, cookie);
    const res = answer(
      await runAction(post({ intent: "submit-proof", orderId: order.id, utr: freshUtr() }, order.cookie)),
    );
    expect(res.status).toBe(303);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: "pending_verification",
      payerName: user.name,
      payerEmail: user.email,
    });
  });

  it("stores a PNG screenshot as a payment upload", async () => {
    const order = await createOrderFor({ course: "sql-database" });
    const shot = new File([PNG_BYTES], "gpay receipt.png", { type: "image/png" });
    const res = answer(
      await runAction(
        post(
          {
            intent: "submit-proof",
            orderId: order.id,
            utr: freshUtr(),
            payerName: "Asha",
            payerEmail: "asha@example.com",
            payerPhone: "+91 98765 43210",
            screenshot: shot,
          },
          order.cookie,
        ),
      ),
    );
    expect(res.status).toBe(303);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    const [upload] = await getDb().select().from(uploads).where(eq(uploads.id, row.screenshotId!));
    expect(upload).toMatchObject({ purpose: "payment", contentType: "image/png", size: PNG_BYTES.length });
  });

  it("rejects a bad screenshot (not an image by content) with 400 and leaves the order as it was", async () => {
    const order = await createOrderFor({ course: "azure-cloud" });
    const fake = new File(["<html><script>alert(1)</script></html>"], "proof.png", { type: "image/png" });
    const result = await runAction(
      post(
        {
          intent: "submit-proof",
          orderId: order.id,
          utr: freshUtr(),
          payerName: "Asha",
          payerEmail: "asha@example.com",
          payerPhone: "+91 98765 43210",
          screenshot: fake,
        },
        order.cookie,
      ),
    );
    expect(answer(result).status).toBe(400);
    expect(proofErrors(result).screenshot).toEqual(["Please attach a PNG, JPEG or WebP image."]);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "awaiting_payment", utr: null, screenshotId: null });
  });

  it("rejects a UTR that is not 12 digits with 400, keeping the other input", async () => {
    const order = await createOrderFor({ course: "java-full-stack" });
    const result = await runAction(
      post(
        {
          intent: "submit-proof",
          orderId: order.id,
          utr: "12345",
          payerName: "Asha",
          payerEmail: "asha@example.com",
          payerPhone: "+91 98765 43210",
        },
        order.cookie,
      ),
    );
    expect(answer(result).status).toBe(400);
    expect(proofErrors(result).utr).toEqual([
      "Enter the 12-digit UPI reference number (UTR) from your payment app.",
    ]);
    const proof = answer(result).data.proof as { initialValue: Record<string, string> };
    expect(proof.initialValue).toMatchObject({ payerName: "Asha", payerEmail: "asha@example.com" });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("awaiting_payment");
  });

  it("refuses the same UTR on a second order", async () => {
    const first = await createOrderFor({ course: "python-full-stack" });
    const second = await createOrderFor({ course: "python-full-stack" });
    const utr = freshUtr();
    const fields = {
      intent: "submit-proof",
      utr,
      payerName: "Asha",
      payerEmail: "asha@example.com",
      payerPhone: "+91 98765 43210",
    };
    expect(answer(await runAction(post({ ...fields, orderId: first.id }, first.cookie))).status).toBe(303);
    const again = await runAction(post({ ...fields, orderId: second.id }, second.cookie));
    expect(answer(again).status).toBe(400);
    expect(proofErrors(again).utr?.[0]).toMatch(/already recorded on another order/);
  });

  it("does not change a verified order", async () => {
    const order = await createOrderFor({ course: "ai-machine-learning" });
    await getDb()
      .update(orders)
      .set({ status: "verified", utr: "999988887777" })
      .where(eq(orders.id, order.id));
    const result = await runAction(
      post(
        {
          intent: "submit-proof",
          orderId: order.id,
          utr: freshUtr(),
          payerName: "Asha",
          payerEmail: "asha@example.com",
          payerPhone: "+91 98765 43210",
        },
        order.cookie,
      ),
    );
    expect(answer(result).status).toBe(400);
    expect(proofErrors(result)[""]).toEqual([
      "This order is already verified: there is nothing more to send.",
    ]);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "verified", utr: "999988887777" });
  });

  it("answers 404 for an order that does not exist", async () => {
    const result = await runAction(
      post({
        intent: "submit-proof",
        orderId: "ORD261124ABCDEF",
        utr: freshUtr(),
        payerName: "Asha",
        payerEmail: "asha@example.com",
        payerPhone: "+91 98765 43210",
      }),
    );
    expect(answer(result).status).toBe(404);
  });
});

describe("Your orders", () => {
  it("a signed-in student sees their orders with the status stored in the database", async () => {
    const { cookie } = await signIn("student");
    const a = await createOrderFor({ course: "python-full-stack" }, cookie);
    const b = await createOrderFor({ course: "sql-database" }, cookie);
    // Staff verification changes the row; the page must show it.
    await getDb()
      .update(orders)
      .set({ status: "verified", verifiedAt: new Date() })
      .where(eq(orders.id, a.id));
    await getDb()
      .update(orders)
      .set({ status: "rejected", rejectionReason: "Amount not received" })
      .where(eq(orders.id, b.id));
    const data = await runLoader(PAGE, cookie);
    expect(data.orders?.map((o) => [o.id, o.status, o.rejectionReason])).toEqual(
      expect.arrayContaining([
        [a.id, "verified", null],
        [b.id, "rejected", "Amount not received"],
      ]),
    );
    expect(data.orders).toHaveLength(2);
    expect(data.visitor).toBe(false);
  });

  it("a visitor has no order list", async () => {
    const data = await runLoader(PAGE);
    expect(data.orders).toBeNull();
    expect(data.deviceOrders).toEqual([]);
    expect(data.visitor).toBe(true);
  });

  it("a visitor sees the orders made in this browser, and only those", async () => {
    const first = await createOrderFor({ course: "python-full-stack" });
    // The same browser makes a second order: it keeps its order cookie.
    const again = await runAction(post({ intent: "create-order", course: "sql-database" }, first.cookie));
    expect((again as Response).headers.get("set-cookie")?.split(";")[0]).toBe(first.cookie);
    const other = await createOrderFor({ course: "azure-cloud" });
    const data = await runLoader(PAGE, first.cookie);
    expect(data.deviceOrders.map((o) => o.courseKey).sort()).toEqual(["python-full-stack", "sql-database"]);
    expect(data.deviceOrders.map((o) => o.id)).not.toContain(other.id);
  });
});

describe("one enrol-and-pay journey: the order records the batch (decision 12)", () => {
  it("records the batch chosen with the course", async () => {
    const order = await createOrderFor({ course: "python-full-stack", batch: "python-b" });
    expect(order).toMatchObject({ courseKey: "python-full-stack", batchId: "python-b" });
  });

  it("without a batch (no JavaScript) takes the course's next enrolling batch", async () => {
    const order = await createOrderFor({ course: "ai-machine-learning" });
    expect(order.batchId).toBe("aiml-a");
  });

  it("refuses a course that is not on sale, saying why, and stores nothing", async () => {
    const before = (await getDb().select().from(orders)).length;
    const res = answer(await runAction(post({ intent: "create-order", course: "aws-cloud" })));
    expect(res.status).toBe(400);
    expect(res.data.checkoutError).toBe(
      "This course is coming soon: it cannot be paid for yet. Request it to hear when the first batch opens.",
    );
    expect((await getDb().select().from(orders)).length).toBe(before);
  });

  it("refuses the demo batch, another course's batch and a full batch", async () => {
    await getDb().update(batches).set({ seats: 0 }).where(eq(batches.id, "sql-a"));
    for (const [course, batch] of [
      ["python-full-stack", "demo"],
      ["python-full-stack", "java-a"],
      ["sql-database", "sql-a"],
    ]) {
      const res = answer(await runAction(post({ intent: "create-order", course, batch })));
      expect(res.status, batch).toBe(400);
      expect(res.data.checkoutError, batch).toBe("Please choose a batch with a free seat.");
    }
    await getDb().update(batches).set({ seats: 30 }).where(eq(batches.id, "sql-a"));
  });

  it("charges a live offer's price and records the offer; an ended offer no longer applies", async () => {
    const [offer] = await getDb()
      .insert(offers)
      .values({ courseId: "java-full-stack", priceRupees: 3999, endsAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const order = await createOrderFor({ course: "java-full-stack" });
    expect(order).toMatchObject({ amountRupees: 3999, offerId: offer.id });
    await getDb().update(offers).set({ endedAt: new Date() }).where(eq(offers.id, offer.id));
    const after = await createOrderFor({ course: "java-full-stack" });
    expect(after).toMatchObject({ amountRupees: 4999, offerId: null });
  });

  it("a signed-in student's paid order is a pending request for its batch, shown in the portal", async () => {
    const { user, cookie } = await signIn("student");
    const order = await createOrderFor({ course: "sql-database", batch: "sql-a" }, cookie);
    const res = answer(
      await runAction(
        post(
          { intent: "submit-proof", orderId: order.id, utr: freshUtr() },
          order.cookie,
          `${PAGE}?order=${order.id}&step=2`,
        ),
      ),
    );
    expect(res.status).toBe(303);
    const [enrolment] = await getDb().select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(enrolment).toMatchObject({ batchId: "sql-a", state: "pending" });
  });

  it("step 3 of a visitor's order carries the payer's e-mail for 'create your account with this e-mail'", async () => {
    const order = await createOrderFor({ course: "python-full-stack", batch: "python-b" });
    await runAction(
      post(
        {
          intent: "submit-proof",
          orderId: order.id,
          utr: freshUtr(),
          payerName: "Ravi Kumar",
          payerEmail: "ravi.visitor@example.com",
          payerPhone: "+91 98765 43210",
        },
        order.cookie,
        `${PAGE}?order=${order.id}&step=2`,
      ),
    );
    const data = (await runLoader(`${PAGE}?order=${order.id}&step=3`, order.cookie)) as {
      payment: { order: { payerEmail: string | null; batchName: string | null } };
    };
    expect(data.payment.order).toMatchObject({
      payerEmail: "ravi.visitor@example.com",
      batchName: "Python Full Stack - Batch B",
    });
  });
});

describe("/paymentpage meta: how to pay", () => {
  const description = (onlinePayment: boolean) => {
    const site = { ...defaultSiteConfig, onlinePayment };
    const tags = meta({ matches: [{ id: "root", loaderData: { site } }] } as unknown as Route.MetaArgs);
    return tags.find((t) => "name" in t && t.name === "description") as { content: string };
  };

  it("says 'pay by UPI' (SPEC.md) without a gateway, and online too with one", () => {
    expect(description(false).content).toMatch(
      /^Choose a course and a batch and pay by UPI: scan the QR code/,
    );
    expect(description(true).content).toContain("pay online (UPI, card or net banking) or by UPI");
  });
});
