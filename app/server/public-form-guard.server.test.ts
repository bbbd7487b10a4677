import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { guardPublicForm, issueFormToken } from "./public-form-guard.server";

setupTestDatabase();

let ipCounter = 0;
function freshIp() {
  ipCounter++;
  return `203.0.113.${ipCounter}`;
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", { method: "POST", body, headers });
}

function form(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return post(new URLSearchParams(fields), headers);
}

describe("guardPublicForm", () => {
  it("accepts a normal post and picks out the token, source page and user agent", async () => {
    const token = issueFormToken();
    const result = await guardPublicForm(
      form(
        { name: "Asha", formToken: token, sourcePage: "/courses/azure-cloud" },
        { "user-agent": "Mozilla/5.0 test" },
      ),
      { clientIp: freshIp() },
      { scope: "test" },
    );
    expect(result.outcome).toBe("accept");
    if (result.outcome !== "accept") return;
    expect(result.formData.get("name")).toBe("Asha");
    expect(result.leadMeta).toEqual({
      idempotencyKey: token,
      sourcePage: "/courses/azure-cloud",
      userAgent: "Mozilla/5.0 test",
    });
  });

  it("falls back to a same-site Referer, then to the form's own path, for the source page", async () => {
    const ip = freshIp();
    const viaReferer = await guardPublicForm(
      form({ email: "a@example.com" }, { referer: "http://localhost/placements?q=python" }),
      { clientIp: ip },
      { scope: "test" },
    );
    expect(viaReferer.outcome === "accept" && viaReferer.leadMeta.sourcePage).toBe("/placements?q=python");
    const foreign = await guardPublicForm(
      form(
        { email: "a@example.com", sourcePage: "//evil.example/x" },
        { referer: "https://evil.example/page" },
      ),
      { clientIp: ip },
      { scope: "test" },
    );
    expect(foreign.outcome === "accept" && foreign.leadMeta.sourcePage).toBe("/contact");
  });

  it("ignores a malformed idempotency token", async () => {
    const result = await guardPublicForm(
      form({ formToken: "x'; drop table leads;--" }),
      { clientIp: freshIp() },
      { scope: "test" },
    );
    expect(result.outcome === "accept" && result.leadMeta.idempotencyKey).toBeNull();
  });

  it("treats a filled honeypot as a bot", async () => {
    const result = await guardPublicForm(
      form({ name: "Bot", website: "http://spam.example" }),
      { clientIp: freshIp() },
      { scope: "test" },
    );
    expect(result.outcome).toBe("bot");
  });

  it("answers the 11th post from one IP within a minute with 429 and Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await guardPublicForm(form({ n: String(i) }), { clientIp: ip }, { scope: "burst" })).outcome,
      ).toBe("accept");
    }
    const eleventh = await guardPublicForm(form({ name: "Asha" }), { clientIp: ip }, { scope: "burst" });
    expect(eleventh.outcome).toBe("reject");
    if (eleventh.outcome !== "reject") return;
    expect(eleventh.init.status).toBe(429);
    expect(Number(eleventh.init.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(eleventh.message).toBe(
      "You've sent several forms in a short time. Please wait a minute and try again.",
    );
    expect(eleventh.formData?.get("name")).toBe("Asha");
    // Another IP, or another form, has its own allowance.
    expect((await guardPublicForm(form({}), { clientIp: freshIp() }, { scope: "burst" })).outcome).toBe(
      "accept",
    );
    expect((await guardPublicForm(form({}), { clientIp: ip }, { scope: "other" })).outcome).toBe("accept");
  });

  it("refuses a 1 MB body with 413 before reading it, by Content-Length", async () => {
    const big = new URLSearchParams({ message: "x".repeat(1024 * 1024) }).toString();
    const result = await guardPublicForm(
      post(big, {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(big.length),
      }),
      { clientIp: freshIp() },
      { scope: "test" },
    );
    expect(result.outcome === "reject" && result.init.status).toBe(413);
  });

  it("refuses an over-long streamed body (no Content-Length) with 413", async () => {
    const chunk = new TextEncoder().encode(`message=${"y".repeat(64 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 20) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    const result = await guardPublicForm(request, { clientIp: freshIp() }, { scope: "test" });
    expect(result.outcome === "reject" && result.init.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });

  it("answers 400 for a body that is not a form", async () => {
    for (const [body, type] of [
      ['{"name":"Asha"}', "application/json"],
      ["--broken\r\nnot multipart", "multipart/form-data; boundary=nope"],
      ["name=Asha", ""],
    ]) {
      const result = await guardPublicForm(
        post(body, type ? { "content-type": type } : {}),
        { clientIp: freshIp() },
        { scope: "test" },
      );
      expect(result.outcome === "reject" && result.init.status, type).toBe(400);
    }
  });

  it("accepts a multipart form", async () => {
    const data = new FormData();
    data.set("email", "a@example.com");
    const result = await guardPublicForm(post(data), { clientIp: freshIp() }, { scope: "test" });
    expect(result.outcome === "accept" && result.formData.get("email")).toBe("a@example.com");
  });
});
