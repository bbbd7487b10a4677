// `npm run db:seed`: applies migrations, then the idempotent seed.
import { closeDatabase, openDatabase } from "../app/server/db/client.server";
import { seedDatabase } from "../app/server/db/seed.server";
import { env } from "../app/server/env.server";

const config = env();
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await seedDatabase(handle.db);
console.log(`Seed applied (${handle.kind}).`);
await closeDatabase();
