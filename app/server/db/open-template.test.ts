import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, extractDataDir, openDatabase, queryRows } from "./client.server";

/** A one-entry tar (ustar header, then the data padded to 512 bytes), gzipped. */
function tarGz(name: string, type: string, data = Buffer.alloc(0)) {
  const header = Buffer.alloc(512);
  header.write(name, 0, "latin1");
  header.write("0000600\0", 100, "latin1");
  header.write(`${data.length.toString(8).padStart(11, "0")}\0`, 124, "latin1");
  header.write(type, 156, "latin1");
  const padded = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  data.copy(padded);
  return gzipSync(Buffer.concat([header, padded, Buffer.alloc(1024)]));
}

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

  it("writes the template's folders and files into the data directory itself, and leaves nothing half written", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "extract-"));
    dirs.push(root);
    const dir = path.join(root, "pglite");
    expect(await extractDataDir(template!, dir)).toBe(true);
    expect(readFileSync(path.join(dir, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
    expect(readdirSync(path.join(dir, "base")).length).toBeGreaterThan(0);
    // With the modes the dump gives (no file readable by other users).
    expect(statSync(path.join(dir, "PG_VERSION")).mode & 0o007).toBe(0);
    expect(existsSync(`${dir}.partial`)).toBe(false);

    const file = path.join(root, "one.tar.gz");
    writeFileSync(file, tarGz("/PG_VERSION", "0", Buffer.from("17\n")));
    const other = path.join(root, "other");
    expect(await extractDataDir(file, other)).toBe(true);
    expect(readFileSync(path.join(other, "PG_VERSION"), "utf8")).toBe("17\n");
  });

  it("leaves a dump with a link in it to PGlite's own loader, and a name outside the folder too", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "extract-odd-"));
    dirs.push(root);
    for (const [name, type] of [
      ["/link", "2"],
      ["../../escape", "0"],
    ]) {
      const file = path.join(root, "odd.tar.gz");
      writeFileSync(file, tarGz(name, type, Buffer.from("x")));
      const dir = path.join(root, "pglite");
      expect(await extractDataDir(file, dir)).toBe(type === "0");
      expect(existsSync(`${dir}.partial`)).toBe(false);
      expect(existsSync(path.join(root, "escape"))).toBe(false);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("runs with 16 MB of shared buffers, not PostgreSQL's 128 MB (the server's memory at idle)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "open-buffers-"));
    dirs.push(dataDir);
    await openDatabase({ dataDir, template });
    expect(await queryRows(sql`show shared_buffers`)).toEqual([{ shared_buffers: "16MB" }]);
  }, 60_000);
});
