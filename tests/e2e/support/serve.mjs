// Starts the production build on a fresh embedded database for the browser tests.
// Servers started by a test with their own DATA_DIR (shutdown, durability) get
// only the server; the shared journey server also gets the journeys' accounts.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.NODE_ENV = "production";
// A test server shows the placeholder business details (the pages' tests read them).
process.env.DEMO_MODE ??= "true";
process.env.LOG_LEVEL ??= "warn";
const journeyServer = !process.env.DATA_DIR;
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
if (journeyServer) {
  // Staff console journeys: a staff account and sessions, made before the server opens the database.
  const prepared = spawnSync(process.execPath, ["--import", "tsx", "tests/e2e/support/staff-session.ts"], {
    stdio: "inherit",
  });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
  // The trainer's journeys (classes, attendance, announcements): a batch of their own.
  const trainer = spawnSync(process.execPath, ["--import", "tsx", "tests/e2e/support/trainer-session.ts"], {
    stdio: "inherit",
  });
  if (trainer.status !== 0) process.exit(trainer.status ?? 1);
  // The materials and exams journeys: a batch of their own with its trainer and students.
  const batchWork = spawnSync(
    process.execPath,
    ["--import", "tsx", "tests/e2e/support/batch-work-session.ts"],
    {
      stdio: "inherit",
    },
  );
  if (batchWork.status !== 0) process.exit(batchWork.status ?? 1);
  // The certificates journey: a batch to complete, its trainer, two students, an administrator.
  const certificates = spawnSync(
    process.execPath,
    ["--import", "tsx", "tests/e2e/support/certificate-session.ts"],
    { stdio: "inherit" },
  );
  if (certificates.status !== 0) process.exit(certificates.status ?? 1);
}
if (journeyServer && !process.env.SMTP_URL) {
  // E-mail arrives: the journeys read what the site sends (mailbox.ts).
  const { mailDir, startMailCatcher } = await import("./mail-catcher.mjs");
  const port = await startMailCatcher(mailDir(process.env.PORT ?? "3100"));
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
}
const { main } = await import(path.resolve("build/server.js"));
await main();
// A staff account for the accessibility gate (tests/e2e/quality.spec.ts).
const { createQualityAccounts } = await import("./quality-accounts.mjs");
await createQualityAccounts();
