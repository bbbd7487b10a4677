import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import { logger } from "../logger.server";
import type { DatabaseHandle } from "./client.server";

/*
 * The embedded database's autovacuum (docs/decisions/213-the-embedded-database-is-vacuumed-and-analysed.md).
 *
 * PGlite runs PostgreSQL as one single-user backend: there is no autovacuum launcher, so no table
 * is ever analysed (the planner guesses every table's size and picks nested loops over a few rows
 * that are really dozens) and no dead row version is ever reclaimed (every update of a session's
 * last visit, of an outbox row, of an order leaves one). This does what autovacuum would, with its
 * default thresholds, from PostgreSQL's own counters. A PostgreSQL server (DATABASE_URL) has its
 * own autovacuum: nothing is done there.
 */

/** PostgreSQL's defaults: autovacuum_{vacuum,analyze}_{threshold,scale_factor}, autovacuum_vacuum_insert_*. */
export const AUTOVACUUM = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
} as const;

/** How often the counters are read (autovacuum_naptime is one minute; these tables change slowly). */
export const MAINTENANCE_EVERY_MS = 5 * 60_000;
/** The first pass, after start-up's own work (seeding, the first requests) has settled. */
export const FIRST_PASS_AFTER_MS = 10_000;

export interface TableCounters {
  table: string;
  /** pg_class.reltuples: -1 until the table is first vacuumed or analysed. */
  reltuples: number;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

export type TableWork = { table: string; vacuum: boolean; analyze: boolean };

/**
 * What autovacuum would do to each table. `everything`: the first pass in a process, when the
 * counters of dead rows started again from zero (PostgreSQL's cumulative statistics do not outlive
 * the embedded database's process), so every table is vacuumed and analysed once.
 */
export function planMaintenance(tables: readonly TableCounters[], everything: boolean): TableWork[] {
  const work: TableWork[] = [];
  for (const t of tables) {
    const rows = Math.max(t.reltuples, 0);
    const neverAnalysed = t.reltuples < 0;
    const vacuum =
      everything ||
      t.deadRows > AUTOVACUUM.vacuumThreshold + AUTOVACUUM.vacuumScaleFactor * rows ||
      t.insertedSinceVacuum > AUTOVACUUM.insertThreshold + AUTOVACUUM.insertScaleFactor * rows;
    const analyze =
      everything ||
      neverAnalysed ||
      t.modifiedSinceAnalyze > AUTOVACUUM.analyzeThreshold + AUTOVACUUM.analyzeScaleFactor * rows;
    if (vacuum || analyze) work.push({ table: t.table, vacuum, analyze });
  }
  return work;
}

async function readCounters(pg: PGlite): Promise<TableCounters[]> {
  const { rows } = await pg.query<{
    table: string;
    reltuples: number;
    dead: number;
    inserted: number;
    modified: number;
  }>(
    `select format('%I.%I', s.schemaname, s.relname) as "table", c.reltuples::float8 as reltuples,
            s.n_dead_tup::float8 as dead, s.n_ins_since_vacuum::float8 as inserted,
            s.n_mod_since_analyze::float8 as modified
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by s.schemaname, s.relname`,
  );
  return rows.map((r) => ({
    table: r.table,
    reltuples: r.reltuples,
    deadRows: r.dead,
    insertedSinceVacuum: r.inserted,
    modifiedSinceAnalyze: r.modified,
  }));
}

/**
 * One pass over the embedded database: each table that needs it is vacuumed and/or analysed, one
 * at a time, each after the event loop's next turn: requests that arrived meanwhile are read and
 * started between two tables, not after the whole pass (a first pass held every answer for 0.5 s
 * under load: docs/decisions/214-the-outbox-yields-between-batches.md). Returns what was done.
 */
export async function maintainEmbeddedDatabase(
  pg: PGlite,
  { everything = false }: { everything?: boolean } = {},
): Promise<TableWork[]> {
  const work = planMaintenance(await readCounters(pg), everything);
  for (const { table, vacuum, analyze } of work) {
    await nextTurn();
    // `table` comes quoted from format('%I.%I'), from the catalogue.
    await pg.exec(vacuum ? `vacuum ${analyze ? "(analyze) " : ""}${table}` : `analyze ${table}`);
  }
  return work;
}

const store = globalThis as typeof globalThis & {
  __dbMaintenance?: { timer?: ReturnType<typeof setTimeout>; running?: Promise<unknown>; stopped: boolean };
};

/**
 * Starts the passes on the embedded database: the first (everything) FIRST_PASS_AFTER_MS after
 * start, then every MAINTENANCE_EVERY_MS. Nothing on PostgreSQL. The timer never keeps the process alive.
 */
export function startDatabaseMaintenance(
  handle: DatabaseHandle,
  { firstAfterMs = FIRST_PASS_AFTER_MS, everyMs = MAINTENANCE_EVERY_MS } = {},
) {
  const pg = handle.pglite;
  if (handle.kind !== "pglite" || !pg) return;
  const s = (store.__dbMaintenance = { stopped: false } as NonNullable<typeof store.__dbMaintenance>);
  let first = true;
  const pass = () => {
    if (s.stopped) return;
    const started = performance.now();
    const everything = first;
    first = false;
    s.running = maintainEmbeddedDatabase(pg, { everything })
      .then(
        (work) => {
          if (work.length === 0) return;
          const ms = Math.round(performance.now() - started);
          // Routine, like autovacuum's own work: shown with LOG_LEVEL=debug.
          logger.debug(
            { tables: work.length, vacuumed: work.filter((w) => w.vacuum).length, ms },
            "database maintenance: tables vacuumed and analysed",
          );
        },
        (error) => logger.error({ err: error }, "database maintenance failed"),
      )
      .finally(() => {
        s.running = undefined;
        if (s.stopped) return;
        s.timer = setTimeout(pass, everyMs);
        s.timer.unref();
      });
  };
  s.timer = setTimeout(pass, firstAfterMs);
  s.timer.unref();
}

/** Stops the passes and waits for one in progress (graceful shutdown, before the database closes). */
export async function stopDatabaseMaintenance() {
  const s = store.__dbMaintenance;
  if (!s) return;
  s.stopped = true;
  if (s.timer) clearTimeout(s.timer);
  await s.running?.catch(() => {});
}
