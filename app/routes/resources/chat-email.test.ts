import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { action, loader } from "./chat-email";
import { leads } from "~/server/db/schema.server";
import { testContext } from "../../../tests/support/request-context";

const getDb = setupTestDatabase();

async function post(fields: Record<string, string>, ip = "203.0.113.1") {
  const request = new Request("http://localhost/chat/email", {
    method: "POST",
    headers: { "user-agent": "vitest" },
    body: new URLSearchParams(fields),
  });
  const result = await action({
    request,
    context: testContext({ clientIp: ip }),
    params: {},
    url: new URL(request.url),
    pattern: "/chat/email",
  } as Parameters<typeof action>[0]);
  // What React Router sends for a resource route: a Response as it is, data() or an object as JSON.
  if (result instanceof Response) return result;
  if (isDataWithResponseInit(result)) return Response.json(result.data, result.init ?? undefined);
  return Response.json(result);
}

function isDataWithResponseInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: string }).type === "DataWithResponseInit"
  );
}

describe("POST /chat/email (the chat's e-mail capture)", () => {
  it("stores a lead of kind chat with the e-mail, the conversation's last question and the page", async () => {
    const res = await post({
      email: " asha@example.com ",
      question: "Do you have a hostel?",
      context: "User uploaded document: resume.pdf",
      language: "te",
      page: "/courses",
      idempotencyKey: "chat-key-0001",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, duplicate: false });
    const rows = await getDb().select().from(leads).where(eq(leads.kind, "chat"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "chat",
      email: "asha@example.com",
      sourcePage: "/courses",
      userAgent: "vitest",
      status: "new",
    });
    expect(rows[0].message).toBe(
      "Last question: Do you have a hostel?\nContext: User uploaded document: resume.pdf\nLanguage: Telugu",
    );
  });

  it("stores one row when the same capture is posted twice", async () => {
    const fields = { email: "ravi@example.com", question: "hostel?", idempotencyKey: "chat-key-0002" };
    await post(fields);
    const again = await post(fields);
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
    const rows = await getDb().select().from(leads).where(eq(leads.email, "ravi@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("answers 400 and stores nothing for an e-mail without '@'", async () => {
    const res = await post({ email: "ravi.example.com", question: "hostel?" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.errors.email).toEqual(["Please enter an email address containing '@'."]);
    const rows = await getDb().select().from(leads).where(eq(leads.email, "ravi.example.com"));
    expect(rows).toHaveLength(0);
  });

  it("answers 429 with Retry-After after 10 captures from one address in an hour", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post({ email: `p${i}@example.com` }, "198.51.100.7")).status).toBe(200);
    }
    const res = await post({ email: "p10@example.com" }, "198.51.100.7");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await post({ email: "other@example.com" }, "198.51.100.8")).status).toBe(200);
  });

  it("answers a GET with 405 and Allow: POST", () => {
    const res = loader();
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });
});
