import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import {
  type DatabaseHandle,
  type Db,
  migrateDatabase,
  PGLITE_BYTEA,
  pgliteHandle,
  postgresHandle,
  setDatabase,
} from "../../app/server/db/client.server";
import { seedDatabase } from "../../app/server/db/seed.server";

/**
 * Gives the calling test file its own migrated database: a copy of the
 * migrated in-memory PGlite template, or, when TEST_DATABASE_URL is set
 * (npm run test:pg), a freshly created PostgreSQL database.
 * Returns a getter for the Drizzle instance; app code sees it via db().
 */
export function setupTestDatabase(opts: { seed?: boolean } = {}): () => Db {
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (baseUrl) {
      const name = `t_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      handle = postgresHandle(url.toString(), 4);
      await migrateDatabase(handle);
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: baseUrl });
        await c.connect();
        try {
          // An autovacuum worker in the new database belongs to the superuser, which our role may not
          // terminate (42501): it finishes within moments, so try again for a while.
          for (let attempt = 1; ; attempt++) {
            try {
              await c.query(`drop database if exists ${name} with (force)`);
              break;
            } catch (error) {
              if ((error as { code?: string }).code !== "42501" || attempt === 20) throw error;
              await new Promise((resolve) => setTimeout(resolve, 500));
            }
          }
        } finally {
          await c.end();
        }
      };
    } else {
      const template = process.env.PGLITE_TEMPLATE;
      // The server's bytea codec, so that tests store and read files as the server does.
      const client = template
        ? await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), ...PGLITE_BYTEA })
        : await PGlite.create(PGLITE_BYTEA);
      handle = pgliteHandle(client);
      if (!template) await migrateDatabase(handle);
    }
    if (opts.seed) await seedDatabase(handle.db);
    setDatabase(handle);
  });

  afterAll(async () => {
    setDatabase(undefined);
    await handle?.close();
    await dropDatabase?.();
  });

  return () => {
    if (!handle) throw new Error("setupTestDatabase: the database opens in beforeAll");
    return handle.db;
  };
}
