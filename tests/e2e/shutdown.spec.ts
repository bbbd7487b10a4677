import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";

function get(port: number, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

test("SIGTERM while requests are in flight: they complete and the process exits 0", async () => {
  test.setTimeout(90_000);
  const port = 20_000 + (process.pid % 20_000);
  const child = spawn(process.execPath, ["tests/e2e/support/serve.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), "shutdown-")) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      if (d.toString().includes("Server ready")) resolve();
    });
    child.on("exit", () => reject(new Error("server exited before it was ready")));
  });

  const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
  // Warm the connections so every request below is accepted before the signal.
  await Promise.all(Array.from({ length: 40 }, () => get(port, agent)));
  const inFlight = Array.from({ length: 40 }, () => get(port, agent));
  await new Promise((r) => setTimeout(r, 5));
  child.kill("SIGTERM");
  const statuses = await Promise.all(inFlight);
  expect(statuses.every((s) => s === 200)).toBe(true);
  expect(await exited).toBe(0);
  agent.destroy();
});

interface Outcome {
  at: number;
  status?: number;
  complete?: boolean;
  error?: string;
  /** The response had begun when the connection failed: a dropped accepted request. */
  partial?: boolean;
}

function request(port: number, agent: http.Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/privacy", agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () =>
        resolve({ at: Date.now(), status: res.statusCode, complete: body.trimEnd().endsWith("</html>") }),
      );
      res.on("error", (e: NodeJS.ErrnoException) =>
        resolve({ at: Date.now(), error: e.code ?? e.message, partial: true }),
      );
      res.on("aborted", () => resolve({ at: Date.now(), error: "aborted", partial: true }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => resolve({ at: Date.now(), error: e.code ?? e.message }));
  });
}

test("SIGTERM under load: every request the server accepted is answered in full, and it exits 0", async () => {
  test.setTimeout(120_000);
  const port = 20_000 + ((process.pid + 7_919) % 20_000);
  const child = spawn(process.execPath, ["tests/e2e/support/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "shutdown-load-")),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => {
      if (stdout.includes("Server ready")) resolve();
    });
    child.on("exit", () => reject(new Error("server exited before it was ready")));
  });

  // 24 keep-alive clients and 8 that open a new connection per request, in loops.
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 24 });
  const outcomes: Outcome[] = [];
  let running = true;
  let gone = false;
  void exited.then(() => (gone = true));
  const loop = async (agent: http.Agent | false) => {
    while (running && !gone) outcomes.push(await request(port, agent));
  };
  const loops = [
    ...Array.from({ length: 24 }, () => loop(keepAlive)),
    ...Array.from({ length: 8 }, () => loop(false)),
  ];
  // Under way: a hundred pages served (however long that takes on a busy machine), then the signal.
  while (outcomes.filter((o) => o.status === 200).length < 100) await new Promise((r) => setTimeout(r, 20));
  const signalledAt = Date.now();
  child.kill("SIGTERM");
  const code = await exited;
  running = false;
  await Promise.all(loops);
  keepAlive.destroy();

  const answered = outcomes.filter((o) => o.status !== undefined);
  expect(answered.filter((o) => o.status !== 200 || !o.complete)).toEqual([]);
  expect(outcomes.filter((o) => o.partial)).toEqual([]);
  // Requests in flight when the signal came were finished, not dropped.
  expect(answered.filter((o) => o.at >= signalledAt).length).toBeGreaterThan(0);
  // The server's own count: every request it read was answered, and every answer arrived.
  const line = stdout.split("\n").find((l) => l.includes('"shutdown complete"'));
  expect(line, "the shutdown log line").toBeTruthy();
  const counts = JSON.parse(line!) as { accepted: number; answered: number; unanswered: number };
  expect(counts.unanswered).toBe(0);
  expect(counts.answered).toBe(answered.length);
  // Connections it never accepted (after closing its socket) fail fast; clients retry those elsewhere.
  const refused = outcomes.filter((o) => o.error);
  expect(refused.every((o) => o.at >= signalledAt)).toBe(true);
  expect(code).toBe(0);
});
