import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { preparedClient } from "./pglite-statements.server";
import * as schema from "./schema.server";

const gunzipAsync = promisify(gunzip);

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded) and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database itself (online backups need it: app/server/backup/). */
  pglite?: PGlite;
  close(): Promise<void>;
}

// Kept on globalThis: the server entry (build/server.js) and the React Router
// bundle (build/server/index.js, or Vite's module graph in development) each
// have their own copy of this module, and must share one connection.
const store = globalThis as typeof globalThis & { __appDatabase?: DatabaseHandle };

/** The open database. Opened once at start-up (server.ts) or per test file. */
export function db(): Db {
  const current = store.__appDatabase;
  if (!current) throw new Error("Database is not open: call openDatabase() first");
  return current.db;
}

export function databaseHandle(): DatabaseHandle | undefined {
  return store.__appDatabase;
}

export function setDatabase(handle: DatabaseHandle | undefined) {
  store.__appDatabase = handle;
}

export function migrationsFolder() {
  // Works from app/server/db (tsx, vitest) and from build/server.js (bundled), whatever the working directory.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.resolve(process.cwd(), "drizzle"),
    path.resolve(here, "../../../drizzle"),
    path.resolve(here, "../drizzle"),
  ].filter(Boolean) as string[];
  return candidates.find((c) => existsSync(path.join(c, "meta", "_journal.json"))) ?? "drizzle";
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  return {
    // Statements prepared once per session (docs/decisions/206-pglite-prepared-statements.md).
    db: drizzlePglite({ client: preparedClient(client) as PGlite, schema }) as unknown as Db,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
  };
}

export function postgresHandle(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: "postgres",
    close: () => pool.end(),
  };
}

export async function migrateDatabase(handle: DatabaseHandle) {
  const migrationsFolderPath = migrationsFolder();
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder: migrationsFolderPath });
    return;
  }
  // Several instances may start at once: serialise migrations with an advisory lock.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    await migratePg(tx as never, { migrationsFolder: migrationsFolderPath });
  });
}

/**
 * bytea (OID 17) to and from PostgreSQL's hex text natively. PGlite's own codec goes through
 * an array of one string per byte: a 512 KB piece of a study material cost ~15 MB of garbage
 * each way, a 25 MB one ~2 GB of peak memory (docs/decisions/146-uploads-stream.md).
 */
const BYTEA = 17;
export const PGLITE_BYTEA = {
  serializers: {
    [BYTEA]: (value: unknown) => {
      const bytes = value as Uint8Array;
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")}`;
    },
  },
  parsers: {
    // A plain Uint8Array of its own (small Buffers share a pool).
    [BYTEA]: (text: string) => new Uint8Array(Buffer.from(text.slice(2), "hex")),
  },
};

/**
 * The embedded database's settings (docs/decisions/133-server-memory.md).
 * - shared_buffers 16 MB instead of PostgreSQL's 128 MB: PGlite touches its whole buffer pool
 *   at start (~130 MB of resident memory); the site's data is a few MB.
 * - relaxedDurability: do not wait for PGlite's filesystem sync after each query. On the
 *   Node filesystem that sync does nothing (every write has already gone to the data files),
 *   but awaiting it took about half the time of a small query.
 * - bytea in native hex (above).
 */
export const PGLITE_TUNING = {
  relaxedDurability: true,
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  ...PGLITE_BYTEA,
};

/**
 * Opens the configured database (PostgreSQL if url is set, else PGlite in dataDir) and migrates it.
 * `template`: a PGlite data directory dump (made at build time, already migrated) that a new,
 * empty dataDir starts from instead of running initdb, which takes seconds (cold start).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  template?: string;
}): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (opts.url) {
    handle = postgresHandle(opts.url);
  } else {
    const dir = path.resolve(opts.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    const fresh = !existsSync(path.join(dir, "PG_VERSION"));
    let template = fresh && opts.template && existsSync(opts.template) ? opts.template : undefined;
    if (template && (await extractDataDir(template, dir))) template = undefined;
    handle = pgliteHandle(
      await PGlite.create({
        dataDir: dir,
        ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
        ...PGLITE_TUNING,
      }),
    );
  }
  await migrateDatabase(handle);
  setDatabase(handle);
  return handle;
}

/**
 * Writes a PGlite data directory dump (a tar, gzipped or not, as `dumpDataDir` makes it) into the
 * empty folder `dir`: what PGlite's `loadDataDir` does inside its WebAssembly file system, with
 * Node's zlib and file system instead (a first start 2 s sooner: 3.0 s -> 1.1 s to open the
 * template on this machine). Written beside `dir` and renamed into place, so a start that
 * stops half way leaves no half database. false when the dump holds something other than
 * folders and files (then `loadDataDir` reads it).
 */
export async function extractDataDir(tarGz: string, dir: string): Promise<boolean> {
  const partial = `${dir}.partial`;
  const dump = await readFile(tarGz);
  // Unzipped and written on libuv's threads: the main thread meanwhile loads the app's modules.
  const tar = dump[0] === 0x1f && dump[1] === 0x8b ? await gunzipAsync(dump) : dump;
  const text = (start: number, length: number) =>
    tar.toString("latin1", start, start + length).replace(/\0[\s\S]*$/, "");
  const folders: { target: string; mode: number }[] = [];
  const files: { target: string; mode: number; data: Uint8Array }[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const prefix = text(offset + 345, 155);
    const name = (prefix ? `${prefix}/` : "") + text(offset, 100);
    const mode = Number.parseInt(text(offset + 100, 8).trim() || "0", 8);
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    const type = tar[offset + 156];
    const target = path.join(partial, path.normalize(`/${name}`));
    if (!target.startsWith(`${partial}${path.sep}`) && target !== partial) return false;
    if (type === 0x35 /* "5": folder */) folders.push({ target, mode: mode || 0o750 });
    else if (type === 0x30 /* "0": file */ || type === 0)
      files.push({ target, mode: mode || 0o600, data: tar.subarray(offset + 512, offset + 512 + size) });
    else return false;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  await rm(partial, { recursive: true, force: true });
  // ~1,200 files: a few at a time keeps libuv's threads busy without queueing them all.
  let next = 0;
  const writer = async () => {
    while (next < files.length) {
      const f = files[next++];
      await writeFile(f.target, f.data, { mode: f.mode });
    }
  };
  try {
    for (const f of folders) mkdirSync(f.target, { recursive: true, mode: f.mode });
    for (const folder of new Set(files.map((f) => path.dirname(f.target))))
      mkdirSync(folder, { recursive: true });
    await Promise.all(Array.from({ length: 8 }, writer));
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  return true;
}

/**
 * PGlite keeps postmaster.pid in its folder while a process has it open
 * (and removes it on a clean close). Two processes writing the same folder
 * would corrupt it, so refuse while the file is there.
 */
export function embeddedDatabaseInUse(dataDir: string): boolean {
  return existsSync(path.join(path.resolve(dataDir), "pglite", "postmaster.pid"));
}

export async function closeDatabase() {
  const handle = store.__appDatabase;
  setDatabase(undefined);
  await handle?.close();
}

/** true when the database answers a trivial query. */
export async function databaseIsHealthy(): Promise<boolean> {
  const current = store.__appDatabase;
  if (!current) return false;
  try {
    await current.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Runs raw SQL and returns its rows (both drivers answer with { rows }). */
export async function queryRows<T extends Record<string, unknown>>(
  query: SQL,
  database: Db = db(),
): Promise<T[]> {
  const result = (await database.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** true for a unique-index violation, wherever the driver puts it (error or its causes). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}
