import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";

test("`node build/server.js` without NODE_ENV starts the production server", async () => {
  test.setTimeout(90_000);
  const port = 20_000 + ((process.pid + 7) % 20_000);
  const { NODE_ENV: _unset, ...env } = process.env;
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...env,
      LOG_LEVEL: "info",
      // A deployment refuses placeholder business details; this test is about the mode only.
      DEMO_MODE: "true",
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "entry-")),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    await expect.poll(() => log, { timeout: 60_000 }).toContain("Server ready");
    expect(log).toContain('"mode":"production"');
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
    // The production policy: scripts only by nonce (development's policy cannot have one).
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    const html = await res.text();
    expect(html).not.toContain("/@vite/client");
  } finally {
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }
});
