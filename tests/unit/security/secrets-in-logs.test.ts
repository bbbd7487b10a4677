// Findings: "With no SMTP configured the outbox logs whole e-mails (reset
// links, names, messages); the reset link is kept in plain text in the
// outbox table forever" and "A failed database query logs every parameter".
import { beforeAll, describe, expect, it } from "vitest";
import * as accounts from "~/server/accounts.server";
import { db } from "~/server/db/client.server";
import { outbox, users } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { processOutboxOnce } from "~/server/outbox.server";
import * as forgot from "../../../app/routes/auth/forgot-password";
import { setupTestDatabase } from "../../setup/db";
import { post, run } from "../../support/routes";
import { appWithClientIpProbe, captureLogs, freshIp, logIn, signUpStudent, STRONG } from "./support";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  accounts.authTiming.loginMs = 0;
  accounts.authTiming.signupMs = 0;
});

describe("the outbox without SMTP", () => {
  it("logs no e-mail text: no reset link, no name, no address in full", async () => {
    await signUpStudent("leak.check@example.com");
    await run(
      forgot.action as never,
      post("/forgot-password", { email: "leak.check@example.com" }),
      {},
      freshIp(),
    );
    const log = await captureLogs(() => processOutboxOnce({ transport: null }));
    expect(log).toContain("outboxId");
    expect(log).not.toContain("token=");
    expect(log).not.toContain("Kavya");
    expect(log).not.toContain("leak.check@example.com");
  });

  it("keeps no reset link (or any text) in the outbox table once the e-mail is done", async () => {
    await signUpStudent("table.check@example.com");
    await run(
      forgot.action as never,
      post("/forgot-password", { email: "table.check@example.com" }),
      {},
      freshIp(),
    );
    await processOutboxOnce({ transport: null });
    const rows = await getDb().select().from(outbox);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).not.toBe("pending");
      expect(row.body, row.subject).not.toMatch(/token=/);
    }
  });
});

describe("errors in the log", () => {
  it("a failed query's log line carries neither its parameters nor the database's echo of them", async () => {
    let failure: unknown;
    try {
      await db()
        .insert(users)
        .values({ email: "nul@example.com", name: "A\u0000B", passwordHash: "$argon2id$HASH-SECRET-4711" });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeTruthy();
    const log = await captureLogs(async () => logger.error({ err: failure }, "signup failed"));
    expect(log).toContain("signup failed");
    expect(log).toContain("Failed query");
    expect(log).not.toContain("HASH-SECRET-4711");
    expect(log).not.toContain("nul@example.com");
  });
});

describe("security events", () => {
  it("each sign-in is logged with its outcome and a masked address, never the password", async () => {
    await signUpStudent("events@example.com");
    const log = await captureLogs(async () => {
      await logIn("events@example.com", "wrong horse battery", freshIp());
      await logIn("events@example.com", STRONG, freshIp());
    });
    expect(log).toContain('"security":"login","outcome":"failure"');
    expect(log).toContain('"security":"login","outcome":"success"');
    expect(log).toContain("e***@example.com");
    expect(log).not.toContain("events@example.com");
    expect(log).not.toContain("wrong horse battery");
    expect(log).not.toContain(STRONG);
  });
});

describe("request logs", () => {
  it("do not carry the private calendar feed token", async () => {
    const fetch = appWithClientIpProbe({});
    const token = "0123456789abcdef0123456789abcdef";
    const log = await captureLogs(async () => {
      await fetch(`/calendar/${token}.ics`, "127.0.0.1");
    });
    expect(log).toContain('"path":"/calendar/');
    expect(log).not.toContain(token);
  });
});
