// Starts the production build on a fresh embedded database for the browser tests.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
process.env.LOG_LEVEL ??= "warn";
const { main } = await import(path.resolve("build/server.js"));
await main();
// A staff account for the accessibility gate (tests/e2e/quality.spec.ts).
const { createQualityAccounts } = await import("./quality-accounts.mjs");
await createQualityAccounts();
