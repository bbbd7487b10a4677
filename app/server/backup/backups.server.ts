import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import {
  type BackupSchedule,
  backupFileName,
  backupsToDelete,
  backupTimeFromName,
  nextBackupAt,
  STALE_BACKUP_MS,
} from "~/lib/backup-schedule";
import { type DatabaseHandle, queryRows } from "../db/client.server";
import { logger } from "../logger.server";
import { type BackupManifest, writeBackupFile } from "./backup-file.server";
import { databaseSchemaVersion } from "./schema-version.server";

/*
 * Online backups of the embedded database
 * (docs/decisions/180-online-backups-of-the-embedded-database.md).
 */

export interface BackupResult {
  file: string;
  bytes: number;
  /** Whole backup, and the part during which the database answered no query. */
  ms: number;
  pausedMs: number;
  manifest: BackupManifest;
  deleted: string[];
}

interface BackupState {
  lastFailure?: { at: string; message: string };
  next?: string;
  timer?: ReturnType<typeof setTimeout>;
  stopped?: boolean;
  running?: Promise<unknown>;
}

// Shared by the server entry and the React Router bundle (like the database handle).
const store = globalThis as typeof globalThis & { __backupState?: BackupState };
function state(): BackupState {
  store.__backupState ??= {};
  return store.__backupState;
}

/**
 * Takes one backup of the open embedded database into `dir`, then deletes what the
 * rotation no longer keeps. Backups run one at a time (a request during a scheduled
 * one waits for it).
 */
export function takeBackup(
  handle: DatabaseHandle,
  dir: string,
  reason: BackupManifest["reason"],
): Promise<BackupResult> {
  const s = state();
  const run = (s.running ?? Promise.resolve()).catch(() => {}).then(() => backupNow(handle, dir, reason));
  s.running = run;
  return run;
}

async function backupNow(
  handle: DatabaseHandle,
  dir: string,
  reason: BackupManifest["reason"],
): Promise<BackupResult> {
  const client = handle.pglite;
  if (!client) {
    throw new Error(
      "Online backups are for the embedded database; on PostgreSQL use pg_dump (README, Backups)",
    );
  }
  const source = client.dataDir ? path.resolve(client.dataDir) : undefined;
  if (!source || !existsSync(path.join(source, "PG_VERSION"))) {
    throw new Error("Online backups need the embedded database on disk (DATA_DIR)");
  }
  const started = performance.now();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const schema = await databaseSchemaVersion(handle.db);
  const [version] = await queryRows<{ server_version: string }>(sql`show server_version`, handle.db);
  // Writes dirty pages to the data files, so a restore has little write-ahead log to replay.
  await client.query("checkpoint");
  const copy = await mkdtemp(path.join(dir, ".snapshot-"));
  try {
    const pauseStarted = performance.now();
    const createdAt = new Date();
    // Between two transactions (no query or transaction runs meanwhile), the data directory as it
    // is on disk (PGlite writes through to its files): everything committed, nothing half-done.
    // A file copy is the whole pause; checksum and compression run after it, on the copy.
    await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => copyFolder(source, copy)));
    const pausedMs = Math.round(performance.now() - pauseStarted);
    const file = path.join(dir, backupFileName(createdAt));
    const manifest = await writeBackupFile(
      file,
      {
        createdAt: createdAt.toISOString(),
        reason,
        database: { engine: "pglite", postgres: version?.server_version ?? "unknown" },
        schema,
      },
      copy,
    );
    const { size } = await stat(file);
    const deleted = await rotateBackups(dir);
    return { file, bytes: size, ms: Math.round(performance.now() - started), pausedMs, manifest, deleted };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * Copies a folder's files 16 at a time (copy_file_range, no data through JavaScript): about
 * three times faster than fs.cp, whose per-file work is what the database waits for.
 */
async function copyFolder(from: string, to: string) {
  const files: string[] = [];
  const walk = async (rel: string) => {
    await mkdir(path.join(to, rel), { recursive: true, mode: 0o700 });
    for (const entry of await readdir(path.join(from, rel), { withFileTypes: true })) {
      const name = path.join(rel, entry.name);
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile() && entry.name !== "postmaster.pid") files.push(name);
    }
  };
  await walk("");
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const name = files[next++]!;
      await copyFile(path.join(from, name), path.join(to, name));
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** Backup files in `dir`, newest first (other files there are never touched). */
export async function listBackups(dir: string): Promise<{ name: string; at: Date }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const at = backupTimeFromName(name);
      return at ? [{ name, at }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Keeps 7 daily and 4 weekly backups; returns the names deleted. */
export async function rotateBackups(dir: string): Promise<string[]> {
  const doomed = backupsToDelete(await listBackups(dir));
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}

export interface BackupStatus {
  last?: { at: string; bytes: number; name: string };
  failure?: { at: string; message: string };
  next?: string;
  /** No backup for two days (or none at all), or the latest attempt failed: staff are told. */
  attention: boolean;
}

/** What the staff overview says about backups ("Last backup: …"). */
export async function backupStatus(dir: string, now = new Date()): Promise<BackupStatus> {
  const s = state();
  const [newest] = await listBackups(dir).catch(() => []);
  let last: BackupStatus["last"];
  if (newest) {
    const bytes = await stat(path.join(dir, newest.name)).then(
      (st) => st.size,
      () => 0,
    );
    last = { at: newest.at.toISOString(), bytes, name: newest.name };
  }
  const failure =
    s.lastFailure && (!last || Date.parse(s.lastFailure.at) > Date.parse(last.at))
      ? s.lastFailure
      : undefined;
  const stale = !last || now.getTime() - Date.parse(last.at) > STALE_BACKUP_MS;
  return { last, failure, next: s.next, attention: Boolean(failure) || stale };
}

/** Runs a backup and records the outcome: logged, and a failure kept for the staff overview. */
export async function backupAndRecord(
  handle: DatabaseHandle,
  dir: string,
  reason: BackupManifest["reason"],
): Promise<BackupResult> {
  try {
    const result = await takeBackup(handle, dir, reason);
    state().lastFailure = undefined;
    logger.info(
      {
        file: result.file,
        bytes: result.bytes,
        ms: result.ms,
        pausedMs: result.pausedMs,
        deleted: result.deleted,
        reason,
      },
      "backup written",
    );
    return result;
  } catch (error) {
    state().lastFailure = { at: new Date().toISOString(), message: (error as Error).message };
    logger.error({ err: error, dir, reason }, "backup failed");
    throw error;
  }
}

/** Starts the schedule (BACKUP_EVERY). The timer never keeps the process alive. */
export function startBackupSchedule(handle: DatabaseHandle, dir: string, schedule: BackupSchedule) {
  const s = state();
  s.stopped = false;
  const plan = () => {
    if (s.stopped) return;
    const next = nextBackupAt(schedule, new Date());
    s.next = next?.toISOString();
    if (!next) return;
    s.timer = setTimeout(
      () => {
        backupAndRecord(handle, dir, "scheduled").then(plan, plan);
      },
      Math.max(0, next.getTime() - Date.now()),
    );
    s.timer.unref();
  };
  plan();
}

/** Stops the schedule and waits for a backup in progress (graceful shutdown). */
export async function stopBackupSchedule() {
  const s = state();
  s.stopped = true;
  if (s.timer) clearTimeout(s.timer);
  s.timer = undefined;
  s.next = undefined;
  await s.running?.catch(() => {});
}

/** Test hook: forget failures and the next time. */
export function resetBackupState() {
  store.__backupState = undefined;
}
