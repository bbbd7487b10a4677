// `npm run db:migrate`: applies pending migrations to the configured database.
import { closeDatabase, openDatabase } from "../app/server/db/client.server";
import { env } from "../app/server/env.server";

const config = env();
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
console.log(`Migrations applied (${handle.kind}).`);
await closeDatabase();
