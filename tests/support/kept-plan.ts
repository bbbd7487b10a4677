import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "~/server/db/client.server";

/**
 * Runs a claiming statement under the plan a server keeps from a table with no rows: the table
 * emptied and analysed, the statement prepared with `plan_cache_mode = force_generic_plan` and run
 * once, then `fill` adds rows and the statement runs again. Returns the ids that second run
 * claimed. All of it is rolled back (docs/decisions/218-background-database-work-and-traffic.md).
 */
export async function claimUnderPlanFromEmptyTable(
  database: Db,
  { table, claim, fill }: { table: string; claim: SQL; fill: SQL },
): Promise<string[]> {
  const query = new PgDialect().sqlToQuery(claim);
  const execute = sql.raw(`execute kept_plan_claim(${query.params.join(", ")})`);
  const rolledBack = new Error("rolled back");
  let claimed: string[] = [];
  const run = database.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${table} cascade`));
    await tx.execute(sql.raw(`analyze ${table}`));
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare kept_plan_claim as ${query.sql}`));
    await tx.execute(execute);
    await tx.execute(fill);
    const result = (await tx.execute(execute)) as unknown as { rows: { id: string }[] };
    claimed = result.rows.map((r) => r.id);
    await tx.execute(sql`deallocate kept_plan_claim`);
    throw rolledBack;
  });
  await run.catch((error: unknown) => {
    if (error !== rolledBack) throw error;
  });
  return claimed;
}
