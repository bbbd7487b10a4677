import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrateDatabase, PGLITE_TUNING, pgliteHandle } from "../db/client.server";
import { extractBackupFile, readBackupManifest, type SchemaVersion } from "./backup-file.server";
import { databaseSchemaVersion, schemaMismatch } from "./schema-version.server";

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreError";
  }
}

export interface RestoreResult {
  createdAt: string;
  from: SchemaVersion;
  to: SchemaVersion;
  /** Where the database that was there before went (--force), kept, never deleted. */
  movedAside?: string;
}

/** The embedded database's folder inside a data directory. */
export function pgliteDir(dataDir: string) {
  return path.resolve(dataDir, "pglite");
}

function isEmptyDir(dir: string) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Restores a backup file into `dataDir` (docs/decisions/181-restore-and-the-drill.md): checks the file
 * whole (checksum) and its schema version first, refuses a data directory that already
 * holds a database unless `force` (that database is then moved aside, not deleted),
 * unpacks it, and migrates it forward to this release's schema.
 */
export async function restoreBackup(opts: {
  file: string;
  dataDir: string;
  force?: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  const checked = await readBackupManifest(opts.file);
  const mismatch = schemaMismatch(checked.schema);
  if (mismatch) throw new RestoreError(mismatch);

  const target = pgliteDir(opts.dataDir);
  if (!isEmptyDir(target) && !opts.force) {
    throw new RestoreError(
      `${target} already holds a database. Restore into an empty data directory (DATA_DIR=…), or add --force to replace it (the current one is moved aside, not deleted).`,
    );
  }
  // Unpacked and checked beside the target first: a damaged file changes nothing.
  const stamp = (opts.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const incoming = `${target}.restoring-${stamp}`;
  let manifest;
  try {
    manifest = await extractBackupFile(opts.file, incoming);
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
  let movedAside: string | undefined;
  if (existsSync(target)) {
    if (!isEmptyDir(target)) {
      movedAside = `${target}.before-restore-${stamp}`;
      renameSync(target, movedAside);
    } else rmSync(target, { recursive: true, force: true });
  }
  renameSync(incoming, target);

  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: target, ...PGLITE_TUNING });
  } catch (error) {
    // Leave the data directory as it was.
    rmSync(target, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, target);
    throw new RestoreError(
      `This release's embedded PostgreSQL could not open the backup (made with PostgreSQL ${manifest.database.postgres}): ${(error as Error).message}. Restore it with the release that made it.`,
    );
  }
  const handle = pgliteHandle(client);
  try {
    await migrateDatabase(handle);
    return {
      createdAt: manifest.createdAt,
      from: manifest.schema,
      to: await databaseSchemaVersion(handle.db),
      movedAside,
    };
  } finally {
    await handle.close();
  }
}
