import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, migrationsFolder, queryRows } from "../db/client.server";
import type { SchemaVersion } from "./backup-file.server";

interface JournalEntry {
  tag: string;
  when: number;
}

/** This release's migrations, oldest first (drizzle/meta/_journal.json). */
export function codeMigrations(folder = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The schema version of a database: the migrations Drizzle recorded as applied. */
export async function databaseSchemaVersion(database: Db): Promise<SchemaVersion> {
  const rows = await queryRows<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
    database,
  );
  const lastCreatedAt = rows.length ? Number(rows[rows.length - 1]!.created_at) : null;
  const last = codeMigrations().find((m) => m.when === lastCreatedAt)?.tag ?? null;
  return { migrations: rows.length, last, lastCreatedAt };
}

/**
 * Why this release cannot restore a backup of that schema, or undefined when it can
 * (the backup's newest migration is one of ours: the rest are applied after the restore).
 */
export function schemaMismatch(backup: SchemaVersion, code = codeMigrations()): string | undefined {
  if (backup.lastCreatedAt === null) return undefined;
  const index = code.findIndex((m) => m.when === backup.lastCreatedAt);
  if (index >= 0) return undefined;
  const newest = code[code.length - 1];
  if (!newest || backup.lastCreatedAt > newest.when) {
    return `The backup was made by a newer release (schema ${backup.last ?? "?"}, ${backup.migrations} migrations; this release knows ${code.length}, up to ${newest?.tag ?? "none"}). Restore it with that release or a later one.`;
  }
  return `The backup's schema (${backup.migrations} migrations, newest ${backup.last ?? "unknown"}) is not one this release knows: it was made by a different line of this code. Restore it with the release that made it.`;
}
