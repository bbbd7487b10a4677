import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

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
