import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callAction, callLoader, formRequest, uniqueIp } from "../../../tests/support/actions";
import { setupTestDatabase } from "../../../tests/setup/db";
import { leads, outbox } from "~/server/db/schema.server";
import type { LeadFormActionData } from "~/lib/public-form";
import { action, loader } from "./contact";

const getDb = setupTestDatabase();

const valid = {
  name: "Asha Rao",
  email: "asha.rao@example.com",
  phone: "+91 98765 43210",
  subject: "Course Information",
  message: "Is there a weekend batch for Python Full Stack?",
};

async function leadCount() {
  const [row] = await getDb().select({ n: count() }).from(leads);
  return row.n;
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return formRequest("/contact", fields, headers);
}

type ErrorBody = Extract<LeadFormActionData, { status: "error" }>;

describe("contact action (POST /contact)", () => {
  it("answers 400 with SPEC.md's messages beside each field and keeps the input", async () => {
    const before = await leadCount();
    const answer = await callAction<ErrorBody>(
      action,
      post({
        name: "A",
        email: "asha@",
        phone: "12345",
        subject: "",
        message: "Too short",
        formToken: randomUUID(),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe("error");
    expect(answer.body.result.error).toEqual({
      name: ["Name must be at least 2 characters."],
      email: ["Please enter a valid email address."],
      subject: ["Please select a subject."],
      message: ["Message must be at least 10 characters."],
    });
    expect(answer.body.result.initialValue).toEqual({
      name: "A",
      email: "asha@",
      phone: "12345",
      message: "Too short",
    });
    expect(await leadCount()).toBe(before);
  });

  it("stores exactly one contact lead, with its staff e-mail, before answering success", async () => {
    const token = randomUUID();
    const answer = await callAction(
      action,
      post(
        { ...valid, formToken: token },
        { "user-agent": "Mozilla/5.0 (Android)", referer: "http://localhost/contact" },
      ),
    );
    expect(answer).toMatchObject({ status: 200, body: { status: "success" } });
    const rows = await getDb().select().from(leads).where(eq(leads.idempotencyKey, token));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "contact",
      name: "Asha Rao",
      email: "asha.rao@example.com",
      phone: "+91 98765 43210",
      subject: "Course Information",
      message: "Is there a weekend batch for Python Full Stack?",
      sourcePage: "/contact",
      userAgent: "Mozilla/5.0 (Android)",
      status: "new",
    });
    const mails = await getDb()
      .select()
      .from(outbox)
      .where(sql`${outbox.body} like ${`%${rows[0].id}%`}`);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("New contact lead from Asha Rao");
  });

  it("stores one row when the same form (same token) is submitted twice, and answers success both times", async () => {
    const token = randomUUID();
    const first = await callAction(action, post({ ...valid, formToken: token }));
    const second = await callAction(action, post({ ...valid, formToken: token }));
    expect(first.body).toEqual({ status: "success" });
    expect(second.body).toEqual({ status: "success" });
    expect(await getDb().select().from(leads).where(eq(leads.idempotencyKey, token))).toHaveLength(1);
  });

  it("stores one row for two concurrent submits with the same token", async () => {
    const token = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => callAction(action, post({ ...valid, formToken: token }))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await getDb().select().from(leads).where(eq(leads.idempotencyKey, token))).toHaveLength(1);
  });

  it("tells a bot that fills the honeypot 'success' and stores nothing", async () => {
    const before = await leadCount();
    const answer = await callAction(
      action,
      post({ ...valid, website: "https://cheap-seo.example", formToken: randomUUID() }),
    );
    expect(answer).toMatchObject({ status: 200, body: { status: "success" } });
    expect(await leadCount()).toBe(before);
  });

  it("rejects over-long fields with a message and stores nothing", async () => {
    const before = await leadCount();
    const answer = await callAction<ErrorBody>(
      action,
      post({ ...valid, name: "N".repeat(101), phone: "9".repeat(31), message: "m".repeat(5001) }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.result.error).toEqual({
      name: ["Name must be at most 100 characters."],
      phone: ["Phone number must be at most 30 characters."],
      message: ["Message must be at most 5,000 characters."],
    });
    expect(await leadCount()).toBe(before);
  });

  it("rejects a 1 MB message cleanly with 413, without echoing it, and stores nothing", async () => {
    const before = await leadCount();
    const answer = await callAction<ErrorBody>(action, post({ ...valid, message: "x".repeat(1024 * 1024) }));
    expect(answer.status).toBe(413);
    expect(answer.body.result.error).toEqual({
      "": ["That's more text than this form accepts. Please shorten your message and try again."],
    });
    expect(JSON.stringify(answer.body).length).toBeLessThan(1000);
    expect(await leadCount()).toBe(before);
  });

  it("answers the 11th post in a minute from one IP with 429 and a friendly message, keeping the input", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      expect((await callAction(action, post({ ...valid, formToken: randomUUID() }), { ip })).status).toBe(
        200,
      );
    }
    const before = await leadCount();
    const answer = await callAction<ErrorBody>(action, post({ ...valid, formToken: randomUUID() }), { ip });
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
    expect(answer.body.result.error).toEqual({
      "": ["You've sent several forms in a short time. Please wait a minute and try again."],
    });
    expect(answer.body.result.initialValue).toMatchObject({ name: "Asha Rao", message: valid.message });
    expect(await leadCount()).toBe(before);
  });

  it("ignores Conform's reserved and nested field names instead of failing", async () => {
    const answer = await callAction(
      action,
      post({ ...valid, __intent__: "{not json", __state__: "[", "a[999999999]": "x" }),
    );
    expect(answer.status).toBe(200);
  });

  it("does not answer success when the lead cannot be written", async () => {
    await getDb().execute(sql`alter table leads rename to leads_away`);
    try {
      await expect(callAction(action, post({ ...valid, formToken: randomUUID() }))).rejects.toThrow();
    } finally {
      await getDb().execute(sql`alter table leads_away rename to leads`);
    }
  });
});

describe("contact without JavaScript: post/redirect/get", () => {
  it("answers a valid post with 303 to /contact?sent=1, having stored the lead first", async () => {
    const token = randomUUID();
    const answer = await callAction(action, post({ ...valid, formToken: token }), { document: true });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/contact?sent=1");
    expect(await getDb().select().from(leads).where(eq(leads.idempotencyKey, token))).toHaveLength(1);
  });

  it("still answers an invalid post with 400 and the messages on the page (no redirect)", async () => {
    const answer = await callAction<ErrorBody>(action, post({ ...valid, email: "asha@" }), {
      document: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.result.error).toEqual({ email: ["Please enter a valid email address."] });
  });

  it("shows the Thank You state at /contact?sent=1, without a form token (the page is the same for everyone)", async () => {
    const data = await callLoader(loader, "/contact?sent=1");
    expect(data).toMatchObject({ sent: true, formToken: "" });
    // The FAQ below the panel is still there.
    expect(data.faq.map((entry: { question: string }) => entry.question)).toContain(
      "How long are the courses?",
    );
  });
});

describe("contact loader", () => {
  it("gives every rendering of the form a new idempotency token", async () => {
    const a = await callLoader(loader, "/contact");
    const b = await callLoader(loader, "/contact");
    expect(a.formToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.formToken).not.toBe(b.formToken);
    expect(a.sent).toBe(false);
  });
});
