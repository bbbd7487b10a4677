import { readFileSync } from "node:fs";
import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { pgTable, text as textColumn } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { PGLITE_BYTEA } from "./client.server";
import { MAX_KEPT_PARAMS, MAX_KEPT_TEXT, MAX_STATEMENTS, preparedClient } from "./pglite-statements.server";

// The embedded database only: PostgreSQL (npm run test:pg) is reached through node-postgres.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the embedded database's prepared statements", () => {
  let pg: PGlite;
  // The test run's migrated template when there is one (quicker than a new database's initdb).
  const openDatabase = () => {
    const template = process.env.PGLITE_TEMPLATE;
    return PGlite.create({
      ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
      ...PGLITE_BYTEA,
    });
  };
  beforeAll(async () => {
    pg = await openDatabase();
  });
  afterAll(() => pg.close());
  beforeEach(async () => {
    // Each test starts from the same rows (statements prepared by earlier tests stay: PostgreSQL
    // plans them again for the new table).
    await pg.exec(`
      drop table if exists things;
      create table things (
        id int primary key, name text not null unique, price numeric, active boolean,
        tags text[], meta jsonb, at timestamptz, day date, big bigint, data bytea
      );
      insert into things values
        (1, 'one', 12.50, true, '{a,b}', '{"k": [1, 2]}', '2026-11-28T10:00:00Z', '2026-11-28', 9007199254740993, '\\x00ff10'),
        (2, 'two, "quoted"', null, false, '{}', null, null, null, 2, null);
    `);
  });

  const prepared = (text: string) =>
    pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where statement = $1", [
      text,
    ]);

  // drizzle's PGlite driver asks for dates and times as text, in arrays of values.
  const drizzleOptions = {
    rowMode: "array" as const,
    parsers: { [types.TIMESTAMPTZ]: (v: string) => v, [types.DATE]: (v: string) => v },
  };
  const cases: [string, unknown[], object | undefined][] = [
    ["select * from things order by id", [], undefined],
    ["select * from things where id = $1", [1], drizzleOptions],
    ["select name, tags, meta from things where active = $1 or price > $2", [false, "10"], undefined],
    [
      "select $1::bytea as data, $2::jsonb as meta, $3::text[] as list",
      [new Uint8Array([1, 2, 250]), '{"x":1}', ["p", "q,r"]],
      undefined,
    ],
    ["update things set active = not active where id > $1", [0], undefined],
    [
      "insert into things (id, name) values ($1, $2), ($3, $4) returning id, name",
      [3, "three", 4, "four"],
      drizzleOptions,
    ],
    ["delete from things where id >= $1", [3], undefined],
    ["select 1 as a, 2 as a", [], undefined],
    ["select null::int as nothing, ''::text as empty, 'ā ✓ 😀' as unicode", [], undefined],
  ];

  it("answers every query with the same rows, fields and counts as PGlite's own query()", async () => {
    const client = preparedClient(pg);
    for (const [text, params, options] of cases) {
      const ours = await client.query(text, params, options);
      // The same statement again, PGlite's way, on the same data: an update runs twice, so flip it back.
      if (text.startsWith("update")) await pg.query(text, params);
      if (text.startsWith("insert")) await pg.query("delete from things where id >= 3");
      if (text.startsWith("delete"))
        await pg.query("insert into things (id, name) values (3, 'three'), (4, 'four')");
      const theirs = await pg.query(text, params, options);
      expect(ours, text).toEqual(theirs);
    }
  });

  it("parses a statement once and runs it again by name, whatever its parameters", async () => {
    const client = preparedClient(pg);
    const text = "select name from things where id = $1";
    for (const id of [1, 2, 1, 2, 1, 2, 1, 2]) await client.query(text, [id]);
    expect((await prepared(text)).rows).toEqual([{ n: 1 }]);
    expect((await client.query<{ name: string }>(text, [2])).rows).toEqual([{ name: 'two, "quoted"' }]);
  });

  it(`runs a statement with more than ${MAX_KEPT_PARAMS} parameters or ${MAX_KEPT_TEXT} characters unnamed, and keeps neither`, async () => {
    const client = preparedClient(pg);
    const ids = Array.from({ length: MAX_KEPT_PARAMS + 1 }, (_, i) => i + 1);
    const manyParams = `select name from things where id in (${ids.map((i) => `$${i}`).join(", ")}) order by id`;
    const long = `select name /* ${"x".repeat(MAX_KEPT_TEXT)} */ from things where id = $1`;
    for (let i = 0; i < 3; i++) {
      expect((await client.query(manyParams, ids)).rows).toEqual([
        { name: "one" },
        { name: 'two, "quoted"' },
      ]);
      expect((await client.query(long, [1])).rows).toEqual([{ name: "one" }]);
    }
    expect((await prepared(manyParams)).rows).toEqual([{ n: 0 }]);
    expect((await prepared(long)).rows).toEqual([{ n: 0 }]);
    await expect(
      client.query(
        manyParams,
        ids.map(() => "x"),
      ),
    ).rejects.toMatchObject({ code: "22P02" });
  });

  it("gives PostgreSQL's errors with their codes, and the next query still works", async () => {
    const client = preparedClient(pg);
    const insert = "insert into things (id, name) values ($1, $2)";
    await expect(client.query(insert, [9, "one"])).rejects.toMatchObject({
      code: "23505",
      constraint: "things_name_key",
      query: insert,
    });
    await expect(client.query("select * from things where id = $1", ["not a number"])).rejects.toMatchObject({
      code: "22P02",
    });
    await expect(client.query("selec 1")).rejects.toMatchObject({ code: "42601" });
    expect((await client.query(insert, [9, "nine"])).affectedRows).toBe(1);
    expect((await prepared("selec 1")).rows).toEqual([{ n: 0 }]);
  });

  it("runs a transaction's statements inside it: a rollback undoes them, and a query outside waits for the commit", async () => {
    const client = preparedClient(pg);
    await expect(
      client.transaction(async (tx) => {
        await tx.query("update things set name = $1 where id = $2", ["changed", 1]);
        expect((await tx.query<{ name: string }>("select name from things where id = $1", [1])).rows).toEqual(
          [{ name: "changed" }],
        );
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect((await client.query("select name from things where id = $1", [1])).rows).toEqual([
      { name: "one" },
    ]);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query("update things set name = $1 where id = $2", ["renamed", 1]);
      await held;
      order.push("commit");
    });
    const outside = client.query<{ name: string }>("select name from things where id = $1", [1]).then((r) => {
      order.push("outside");
      return r.rows[0].name;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect(await outside).toBe("renamed");
    expect(order).toEqual(["commit", "outside"]);
  });

  it("prepares again when a table's columns change or the statements were deallocated", async () => {
    const client = preparedClient(pg);
    const text = "select * from things where id = $1";
    expect(Object.keys((await client.query<object>(text, [1])).rows[0])).not.toContain("extra");
    await pg.exec("alter table things add column extra text default 'x'");
    expect((await client.query<{ extra: string }>(text, [1])).rows[0].extra).toBe("x");
    await pg.exec("deallocate all");
    expect((await client.query<{ id: number }>(text, [2])).rows[0].id).toBe(2);
    expect((await prepared(text)).rows).toEqual([{ n: 1 }]);
  });

  it("fails a transaction whose statement went stale, and prepares that statement afresh after", async () => {
    const client = preparedClient(pg);
    const text = "select name from things where id = $1";
    await client.query(text, [1]);
    await pg.exec("deallocate all");
    await expect(client.transaction((tx) => tx.query(text, [1]))).rejects.toMatchObject({ code: "26000" });
    expect((await client.query(text, [2])).rows).toEqual([{ name: 'two, "quoted"' }]);
    expect((await client.transaction((tx) => tx.query(text, [1]))).rows).toEqual([{ name: "one" }]);
  });

  it(`keeps at most ${MAX_STATEMENTS} statements, closing the least recently used`, async () => {
    // A database of its own: the limit belongs to the database session.
    const own = await openDatabase();
    onTestFinished(() => own.close());
    await own.exec("create table things (id int primary key, name text)");
    const client = preparedClient(own, { maxStatements: 3 });
    const texts = [1, 2, 3, 4].map((n) => `select ${n} as n, name from things where id = $1`);
    for (const t of texts.slice(0, 3)) await client.query(t, [1]);
    await client.query(texts[0], [1]); // the first is used again: the second is now the oldest
    await client.query(texts[3], [1]);
    const kept = await own.query<{ statement: string }>("select statement from pg_prepared_statements");
    expect(kept.rows.map((r) => r.statement).sort()).toEqual([texts[0], texts[2], texts[3]].sort());
  });

  it("shares one set of statement names between two clients of one database", async () => {
    const first = preparedClient(pg);
    const second = preparedClient(pg);
    expect((await first.query("select name from things where id = $1", [1])).rows).toEqual([{ name: "one" }]);
    expect((await second.query("select id from things where name = $1", ['two, "quoted"'])).rows).toEqual([
      { id: 2 },
    ]);
    expect((await first.query("select id from things where name = $1", ["one"])).rows).toEqual([{ id: 1 }]);
  });

  it("serves drizzle: selects, inserts and nested transactions with savepoints", async () => {
    const things = pgTable("things", { id: textColumn("id"), name: textColumn("name") });
    const db = drizzle({ client: preparedClient(pg) as PGlite });
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (5, 'five')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things (id, name) values (6, 'six')`);
          throw new Error("inner only");
        })
        .catch(() => {});
    });
    const names = await db.select({ name: things.name }).from(things).orderBy(things.id);
    expect(names.map((r) => r.name)).toEqual(["one", 'two, "quoted"', "five"]);
  });
});
