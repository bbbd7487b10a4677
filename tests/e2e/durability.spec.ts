/**
 * "Write before acknowledge", tested the hard way: N contact forms are posted
 * at once to a production server on the embedded database, the server is
 * killed with SIGKILL while they are in flight, then restarted on the same
 * data. Every submission that was answered with the redirect to the Thank You page must be in
 * the database, with its staff e-mail in the outbox.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "./support/test";

const N = Number(process.env.DURABILITY_N ?? 100);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function startServer(
  port: number,
  dataDir: string,
): Promise<{ child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ["tests/e2e/support/serve.mjs"], {
    // TRUST_PROXY: each simulated visitor has its own X-Forwarded-For, so the per-IP limit does not apply.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: "true", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("Server ready")) resolve({ child, exited });
    });
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
}

function postContact(
  port: number,
  index: number,
  token: string,
): Promise<{ status: number; location?: string; body: string }> {
  const body = new URLSearchParams({
    name: `Durable Visitor ${index}`,
    email: `visitor${index}@example.com`,
    phone: "",
    subject: "Enrollment",
    message: `Submission number ${index}: please call me about the next batch.`,
    formToken: token,
    website: "",
  }).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/contact",
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: text }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test("SIGKILL mid-burst: every contact form answered with success is in the database after a restart", async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "durability-"));
  const port = await freePort();
  const first = await startServer(port, dataDir);

  const tokens = Array.from({ length: N }, () => randomUUID());
  const acknowledged: string[] = [];
  let killed = false;
  const killAfter = Math.ceil(N / 4);
  const outcomes = await Promise.allSettled(
    tokens.map(async (token, i) => {
      const answer = await postContact(port, i, token);
      // Success is the redirect to the Thank You page (post/redirect/get), nothing less.
      if (answer.status === 303 && answer.location === "/contact?sent=1") {
        acknowledged.push(token);
        if (!killed && acknowledged.length >= killAfter) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
      return answer.status;
    }),
  );
  await first.exited;
  const failed = outcomes.filter((o) => o.status === "rejected").length;
  const otherStatuses = outcomes.filter((o) => o.status === "fulfilled" && o.value !== 303).length;

  // The kill really happened mid-burst: some answered, some cut off.
  expect(killed).toBe(true);
  expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
  expect(failed).toBeGreaterThan(0);
  expect(otherStatuses).toBe(0);

  // The restarted server recovers the database and serves again.
  const second = await startServer(port, dataDir);
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);

  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const stored = await db.query<{ idempotency_key: string; id: string; name: string }>(
      "select id, idempotency_key, name from leads where kind = 'contact' and idempotency_key = any($1::text[])",
      [tokens],
    );
    const storedTokens = new Set(stored.rows.map((r) => r.idempotency_key));
    const lost = acknowledged.filter((t) => !storedTokens.has(t));
    // A sent e-mail keeps no text (only who, subject and when): its subject names the lead.
    const mails = await db.query<{ subject: string }>("select subject from outbox");
    const subjects = new Set(mails.rows.map((m) => m.subject));
    const withoutMail = stored.rows.filter((lead) => !subjects.has(`New contact lead from ${lead.name}`));
    const summary = {
      submitted: N,
      acknowledged: acknowledged.length,
      cutOffByKill: failed,
      storedAfterRestart: stored.rows.length,
      acknowledgedButLost: lost.length,
      storedWithoutStaffEmail: withoutMail.length,
    };
    console.log("durability:", JSON.stringify(summary));
    test.info().annotations.push({ type: "durability", description: JSON.stringify(summary) });
    expect(lost).toEqual([]);
    expect(withoutMail).toEqual([]);
    // A lead may be stored without its answer arriving (killed after the commit): never the reverse.
    expect(stored.rows.length).toBeGreaterThanOrEqual(acknowledged.length);
  } finally {
    await db.close();
  }
});
