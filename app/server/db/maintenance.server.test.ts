import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openRequest } from "../../../tests/support/open-request";
import type { DatabaseHandle } from "./client.server";
import {
  maintainEmbeddedDatabase,
  planMaintenance,
  startDatabaseMaintenance,
  stopDatabaseMaintenance,
  type TableCounters,
} from "./maintenance.server";

const counters = (over: Partial<TableCounters>): TableCounters => ({
  table: "public.t",
  reltuples: 1000,
  deadRows: 0,
  insertedSinceVacuum: 0,
  modifiedSinceAnalyze: 0,
  ...over,
});

describe("what autovacuum would do, with PostgreSQL's default thresholds", () => {
  it("vacuums a table of 1,000 rows past 250 dead rows (50 + 20 %), not at 250", () => {
    expect(planMaintenance([counters({ deadRows: 250 })], false)).toEqual([]);
    expect(planMaintenance([counters({ deadRows: 251 })], false)).toEqual([
      { table: "public.t", vacuum: true, analyze: false },
    ]);
  });

  it("analyses a table of 1,000 rows past 150 changed rows (50 + 10 %), not at 150", () => {
    expect(planMaintenance([counters({ modifiedSinceAnalyze: 150 })], false)).toEqual([]);
    expect(planMaintenance([counters({ modifiedSinceAnalyze: 151 })], false)).toEqual([
      { table: "public.t", vacuum: false, analyze: true },
    ]);
  });

  it("vacuums a table that only grows past 1,000 + 20 % inserted rows", () => {
    expect(planMaintenance([counters({ insertedSinceVacuum: 1200 })], false)).toEqual([]);
    expect(planMaintenance([counters({ insertedSinceVacuum: 1201 })], false)).toEqual([
      { table: "public.t", vacuum: true, analyze: false },
    ]);
  });

  it("analyses a table that was never analysed, however few its changes", () => {
    expect(planMaintenance([counters({ reltuples: -1 })], false)).toEqual([
      { table: "public.t", vacuum: false, analyze: true },
    ]);
  });

  it("does everything to every table on a process's first pass (the dead-row counters started at zero)", () => {
    expect(planMaintenance([counters({}), counters({ table: "public.u", reltuples: 0 })], true)).toEqual([
      { table: "public.t", vacuum: true, analyze: true },
      { table: "public.u", vacuum: true, analyze: true },
    ]);
  });
});

// The embedded database only: a PostgreSQL server runs its own autovacuum.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the embedded database's maintenance passes", () => {
  let pg: PGlite;
  const reltuples = async (table: string) =>
    (await pg.query<{ n: number }>(`select reltuples::float8 as n from pg_class where relname = $1`, [table]))
      .rows[0].n;
  // PostgreSQL publishes a backend's counters at most once a second unless asked.
  const publishCounters = async () => {
    await pg.query("select pg_stat_force_next_flush()");
    await pg.query("select 1");
  };
  const deadRows = async (table: string) => {
    await publishCounters();
    return (
      await pg.query<{ n: number }>(
        `select n_dead_tup::float8 as n from pg_stat_user_tables where relname = $1`,
        [table],
      )
    ).rows[0].n;
  };
  const estimate = async (query: string) => {
    const plan = (await pg.query<{ "QUERY PLAN": string }>(`explain ${query}`)).rows[0]["QUERY PLAN"];
    return Number(/rows=(\d+)/.exec(plan)![1]);
  };

  beforeAll(async () => {
    pg = await PGlite.create();
  });
  afterAll(() => pg.close());
  beforeEach(async () => {
    await pg.exec(`
      drop table if exists busy, quiet;
      create table busy (id int primary key, seen int not null default 0);
      create table quiet (id int primary key, label text);
      insert into busy select g from generate_series(1, 10) g;
      insert into quiet select g, 'row ' || g from generate_series(1, 500) g;
    `);
    await publishCounters();
  });

  it("analyses never-analysed tables: the planner then knows a 500-row table has 500 rows", async () => {
    expect(await reltuples("quiet")).toBe(-1);
    const { done: work } = await maintainEmbeddedDatabase(pg);
    expect(work).toEqual(
      expect.arrayContaining([
        { table: "public.busy", vacuum: false, analyze: true },
        { table: "public.quiet", vacuum: false, analyze: true },
      ]),
    );
    expect(await reltuples("quiet")).toBe(500);
    expect(await estimate("select * from quiet")).toBe(500);
  });

  it("vacuums a table whose rows keep being updated, and leaves the others alone", async () => {
    await maintainEmbeddedDatabase(pg, { everything: true });
    for (let i = 0; i < 10; i++) await pg.query("update busy set seen = seen + 1");
    expect(await deadRows("busy")).toBeGreaterThan(50);
    const { done: work } = await maintainEmbeddedDatabase(pg);
    expect(work.find((w) => w.table === "public.busy")).toEqual({
      table: "public.busy",
      vacuum: true,
      analyze: true,
    });
    expect(work.find((w) => w.table === "public.quiet")).toBeUndefined();
    expect(await deadRows("busy")).toBe(0);
  });

  it("lets other work run between two tables, not only after the whole pass", async () => {
    // Turns of the event loop that came while the pass ran: one at least before each table.
    let turns = 0;
    let running = true;
    const count = () => {
      if (!running) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const { done: work } = await maintainEmbeddedDatabase(pg, { everything: true });
    running = false;
    expect(work.length).toBeGreaterThanOrEqual(2);
    expect(turns).toBeGreaterThanOrEqual(work.length);
  });

  const lastVacuum = async (table: string) => {
    await publishCounters();
    return (
      await pg.query<{ at: Date | null }>(
        `select last_vacuum as at from pg_stat_user_tables where relname = $1`,
        [table],
      )
    ).rows[0].at;
  };

  it("analyses at once, but vacuums only in a moment with no request in flight", async () => {
    const held = openRequest();
    const pass = maintainEmbeddedDatabase(pg, {
      everything: true,
      quiet: { quietMs: 50, maxWaitMs: 60_000 },
    });
    await expect.poll(() => reltuples("quiet"), { timeout: 5000 }).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await lastVacuum("quiet")).toBeNull();
    await held.end();
    expect((await pass).done).toEqual(
      expect.arrayContaining([
        { table: "public.busy", vacuum: true, analyze: true },
        { table: "public.quiet", vacuum: true, analyze: true },
      ]),
    );
    expect(await lastVacuum("quiet")).not.toBeNull();
  });

  it("leaves its vacuums to a later pass when no quiet moment comes, and says how many", async () => {
    const held = openRequest();
    const { done, vacuumsLeft } = await maintainEmbeddedDatabase(pg, {
      everything: true,
      quiet: { quietMs: 50, maxWaitMs: 200 },
    });
    expect(vacuumsLeft).toBeGreaterThanOrEqual(2);
    expect(done.every((w) => w.analyze && !w.vacuum)).toBe(true);
    expect(await lastVacuum("quiet")).toBeNull();
    await held.end();
  });

  it("vacuums without waiting once vacuums have been left longer than they may (traffic that never pauses)", async () => {
    for (let i = 0; i < 10; i++) await pg.query("update busy set seen = seen + 1");
    const held = openRequest();
    startDatabaseMaintenance({ kind: "pglite", pglite: pg } as DatabaseHandle, {
      firstAfterMs: 0,
      everyMs: 50,
      quiet: { quietMs: 50, maxWaitMs: 20 },
      maxDeferMs: 300,
    });
    try {
      await expect.poll(() => lastVacuum("busy"), { timeout: 5000 }).not.toBeNull();
    } finally {
      await stopDatabaseMaintenance();
      await held.end();
    }
  });

  it("stops at once when shut down while it waits for a quiet moment, vacuuming nothing", async () => {
    const held = openRequest();
    startDatabaseMaintenance({ kind: "pglite", pglite: pg } as DatabaseHandle, {
      firstAfterMs: 0,
      quiet: { quietMs: 50, maxWaitMs: 60_000 },
    });
    await expect.poll(() => reltuples("quiet"), { timeout: 5000 }).toBe(500);
    const stopping = performance.now();
    await stopDatabaseMaintenance();
    expect(performance.now() - stopping).toBeLessThan(1000);
    expect(await lastVacuum("quiet")).toBeNull();
    await held.end();
  });

  it("runs its first pass after start-up on the embedded database, and stops when asked", async () => {
    startDatabaseMaintenance({ kind: "pglite", pglite: pg } as DatabaseHandle, {
      firstAfterMs: 0,
      everyMs: 60_000,
    });
    await expect.poll(() => reltuples("quiet"), { timeout: 5000 }).toBe(500);
    await stopDatabaseMaintenance();
  });

  it("does nothing on PostgreSQL, whose own autovacuum does this", async () => {
    startDatabaseMaintenance({ kind: "postgres", pglite: pg } as DatabaseHandle, { firstAfterMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopDatabaseMaintenance();
    expect(await reltuples("quiet")).toBe(-1);
  });
});
