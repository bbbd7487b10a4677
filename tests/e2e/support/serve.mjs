// Starts the production build on a fresh embedded database for the browser tests.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
process.env.LOG_LEVEL ??= "warn";
// Staff console journey (issue 9): a staff account and sessions, made before the server opens the database.
const { spawnSync } = await import("node:child_process");
const prepared = spawnSync(process.execPath, ["--import", "tsx", "tests/e2e/support/staff-session.ts"], { stdio: "inherit" });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const { main } = await import(path.resolve("build/server.js"));
await main();
