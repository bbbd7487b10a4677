import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, queryRows } from "./client.server";

// The cold-start path (server.ts): a fresh data directory starts from the
// build's migrated template instead of running initdb. The Vitest global
// setup has made such a template (tests/setup/global-db.ts).
const template = process.env.PGLITE_TEMPLATE;
const dirs: string[] = [];

afterEach(async () => {
  await closeDatabase();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || !template)("opening the embedded database", () => {
  it("starts a fresh data directory from the migrated template, and keeps what is written there", async () => {
    // A template with a marker table, to tell it apart from a directory made by initdb and migrations.
    const source = await PGlite.create({ loadDataDir: new Blob([readFileSync(template!)]) });
    await source.exec("create table template_marker (id int)");
    const marked = path.join(mkdtempSync(path.join(tmpdir(), "template-")), "template.tar.gz");
    writeFileSync(marked, Buffer.from(await (await source.dumpDataDir("gzip")).arrayBuffer()));
    await source.close();
    dirs.push(path.dirname(marked));

    const dataDir = mkdtempSync(path.join(tmpdir(), "open-template-"));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir, template: marked });
    const marker = await queryRows(sql`select to_regclass('public.template_marker')::text as t`);
    expect(marker).toEqual([{ t: "template_marker" }]);
    const [{ n }] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(n).toBeGreaterThan(0);
    await first.db.execute(
      sql`insert into rate_limits (key, window_start, count) values ('template-test', now(), 1)`,
    );
    await closeDatabase();

    // An existing directory is opened as it is: the template never overwrites data.
    await openDatabase({ dataDir, template: marked });
    const rows = await queryRows<{ key: string }>(
      sql`select key from rate_limits where key = 'template-test'`,
    );
    expect(rows).toHaveLength(1);
  }, 60_000);

  it("runs with 16 MB of shared buffers, not PostgreSQL's 128 MB (the server's memory at idle)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "open-buffers-"));
    dirs.push(dataDir);
    await openDatabase({ dataDir, template });
    expect(await queryRows(sql`show shared_buffers`)).toEqual([{ shared_buffers: "16MB" }]);
  }, 60_000);
});
