/**
 * The restore drill on the embedded database (issue 26): a production server with a lead,
 * a verified enrolment and an uploaded material; `npm run db:backup` while visitors keep
 * browsing and enquiring; `npm run db:restore` into a new data directory; a server started
 * there finds all of it, including an enquiry sent through the first server just before.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { findDrillFacts, serveLoad, submitContact, type DrillFacts } from "../support/restore-drill";
import { startInstance } from "../scale/support";

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

test("restore drill: backed up while serving, restored into a new directory, everything is found there", async () => {
  test.setTimeout(300_000);
  const root = mkdtempSync(path.join(tmpdir(), "restore-drill-"));
  const dataA = path.join(root, "a");
  const dataB = path.join(root, "b");
  const backups = path.join(root, "backups");
  const factsFile = path.join(root, "facts.json");

  const made = await run(["tests/e2e/support/drill-facts.ts"], { DATA_DIR: dataA, DRILL_FACTS: factsFile });
  expect(made.code, made.output).toBe(0);
  const facts = JSON.parse(readFileSync(factsFile, "utf8")) as DrillFacts;

  const a = await startInstance("drill-a", { DATA_DIR: dataA, BACKUP_DIR: backups, TRUST_PROXY: "true" });
  let visitors;
  const sentBefore = "drill.before.backup@example.com";
  try {
    expect(await submitContact(a.base, sentBefore, "192.0.2.200")).toBe(true);
    const backup = run(["scripts/db-backup.ts"], { DATA_DIR: dataA });
    visitors = await serveLoad(a.base, backup);
    const done = await backup;
    expect(done.code, done.output).toBe(0);
    expect(done.output).toMatch(/Backup written: .*backup-\d{8}-\d{9}Z\.zip/);
  } finally {
    expect(await a.stop()).toBe(0);
  }
  expect(visitors.errors, "no visitor saw an error while the backup ran").toBe(0);
  expect(visitors.requests).toBeGreaterThan(0);

  const [file] = readdirSync(backups).filter((f) => f.endsWith(".zip"));
  const restored = await run(["scripts/db-restore.ts", path.join(backups, file!)], { DATA_DIR: dataB });
  expect(restored.code, restored.output).toBe(0);
  expect(restored.output).toContain("Restored the backup");
  // The key that seals second-factor secrets is not in a backup: the restore says to bring it.
  expect(restored.output).toContain("Copy secret.key from the old data folder");

  const b = await startInstance("drill-b", { DATA_DIR: dataB, TRUST_PROXY: "true" });
  try {
    await findDrillFacts(b.base, facts, [sentBefore]);
  } finally {
    expect(await b.stop()).toBe(0);
  }
});
