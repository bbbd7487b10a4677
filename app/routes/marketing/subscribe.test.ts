import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callAction, callLoader, formRequest } from "../../../tests/support/actions";
import { setupTestDatabase } from "../../../tests/setup/db";
import { leads } from "~/server/db/schema.server";
import type { LeadFormActionData } from "~/lib/public-form";
import { action, loader } from "./subscribe";

const getDb = setupTestDatabase();

type ErrorBody = Extract<LeadFormActionData, { status: "error" }>;

async function subscribers(email: string) {
  return getDb()
    .select()
    .from(leads)
    .where(sql`kind = 'subscribe' and lower(${leads.email}) = ${email.toLowerCase()}`);
}

describe("subscribe action (POST /subscribe, the footer form)", () => {
  it("stores a subscriber with the page the footer was on", async () => {
    const answer = await callAction(
      action,
      formRequest("/subscribe", { email: "reader@example.com" }, { referer: "http://localhost/courses" }),
    );
    expect(answer).toMatchObject({ status: 200, body: { status: "success" } });
    const rows = await subscribers("reader@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "subscribe", sourcePage: "/courses", status: "new" });
  });

  it("keeps one row for the same e-mail twice (any case), and is still a friendly success", async () => {
    const first = await callAction(action, formRequest("/subscribe", { email: "twice@example.com" }));
    const second = await callAction(action, formRequest("/subscribe", { email: "  Twice@Example.com " }));
    expect(first.body).toEqual({ status: "success" });
    expect(second.body).toEqual({ status: "success" });
    expect(await subscribers("twice@example.com")).toHaveLength(1);
  });

  it("rejects an invalid e-mail with 'Please enter a valid email address.' and stores nothing", async () => {
    const answer = await callAction<ErrorBody>(action, formRequest("/subscribe", { email: "reader@" }));
    expect(answer.status).toBe(400);
    expect(answer.body.result.error).toEqual({ email: ["Please enter a valid email address."] });
    expect(answer.body.result.initialValue).toEqual({ email: "reader@" });
    expect(await getDb().select().from(leads).where(eq(leads.email, "reader@"))).toHaveLength(0);
  });

  it("stores nothing for a bot that fills the honeypot", async () => {
    const answer = await callAction(
      action,
      formRequest("/subscribe", { email: "bot@example.com", website: "x" }),
    );
    expect(answer.body).toEqual({ status: "success" });
    expect(await subscribers("bot@example.com")).toHaveLength(0);
  });
});

describe("subscribe without JavaScript: post/redirect/get", () => {
  it("answers the footer's post with 303 to /subscribe?sent=1, the subscriber stored, and that page thanks them", async () => {
    const answer = await callAction(action, formRequest("/subscribe", { email: "nojs.reader@example.com" }), {
      document: true,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/subscribe?sent=1");
    expect(await subscribers("nojs.reader@example.com")).toHaveLength(1);
    expect(await callLoader(loader, "/subscribe?sent=1")).toEqual({ sent: true });
    expect(await callLoader(loader, "/subscribe")).toEqual({ sent: false });
  });
});
