// `npm run bench` prepares its own fresh embedded database with this, before
// the server opens it (PGlite allows one process at a time): the seeded sample
// student gets the password in BENCH_STUDENT_PASSWORD, so the bench can sign
// in as her and load her dashboard as a signed-in visitor does (and, with
// BENCH_STAFF_PASSWORD, an administrator who uploads a study material). Prints
// the e-mails. Only ever pointed at the bench's temporary DATA_DIR; no route of the
// site can do this.
import path from "node:path";
import { eq } from "drizzle-orm";
import { hashPassword } from "../app/server/auth.server";
import { closeDatabase, openDatabase } from "../app/server/db/client.server";
import { users } from "../app/server/db/schema.server";
import { seedDatabase } from "../app/server/db/seed.server";
import { SAMPLE_STUDENT } from "../app/server/portal/seed-data.server";

const dataDir = process.env.DATA_DIR;
const password = process.env.BENCH_STUDENT_PASSWORD;
if (!dataDir || !password) throw new Error("DATA_DIR and BENCH_STUDENT_PASSWORD are required");

const handle = await openDatabase({ dataDir, template: path.resolve("build/pglite-template.tar.gz") });
await seedDatabase(handle.db);
await handle.db
  .update(users)
  .set({ passwordHash: await hashPassword(password) })
  .where(eq(users.id, SAMPLE_STUDENT.id));
// With BENCH_STAFF_PASSWORD, an administrator too: the bench uploads a study material as staff.
const staffPassword = process.env.BENCH_STAFF_PASSWORD;
const staffEmail = "bench.staff@example.com";
if (staffPassword) {
  await handle.db
    .insert(users)
    .values({
      email: staffEmail,
      name: "Bench Staff",
      role: "staff",
      isAdmin: true,
      passwordHash: await hashPassword(staffPassword),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
}
await closeDatabase();
console.log(JSON.stringify({ email: SAMPLE_STUDENT.email, staffEmail: staffPassword ? staffEmail : null }));
