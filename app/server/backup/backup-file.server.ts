import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { buffer as readAll } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import yazl from "yazl";

/*
 * One backup is one ZIP file (docs/decisions/180-online-backups-of-the-embedded-database.md):
 *   manifest.json  what it is: format, time, schema version (migrations), PostgreSQL version, checksum
 *   pgdata.tar     the embedded database's data directory as PGlite dumps it
 * Any unzip tool can read the manifest (`unzip -p backup-….zip manifest.json`).
 */

export const BACKUP_FORMAT = "techpro-academy-backup/1";
const MANIFEST = "manifest.json";
const PAYLOAD = "pgdata.tar";

export interface SchemaVersion {
  /** Migrations applied, and the newest one's tag and journal time (drizzle/meta/_journal.json). */
  migrations: number;
  last: string | null;
  lastCreatedAt: number | null;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  reason: "scheduled" | "requested" | "offline";
  database: { engine: "pglite"; postgres: string };
  schema: SchemaVersion;
  payload: { name: typeof PAYLOAD; bytes: number; sha256: string };
}

export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupFileError";
  }
}

export function sha256(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * Writes the backup file: compressed by zlib (native, off the event loop), into a
 * temporary name first so a half-written file never looks like a backup.
 */
export async function writeBackupFile(
  file: string,
  manifest: Omit<BackupManifest, "payload" | "format">,
  payload: Uint8Array,
): Promise<BackupManifest> {
  const full: BackupManifest = {
    format: BACKUP_FORMAT,
    ...manifest,
    payload: { name: PAYLOAD, bytes: payload.byteLength, sha256: sha256(payload) },
  };
  const zip = new yazl.ZipFile();
  const mtime = new Date(manifest.createdAt);
  zip.addBuffer(Buffer.from(`${JSON.stringify(full, null, 2)}\n`), MANIFEST, { mtime });
  zip.addBuffer(Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength), PAYLOAD, { mtime });
  zip.end();
  const partial = `${file}.partial`;
  try {
    await pipeline(zip.outputStream, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return full;
}

/** Reads a backup file and checks it whole: format, manifest, checksum. Throws BackupFileError saying what is wrong. */
export async function readBackupFile(file: string): Promise<{ manifest: BackupManifest; payload: Buffer }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, strictFileNames: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ENOENT") throw new BackupFileError(`No such file: ${file}`);
    throw new BackupFileError(
      `${file} is not a backup file (not a readable ZIP: ${(error as Error).message})`,
    );
  }
  const parts = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== MANIFEST && entry.fileName !== PAYLOAD) continue;
      parts.set(entry.fileName, await readAll(await zip.openReadStreamPromise(entry)));
    }
  } catch (error) {
    throw new BackupFileError(`${file} is damaged: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  const manifestBytes = parts.get(MANIFEST);
  const payload = parts.get(PAYLOAD);
  if (!manifestBytes || !payload) {
    throw new BackupFileError(`${file} is not a backup of this site (no ${MANIFEST} or ${PAYLOAD} inside)`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestBytes.toString("utf8")) as BackupManifest;
  } catch {
    throw new BackupFileError(`${file}: its ${MANIFEST} is not valid JSON`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupFileError(
      `${file} has format "${String(manifest.format)}"; this release reads ${BACKUP_FORMAT}`,
    );
  }
  const actual = sha256(payload);
  if (payload.byteLength !== manifest.payload?.bytes || actual !== manifest.payload?.sha256) {
    throw new BackupFileError(
      `${file} failed its checksum: the database inside is not the one that was backed up (expected sha256 ${manifest.payload?.sha256}, got ${actual}). Use another backup.`,
    );
  }
  return { manifest, payload };
}
