import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buffer as readAll } from "node:stream/consumers";
import yazl from "yazl";
import { afterEach, describe, expect, it } from "vitest";
import {
  type DatabaseHandle,
  migrationsFolder,
  openDatabase,
  queryRows,
  setDatabase,
} from "../db/client.server";
import { leads } from "../db/schema.server";
import { createLead } from "../leads.server";
import { backupStatus, listBackups, resetBackupState, takeBackup, backupAndRecord } from "./backups.server";
import { extractBackupFile, readBackupManifest } from "./backup-file.server";
import { restoreBackup } from "./restore.server";
import { codeMigrations } from "./schema-version.server";

// These tests open PGlite data directories on disk (several seconds each on a loaded machine).
const SLOW = { timeout: 400_000 };
const open: DatabaseHandle[] = [];
/** A backup file put together by hand (a tampered or a future one): a manifest and the files of a folder. */
async function handMadeBackup(manifest: object, folder: string) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), "manifest.json");
  for (const name of (readdirSync(folder, { recursive: true }) as string[]).sort()) {
    if (statSync(path.join(folder, name)).isFile()) zip.addFile(path.join(folder, name), `pgdata/${name}`);
    else zip.addEmptyDirectory(`pgdata/${name}/`);
  }
  zip.end();
  const file = path.join(tmp(), "hand-made.zip");
  writeFileSync(file, await readAll(zip.outputStream));
  return file;
}

const tmp = () => mkdtempSync(path.join(tmpdir(), "backup-test-"));

async function onDisk(dataDir: string) {
  const handle = await openDatabase({ dataDir, template: process.env.PGLITE_TEMPLATE });
  open.push(handle);
  return handle;
}

afterEach(async () => {
  setDatabase(undefined);
  resetBackupState();
  for (const h of open.splice(0)) await h.close();
});

describe("online backup of the embedded database", SLOW, () => {
  it("backs up while leads keep arriving: every lead written before the backup is in it, and no half-written one", async () => {
    const handle = await onDisk(path.join(tmp(), "data"));
    const before = [];
    for (let i = 0; i < 5; i++)
      before.push(await createLead({ kind: "contact", name: `Before ${i}`, email: `b${i}@example.com` }));
    let writing = true;
    const during = (async () => {
      let n = 0;
      // Bounded: a steady trickle of enquiries for as long as the backup runs.
      while (writing && n < 300) await createLead({ kind: "enquiry", email: `during${n++}@example.com` });
      return n;
    })();
    const dir = path.join(tmp(), "backups");
    const result = await takeBackup(handle, dir, "requested");
    writing = false;
    expect(await during).toBeGreaterThan(0);
    expect(path.basename(result.file)).toMatch(/^backup-\d{8}-\d{9}Z\.zip$/);
    expect(result.manifest.schema.migrations).toBe(codeMigrations().length);

    const restoredDir = path.join(tmp(), "restored");
    await restoreBackup({ file: result.file, dataDir: restoredDir });
    await handle.close();
    open.splice(0);
    const restored = await onDisk(restoredDir);
    const rows = await restored.db.select({ id: leads.id }).from(leads);
    const ids = new Set(rows.map((r) => r.id));
    for (const lead of before) expect(ids.has(lead.id)).toBe(true);
    // Each lead and its staff notification are written in one transaction: a snapshot between
    // transactions has both or neither.
    const orphans = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from leads l where not exists (select 1 from outbox o where o.body like '%' || l.id || '%')`,
      restored.db,
    );
    expect(orphans[0]!.n).toBe(0);
  });

  it("keeps the file whole: a checksum that does not match is refused with 'failed its checksum'", async () => {
    const handle = await onDisk(path.join(tmp(), "data"));
    const good = await takeBackup(handle, path.join(tmp(), "b"), "requested");
    const manifest = await readBackupManifest(good.file);
    const folder = path.join(tmp(), "unpacked");
    await extractBackupFile(good.file, folder);
    const versionFile = path.join(folder, "PG_VERSION");
    writeFileSync(versionFile, readFileSync(versionFile, "utf8").replace(/\d/, "9"));
    const bad = await handMadeBackup(manifest, folder);
    const into = path.join(tmp(), "r");
    await expect(restoreBackup({ file: bad, dataDir: into })).rejects.toThrow(/failed its checksum/);
    expect(readdirSync(into), "a refused backup leaves the data directory as it was").toEqual([]);
    await expect(restoreBackup({ file: path.join(tmp(), "none.zip"), dataDir: tmp() })).rejects.toThrow(
      /No such file/,
    );
  });

  it("refuses a data directory that holds a database unless forced, and then keeps the old one aside", async () => {
    const dataDir = path.join(tmp(), "data");
    const handle = await onDisk(dataDir);
    await createLead({ kind: "contact", name: "Kept", email: "kept@example.com" });
    const { file } = await takeBackup(handle, path.join(tmp(), "b"), "requested");
    await createLead({ kind: "contact", name: "After", email: "after@example.com" });
    await handle.close();
    open.splice(0);
    await expect(restoreBackup({ file, dataDir })).rejects.toThrow(/already holds a database.*--force/);
    const r = await restoreBackup({ file, dataDir, force: true });
    expect(r.movedAside && existsSync(path.join(r.movedAside, "PG_VERSION"))).toBe(true);
    const restored = await onDisk(dataDir);
    const names = (await restored.db.select({ name: leads.name }).from(leads)).map((l) => l.name);
    expect(names).toContain("Kept");
    expect(names).not.toContain("After");
  });

  it("restores a backup made before the newest migration and migrates it forward; refuses one from a newer release", async () => {
    const journal = codeMigrations();
    const older = path.join(tmp(), "drizzle");
    cpSync(migrationsFolder(), older, { recursive: true });
    const meta = JSON.parse(readFileSync(path.join(older, "meta", "_journal.json"), "utf8"));
    meta.entries.pop();
    writeFileSync(path.join(older, "meta", "_journal.json"), JSON.stringify(meta));
    process.env.MIGRATIONS_DIR = older;
    let file: string;
    try {
      const handle = await openDatabase({ dataDir: path.join(tmp(), "old") });
      open.push(handle);
      file = (await takeBackup(handle, path.join(tmp(), "b"), "requested")).file;
    } finally {
      delete process.env.MIGRATIONS_DIR;
    }
    const r = await restoreBackup({ file, dataDir: path.join(tmp(), "new") });
    expect(r.from.migrations).toBe(journal.length - 1);
    expect(r.to).toMatchObject({ migrations: journal.length, last: journal.at(-1)!.tag });

    const manifest = await readBackupManifest(file);
    const newer = {
      ...manifest,
      schema: { migrations: 99, last: "0099_future", lastCreatedAt: Date.now() + 1e12 },
    };
    const future = await handMadeBackup(newer, tmp());
    await expect(restoreBackup({ file: future, dataDir: path.join(tmp(), "x") })).rejects.toThrow(
      /made by a newer release/,
    );
  });

  it("says on the staff overview when the last backup failed, and when there is none for two days", async () => {
    const handle = await onDisk(path.join(tmp(), "data"));
    const dir = path.join(tmp(), "b");
    expect(await backupStatus(dir)).toMatchObject({ last: undefined, attention: true });
    await backupAndRecord(handle, dir, "requested");
    const fresh = await backupStatus(dir);
    expect(fresh).toMatchObject({ attention: false, failure: undefined });
    expect(fresh.last?.bytes).toBeGreaterThan(0);
    const threeDaysLater = new Date(Date.now() + 3 * 86_400_000);
    expect((await backupStatus(dir, threeDaysLater)).attention).toBe(true);
    // A file where the backup folder should be: every backup into it fails.
    const blocked = path.join(tmp(), "file");
    writeFileSync(blocked, "not a folder");
    await expect(backupAndRecord(handle, blocked, "scheduled")).rejects.toThrow();
    const failed = await backupStatus(blocked);
    expect(failed.failure?.message).toBeTruthy();
    expect(failed.attention).toBe(true);
    expect(await listBackups(dir)).toHaveLength(1);
  });
});
