import { db, type Db } from "./client.server";

/*
 * Queries the site runs on every signed-in page, built once (docs/decisions/209-queries-built-once.md).
 *
 * drizzle builds a query's SQL text and parameter list from its builder at every
 * execution (~0.1-0.4 ms each); a prepared query keeps them and only fills its
 * placeholders (`sql.placeholder("name")`). Each is kept per open database (the
 * tests open one per file), under a name that is also its statement name on
 * PostgreSQL (node-postgres prepares it once per connection); the embedded
 * database prepares every statement once anyway (decision 206).
 *
 * Everything that varies between calls must be a placeholder: a value captured
 * when the query is built (a date, a setting) would stay fixed for the process.
 */
const kept = new WeakMap<Db, Map<string, unknown>>();

/** The query `build` makes for the open database, prepared under `name` the first time. */
export function preparedQuery<P>(name: string, build: (database: Db) => { prepare(name: string): P }): P {
  const database = db();
  let queries = kept.get(database);
  if (!queries) kept.set(database, (queries = new Map()));
  let query = queries.get(name) as P | undefined;
  if (query === undefined) queries.set(name, (query = build(database).prepare(name)));
  return query;
}
