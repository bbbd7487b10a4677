import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import { logger } from "../logger.server";
import { quietMoment } from "../traffic.server";
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

/**
 * How often the counters are read (one catalogue query). Often: a plan made while a table was
 * small stays until the table is analysed again, and the server keeps its statements prepared
 * (docs/decisions/218-background-database-work-and-traffic.md).
 */
export const MAINTENANCE_EVERY_MS = 10_000;
/** The first pass, after start-up's own work (seeding, the first requests) has settled. */
export const FIRST_PASS_AFTER_MS = 10_000;
/**
 * Each vacuum waits for a moment with no request in flight for this long: it holds the
 * single-threaded database, and a table that grew by thousands of rows takes a second or more
 * (docs/decisions/218-background-database-work-and-traffic.md).
 */
export const QUIET_MS = 200;
/** How long a pass waits for that moment before it leaves its vacuums to a later pass. */
export const QUIET_WAIT_MS = 5_000;
/** Vacuums left this long are done at the next pass without waiting: under traffic that never pauses. */
export const MAX_DEFER_MS = 2 * 60_000;

export interface PassOptions {
  /** The first pass in a process: every table (see planMaintenance). */
  everything?: boolean;
  /** Wait for a quiet moment before each vacuum, or leave it (the server; tests call without). */
  quiet?: { quietMs: number; maxWaitMs: number };
  /** Shutdown: the pass ends before its next statement. */
  signal?: AbortSignal;
}

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

export interface PassResult {
  done: TableWork[];
  /** Vacuums left for a later pass: no quiet moment came within `quiet.maxWaitMs`. */
  vacuumsLeft: number;
}

/**
 * One pass over the embedded database. Tables are analysed first, at once: statistics of a table
 * that grew since are what make the planner pick a plan that fits (a plan made while a table was
 * empty cost a second per statement at a few thousand rows). Then tables are vacuumed. With
 * `quiet`, each vacuum waits for a moment with no request in flight (it holds the single-threaded
 * database, for a second or more after thousands of rows; nothing is lost by waiting), for at most
 * `quiet.maxWaitMs` in all; past that the vacuums left are left to a later pass. Every statement
 * comes after the event loop's next turn: requests that arrived meanwhile are read and started
 * between two tables (docs/decisions/214-the-outbox-yields-between-batches.md,
 * docs/decisions/218-background-database-work-and-traffic.md).
 */
export async function maintainEmbeddedDatabase(
  pg: PGlite,
  { everything = false, quiet, signal }: PassOptions = {},
): Promise<PassResult> {
  const work = planMaintenance(await readCounters(pg), everything);
  const analysed = new Set<string>();
  const vacuumed = new Set<string>();
  // `table` comes quoted from format('%I.%I'), from the catalogue.
  for (const { table } of work.filter((w) => w.analyze)) {
    await nextTurn();
    if (signal?.aborted) break;
    await pg.exec(`analyze ${table}`);
    analysed.add(table);
  }
  const vacuums = work.filter((w) => w.vacuum);
  const waitUntil = performance.now() + (quiet?.maxWaitMs ?? 0);
  for (const { table } of vacuums) {
    if (quiet) {
      const maxWaitMs = Math.max(waitUntil - performance.now(), 0);
      if (!(await quietMoment({ quietMs: quiet.quietMs, maxWaitMs, signal }))) break;
    }
    await nextTurn();
    if (signal?.aborted) break;
    await pg.exec(`vacuum ${table}`);
    vacuumed.add(table);
  }
  return {
    done: work
      .map(({ table }) => ({ table, vacuum: vacuumed.has(table), analyze: analysed.has(table) }))
      .filter((w) => w.vacuum || w.analyze),
    vacuumsLeft: vacuums.length - vacuumed.size,
  };
}

const store = globalThis as typeof globalThis & {
  __dbMaintenance?: {
    timer?: ReturnType<typeof setTimeout>;
    running?: Promise<unknown>;
    stop: AbortController;
  };
};

/**
 * Starts the passes on the embedded database: the first (everything) FIRST_PASS_AFTER_MS after
 * start, then every MAINTENANCE_EVERY_MS. Nothing on PostgreSQL. The timer never keeps the process alive.
 */
export function startDatabaseMaintenance(
  handle: DatabaseHandle,
  {
    firstAfterMs = FIRST_PASS_AFTER_MS,
    everyMs = MAINTENANCE_EVERY_MS,
    quiet = { quietMs: QUIET_MS, maxWaitMs: QUIET_WAIT_MS },
    maxDeferMs = MAX_DEFER_MS,
  } = {},
) {
  const pg = handle.pglite;
  if (handle.kind !== "pglite" || !pg) return;
  const s: NonNullable<typeof store.__dbMaintenance> = { stop: new AbortController() };
  store.__dbMaintenance = s;
  let first = true;
  /** Since when vacuums have been left for want of a quiet moment. */
  let owedSince: number | undefined;
  const pass = () => {
    if (s.stop.signal.aborted) return;
    const started = performance.now();
    const everything = first;
    first = false;
    const overdue = owedSince !== undefined && started - owedSince >= maxDeferMs;
    s.running = maintainEmbeddedDatabase(pg, {
      everything,
      quiet: overdue ? undefined : quiet,
      signal: s.stop.signal,
    })
      .then(
        ({ done, vacuumsLeft }) => {
          owedSince = vacuumsLeft > 0 ? (owedSince ?? started) : undefined;
          if (done.length === 0) return;
          const ms = Math.round(performance.now() - started);
          // Routine, like autovacuum's own work: shown with LOG_LEVEL=debug.
          logger.debug(
            { tables: done.length, vacuumed: done.filter((w) => w.vacuum).length, vacuumsLeft, ms },
            "database maintenance: tables vacuumed and analysed",
          );
        },
        (error) => logger.error({ err: error }, "database maintenance failed"),
      )
      .finally(() => {
        s.running = undefined;
        if (s.stop.signal.aborted) return;
        s.timer = setTimeout(pass, everyMs);
        s.timer.unref();
      });
  };
  s.timer = setTimeout(pass, firstAfterMs);
  s.timer.unref();
}

/**
 * Stops the passes and waits for one in progress to finish its current table (graceful shutdown,
 * before the database closes); a pass waiting for a quiet moment ends at once.
 */
export async function stopDatabaseMaintenance() {
  const s = store.__dbMaintenance;
  if (!s) return;
  s.stop.abort();
  if (s.timer) clearTimeout(s.timer);
  await s.running?.catch(() => {});
}
