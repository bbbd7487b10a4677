// What every journey's fixture script shares (staff-session.ts, trainer-session.ts,
// batch-work-session.ts): they run before the e2e server opens the database
// (PGlite allows one process at a time), write rows through the app's own code,
// and leave a JSON file of ids and session cookies for their spec to read.
// No route serves any of this: the product has no test backdoor.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSession } from "../../../app/server/auth.server";
import { closeDatabase, openDatabase } from "../../../app/server/db/client.server";
import { seedDatabase } from "../../../app/server/db/seed.server";

/** The server's database (DATA_DIR), seeded first: the server's own seed at start-up then adds nothing. */
export async function openSeededDatabase() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error("DATA_DIR is required");
  const handle = await openDatabase({ dataDir });
  await seedDatabase(handle.db);
  return handle.db;
}

/** A new session of this user, as the browser holds its cookie. */
export async function sessionCookieOf(userId: string): Promise<{ name: string; value: string }> {
  const [pair] = (await createSession(userId)).split(";");
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)) };
}

/** Where a journey's fixtures are: $TMPDIR/e2e-<name>-<port>.json (the spec reads it with the same name). */
export const fixturesFile = (name: string, port = process.env.PORT ?? "3100") =>
  path.join(tmpdir(), `e2e-${name}-${port}.json`);

/** Writes the fixtures and closes the database for the server. */
export async function writeFixtures(name: string, fixtures: unknown, what: string) {
  const file = fixturesFile(name);
  writeFileSync(file, JSON.stringify(fixtures));
  await closeDatabase();
  console.log(`${what} fixtures written to ${file}`);
}
