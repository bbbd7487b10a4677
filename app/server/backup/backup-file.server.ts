import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { buffer as readAll } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import yazl from "yazl";

/*
 * One backup is one ZIP file (docs/decisions/180-online-backups-of-the-embedded-database.md):
 *   manifest.json  what it is: format, time, schema version (migrations), PostgreSQL version, checksum
 *   pgdata/…       the embedded database's data directory, file by file
 * Any unzip tool can read the manifest (`unzip -p backup-….zip manifest.json`).
 */

export const BACKUP_FORMAT = "techpro-academy-backup/1";
const MANIFEST = "manifest.json";
const FOLDER = "pgdata/";

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
  /** sha256 over every file in name order: its name, size and bytes. */
  payload: { folder: typeof FOLDER; files: number; bytes: number; sha256: string };
}

export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupFileError";
  }
}

/** The checksum both sides compute, file by file in the same order. */
class FolderDigest {
  private hash = createHash("sha256");
  files = 0;
  bytes = 0;
  add(name: string, size: number) {
    this.files += 1;
    this.bytes += size;
    this.hash.update(`${name}\0${size}\0`);
  }
  data(chunk: Buffer) {
    this.hash.update(chunk);
  }
  hex() {
    return this.hash.digest("hex");
  }
}

/** Every file and folder under `dir`, as forward-slash relative names (folders end in "/"), sorted. */
async function entriesUnder(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    // PostgreSQL needs its empty folders too (pg_tblspc, pg_notify, …).
    if (entry.isDirectory()) out.push(`${name}/`, ...(await entriesUnder(dir, name)));
    else if (entry.isFile()) out.push(name);
  }
  return out.sort();
}

/**
 * Writes the backup file from a copy of the data directory: compressed by zlib (native, off
 * the event loop), into a temporary name first so a half-written file never looks like a backup.
 */
export async function writeBackupFile(
  file: string,
  manifest: Omit<BackupManifest, "payload" | "format">,
  dataDir: string,
): Promise<BackupManifest> {
  const names = await entriesUnder(dataDir);
  const digest = new FolderDigest();
  for (const name of names.filter((n) => !n.endsWith("/"))) {
    const full = path.join(dataDir, name);
    digest.add(name, (await stat(full)).size);
    for await (const chunk of createReadStream(full)) digest.data(chunk as Buffer);
  }
  const complete: BackupManifest = {
    format: BACKUP_FORMAT,
    ...manifest,
    payload: { folder: FOLDER, files: digest.files, bytes: digest.bytes, sha256: digest.hex() },
  };
  const zip = new yazl.ZipFile();
  const mtime = new Date(manifest.createdAt);
  zip.addBuffer(Buffer.from(`${JSON.stringify(complete, null, 2)}\n`), MANIFEST, { mtime });
  for (const name of names) {
    if (name.endsWith("/")) zip.addEmptyDirectory(FOLDER + name, { mtime });
    else zip.addFile(path.join(dataDir, name), FOLDER + name, { mtime });
  }
  zip.end();
  const partial = `${file}.partial`;
  try {
    await pipeline(zip.outputStream, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return complete;
}

async function openZip(file: string) {
  try {
    return await yauzl.openPromise(file, { lazyEntries: true, strictFileNames: true });
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") throw new BackupFileError(`No such file: ${file}`);
    throw new BackupFileError(
      `${file} is not a backup file (not a readable ZIP: ${(error as Error).message})`,
    );
  }
}

/** The manifest alone (checked before anything is written). */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const zip = await openZip(file);
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== MANIFEST) continue;
      const manifest = JSON.parse((await readAll(await zip.openReadStreamPromise(entry))).toString("utf8"));
      if (manifest?.format !== BACKUP_FORMAT) {
        throw new BackupFileError(
          `${file} has format "${String(manifest?.format)}"; this release reads ${BACKUP_FORMAT}`,
        );
      }
      return manifest as BackupManifest;
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`${file} is damaged: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  throw new BackupFileError(`${file} is not a backup of this site (no ${MANIFEST} inside)`);
}

/**
 * Unpacks the data directory into `target` (which must not exist yet) and checks it whole against
 * the manifest's checksum. Throws BackupFileError saying what is wrong; `target` may then hold
 * part of it (the caller removes it).
 */
export async function extractBackupFile(file: string, target: string): Promise<BackupManifest> {
  const manifest = await readBackupManifest(file);
  const zip = await openZip(file);
  const digest = new FolderDigest();
  try {
    await mkdir(target, { recursive: true });
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.startsWith(FOLDER)) continue;
      const name = entry.fileName.slice(FOLDER.length);
      if (name.split("/").includes("..")) throw new BackupFileError(`${file} has an unsafe path: ${name}`);
      const out = path.join(target, name);
      if (name.endsWith("/")) {
        await mkdir(out, { recursive: true, mode: 0o700 });
        continue;
      }
      await mkdir(path.dirname(out), { recursive: true });
      digest.add(name, entry.uncompressedSize);
      const source = await zip.openReadStreamPromise(entry);
      source.on("data", (chunk: Buffer) => digest.data(chunk));
      await pipeline(source, createWriteStream(out, { mode: 0o600 }));
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`${file} is damaged: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  const actual = digest.hex();
  if (actual !== manifest.payload.sha256 || digest.files !== manifest.payload.files) {
    throw new BackupFileError(
      `${file} failed its checksum: the database inside is not the one that was backed up (expected sha256 ${manifest.payload.sha256}, got ${actual}). Use another backup.`,
    );
  }
  return manifest;
}
