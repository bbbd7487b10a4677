// `npm run db:backup`: one backup of the embedded database, now. With the server
// running it asks the server (which backs up while serving); with the server
// stopped it opens the database itself. PostgreSQL: pg_dump (README, Backups).
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { backupAndRecord } from "../app/server/backup/backups.server";
import { controlSocketPath, sendControlCommand } from "../app/server/backup/control.server";
import { pgliteDir } from "../app/server/backup/restore.server";
import { embeddedDatabaseInUse, PGLITE_TUNING, pgliteHandle } from "../app/server/db/client.server";
import { backupDirOf, parseEnv } from "../app/server/env.server";
import { existsSync } from "node:fs";

export const USAGE = `Usage: npm run db:backup [-- --force]

Writes one backup of the embedded database (DATA_DIR, default ./data) into BACKUP_DIR
(default DATA_DIR/backups). With the server running, the server takes it without stopping;
with the server stopped, this command takes it.
  --force   the server looks running (its lock file is there) but does not answer: back up
            directly. Only when no server runs (a crash left the lock behind).
With DATABASE_URL, back up PostgreSQL with pg_dump instead (README, "Backups").`;

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export function describeBackup(r: Record<string, unknown>) {
  const mb = (Number(r.bytes) / 1_048_576).toFixed(1);
  return `Backup written: ${String(r.file)} (${mb} MB in ${(Number(r.ms) / 1000).toFixed(1)} s; the database paused ${String(r.pausedMs)} ms)`;
}

export async function runDbBackup(
  argv: string[],
  environment: Record<string, string | undefined>,
  io: Io,
): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: { force: { type: "boolean", default: false }, help: { type: "boolean", short: "h" } },
      strict: true,
    }).values;
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  let config;
  try {
    config = parseEnv(environment);
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  if (config.DATABASE_URL) {
    io.err(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g.\n  pg_dump --format=custom --file=techpro-$(date +%Y%m%d).dump "$DATABASE_URL"\n(README, "Backups").',
    );
    return 2;
  }
  const dir = backupDirOf(config);
  if (embeddedDatabaseInUse(config.DATA_DIR) && !args.force) {
    const socket = controlSocketPath(config.DATA_DIR);
    try {
      if (!socket) throw new Error("the data directory's path is too long for the server's control socket");
      const reply = await sendControlCommand(socket, "backup");
      if (!reply.ok) {
        io.err(`The server could not write the backup: ${reply.error ?? "unknown error"}`);
        return 1;
      }
      io.out(describeBackup(reply));
      return 0;
    } catch (error) {
      io.err(
        [
          `The embedded database in ${path.resolve(config.DATA_DIR)} is in use, but no server answered (${(error as Error).message}).`,
          "If the server is running, check that DATA_DIR is the folder it uses. If none is running (it crashed",
          "and left its lock behind), add --force to back up directly.",
        ].join("\n"),
      );
      return 1;
    }
  }
  const dataDir = pgliteDir(config.DATA_DIR);
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    io.err(`There is no database in ${dataDir} to back up.`);
    return 1;
  }
  // As it is on disk: not migrated first, so the backup is exactly what was there.
  const handle = pgliteHandle(await PGlite.create({ dataDir, ...PGLITE_TUNING }));
  try {
    io.out(describeBackup({ ...(await backupAndRecord(handle, dir, "offline")) }));
    return 0;
  } catch (error) {
    io.err(`Backup failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await handle.close();
  }
}

const isEntry = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isEntry) {
  runDbBackup(process.argv.slice(2), process.env, { out: console.log, err: console.error }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
