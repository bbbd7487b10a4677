// The restore drill on PostgreSQL (issue 26), with the README's recipe: pg_dump while the
// site serves visitors, pg_restore into a new, empty database, and a server started on it
// finds the lead, the verified enrolment and the uploaded material (and an enquiry sent just before).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { migrateDatabase, postgresHandle, setDatabase } from "../../app/server/db/client.server";
import { seedDatabase } from "../../app/server/db/seed.server";
import { findDrillFacts, serveLoad, submitContact } from "../support/restore-drill";
import { makeDrillFacts } from "../support/restore-drill-facts";
import { createDatabase, startInstance } from "./support";

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set: run scripts/pg-test-setup.sh (see README)");

/** Debian's client tools (postgresql-client), on PATH or in the server's bin folder. */
function tool(name: string) {
  const debian = `/usr/lib/postgresql/15/bin/${name}`;
  return existsSync(debian) ? debian : name;
}

function run(command: string, args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (e) => resolve({ code: -1, output: String(e) }));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
}, 60_000);

it("restore drill: pg_dump while serving, pg_restore into a new database, everything is found there", async () => {
  const source = await createDatabase(baseUrl);
  cleanup.push(() => source.drop());
  const direct = postgresHandle(source.url, 2);
  cleanup.push(() => direct.close());
  await migrateDatabase(direct);
  await seedDatabase(direct.db);
  setDatabase(direct);
  const facts = await makeDrillFacts(direct.db);
  setDatabase(undefined);

  const a = await startInstance("pg-drill-a", { DATABASE_URL: source.url, TRUST_PROXY: "true" });
  const sentBefore = "pg.drill.before.backup@example.com";
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pg-drill-")), "techpro.dump");
  let visitors;
  try {
    expect(await submitContact(a.base, sentBefore, "192.0.2.201")).toBe(true);
    const dump = run(tool("pg_dump"), ["--format=custom", `--file=${file}`, source.url]);
    visitors = await serveLoad(a.base, dump);
    const done = await dump;
    expect(done.code, done.output).toBe(0);
  } finally {
    expect(await a.stop()).toBe(0);
  }
  expect(visitors.errors, "no visitor saw an error while pg_dump ran").toBe(0);

  const target = await createDatabase(baseUrl);
  cleanup.push(() => target.drop());
  const restored = await run(tool("pg_restore"), [
    "--no-owner",
    "--no-privileges",
    `--dbname=${target.url}`,
    file,
  ]);
  expect(restored.code, restored.output).toBe(0);

  const b = await startInstance("pg-drill-b", { DATABASE_URL: target.url, TRUST_PROXY: "true" });
  try {
    await findDrillFacts(b.base, facts, [sentBefore]);
  } finally {
    expect(await b.stop()).toBe(0);
  }
}, 300_000);
