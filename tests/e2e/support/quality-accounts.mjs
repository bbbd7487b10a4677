// Creates the accounts of accounts.mjs in the e2e server's database (the
// server's own connection, shared through globalThis by client.server.ts).
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { QUALITY_STAFF } from "./accounts.mjs";

export async function createQualityAccounts() {
  const handle = globalThis.__appDatabase;
  if (!handle) throw new Error("the e2e server's database is not open");
  const passwordHash = await hash(QUALITY_STAFF.password, {
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  await handle.db.execute(sql`
    insert into users (id, email, name, password_hash, role, is_admin, email_verified_at)
    values (${randomUUID()}, ${QUALITY_STAFF.email}, ${QUALITY_STAFF.name}, ${passwordHash}, 'staff', true, now())
    on conflict do nothing`);
}
