import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrateDatabase, pgliteHandle } from "../../app/server/db/client.server";

/**
 * Migrates one in-memory PGlite per test run and dumps it to a file; every
 * test file that needs a database starts from a copy (tests/setup/db.ts), so
 * migrations run once, not once per file.
 */
export default async function setup() {
  const client = await PGlite.create();
  await migrateDatabase(pgliteHandle(client));
  const dump = await client.dumpDataDir("none");
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env.PGLITE_TEMPLATE = file;
}
