import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { PGlite } from "@electric-sql/pglite";
import { databaseHandle, migrateDatabase, pgliteHandle, queryRows } from "./client.server";

const getDb = setupTestDatabase();

describe("migrations", () => {
  it("create every table on an empty database", async () => {
    const rows = await queryRows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      getDb(),
    );
    const tables = rows.map((r) => r.table_name);
    for (const t of [
      "users",
      "sessions",
      "leads",
      "outbox",
      "orders",
      "job_openings",
      "doubts",
      "uploads",
      "audit_log",
    ]) {
      expect(tables).toContain(t);
    }
  });

  it("are idempotent: applying them twice more changes nothing and does not fail", async () => {
    const handle = databaseHandle();
    expect(handle).toBeDefined();
    await migrateDatabase(handle!);
    await migrateDatabase(handle!);
    const applied = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      getDb(),
    );
    const files = (await import("../../../drizzle/meta/_journal.json")).entries.length;
    expect(Number(applied[0].n)).toBe(files);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("migrations on the embedded database", () => {
  it("apply to a brand-new empty PGlite, twice", async () => {
    const client = await PGlite.create();
    try {
      const handle = pgliteHandle(client);
      await migrateDatabase(handle);
      await migrateDatabase(handle);
      const r = await queryRows<{ n: number }>(sql`select count(*)::int as n from users`, handle.db);
      expect(Number(r[0].n)).toBe(0);
    } finally {
      await client.close();
    }
    // A fresh PGlite compiles its WASM first: seconds on a busy 2-core machine.
  }, 120_000);
});
