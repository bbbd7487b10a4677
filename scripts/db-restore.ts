// `npm run db:restore -- <file> [--force]`: restores a backup of the embedded
// database into DATA_DIR (README, "Backups and restore").
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { BackupFileError } from "../app/server/backup/backup-file.server";
import { RestoreError, restoreBackup } from "../app/server/backup/restore.server";
import { embeddedDatabaseInUse } from "../app/server/db/client.server";
import { parseEnv } from "../app/server/env.server";
import type { Io } from "./db-backup";

export const USAGE = `Usage: npm run db:restore -- <backup file> [--force]

Restores a backup made by the server or by npm run db:backup into the embedded database
in DATA_DIR (default ./data), then applies this release's newer migrations. Stop the server first.
The data directory must hold no database yet (set DATA_DIR to a new folder), unless:
  --force   replace the database there; it is moved aside to pglite.before-restore-<time>, not deleted.
            Also use it when no server runs but a crash left the lock behind.
With DATABASE_URL, restore PostgreSQL with pg_restore instead (README, "Backups").`;

export async function runDbRestore(
  argv: string[],
  environment: Record<string, string | undefined>,
  io: Io,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { force: { type: "boolean", default: false }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(USAGE);
    return 0;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) {
    io.err(`Name one backup file.\n\n${USAGE}`);
    return 2;
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
      'DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g.\n  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" techpro-YYYYMMDD.dump\n(README, "Backups").',
    );
    return 2;
  }
  if (embeddedDatabaseInUse(config.DATA_DIR) && !parsed.values.force) {
    io.err(
      `The embedded database in ${path.resolve(config.DATA_DIR)} is in use: stop the server first (or restore into a new DATA_DIR). If no server runs (a crash left the lock behind), add --force.`,
    );
    return 1;
  }
  const started = performance.now();
  try {
    const r = await restoreBackup({ file, dataDir: config.DATA_DIR, force: parsed.values.force });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.out(
      [
        `Restored the backup of ${r.createdAt} into ${path.resolve(config.DATA_DIR)} in ${seconds} s.`,
        `Schema: ${r.from.migrations} migrations in the backup, ${r.to.migrations} now (${r.to.last ?? "none"}).`,
        ...(r.movedAside ? [`The database that was there is kept in ${r.movedAside}.`] : []),
        ...(config.SESSION_SECRET || existsSync(path.join(config.DATA_DIR, "secret.key"))
          ? []
          : [
              // Backups leave the key out on purpose (docs/decisions/151, 181).
              `Copy secret.key from the old data folder into ${path.resolve(config.DATA_DIR)} before starting: it opens the staff's second-factor apps (without it they sign in with a recovery code and set their app up again).`,
            ]),
        "Start the server with this DATA_DIR.",
      ].join("\n"),
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof RestoreError) {
      io.err(`Not restored: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

const isEntry = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isEntry) {
  runDbRestore(process.argv.slice(2), process.env, { out: console.log, err: console.error }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
