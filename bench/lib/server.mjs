// Starts the production build (build/server.js) on a fresh embedded database.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cpuSeconds, rssBytes } from "./proc.mjs";

/** A fresh data directory for the embedded database (removed when the server stops). */
export function freshDataDir() {
  return mkdtempSync(path.join(tmpdir(), "bench-data-"));
}

/**
 * Spawns the server on `port` with a fresh DATA_DIR (or `dataDir`, prepared by the
 * caller); resolves once `probePath` answers 200, with the milliseconds from spawn
 * to that first 200.
 */
export async function startServer({
  root,
  port,
  env = {},
  probePath = "/",
  timeoutMs = 60_000,
  dataDir = freshDataDir(),
}) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "build/server.js")], {
    cwd: root,
    // DEMO_MODE: the bench serves the placeholder business details, as the quick start does.
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEMO_MODE: "true",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  let exited = false;
  child.on("exit", () => (exited = true));
  const url = `http://127.0.0.1:${port}${probePath}`;
  for (;;) {
    if (exited) throw new Error(`server exited before answering:\n${stderr}`);
    if (performance.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer 200 on ${probePath} within ${timeoutMs} ms`);
    }
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = Math.round(performance.now() - started);
  // CPU the server used to get there: what the cold start would take on an idle machine.
  const cpu = cpuSeconds(child.pid);
  const readyCpuMs = cpu === null ? null : Math.round(cpu * 1000);
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    readyMs,
    readyCpuMs,
    /** Resident memory now, in MB (Linux /proc), or null elsewhere. */
    rssMB() {
      const bytes = rssBytes(child.pid);
      return bytes === null ? null : Math.round(bytes / 1e6);
    },
    async stop() {
      if (!exited) {
        const gone = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([gone, new Promise((r) => setTimeout(r, 15_000))]);
        if (!exited) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
