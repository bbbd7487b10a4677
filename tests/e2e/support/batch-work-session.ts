// Prepares the materials and exams journeys (tests/e2e/staff-materials-exams.spec.ts)
// before the e2e server opens the database: a running batch, a trainer of it
// (not an administrator), an active student, a student of another batch, and
// one session cookie each. Written to $TMPDIR/e2e-batch-work-session-<port>.json.
// No route serves any of this: the product has no test backdoor.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase } from "../../../app/server/db/client.server";
import { seedDatabase } from "../../../app/server/db/seed.server";
import { createSession } from "../../../app/server/auth.server";
import { eq } from "drizzle-orm";
import { batchTrainers, enrolments } from "../../../app/server/db/schema.server";
import { createStaffAccount } from "../../../app/server/staff/staff-accounts.server";
import { enrol, makeBatch, makeUser } from "../../setup/staff-fixtures";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");
const handle = await openDatabase({ dataDir });
const database = handle.db;
await seedDatabase(database);

const batch = await makeBatch(database, {
  id: "e2e-materials",
  // Not a Python batch: the Python course page lists exactly SPEC.md's two batches (marketing.spec.ts).
  name: "Azure Cloud - Batch E2E",
  courseId: "azure-cloud",
  startDate: new Date(Date.now() - 15 * 86_400_000).toISOString().slice(0, 10),
  state: "running",
});
const other = await makeBatch(database, {
  id: "e2e-other",
  name: "Java Full Stack - Batch E2E",
  courseId: "java-full-stack",
});
const trainer = await createStaffAccount({
  email: "e2e.materials.trainer@example.com",
  name: "Deepa Krishnan",
  password: "Monsoon-Kettle-Journey-42!",
});
await database.insert(batchTrainers).values({ batchId: batch.id, userId: trainer.id });
const student = await makeUser(database, { name: "Kiran Rao", email: "e2e.materials.student@example.com" });
await enrol(database, student.id, batch.id);
// Joined when the batch started (a student sees the exams held since they joined).
await database
  .update(enrolments)
  .set({ joinedAt: new Date(Date.now() - 15 * 86_400_000) })
  .where(eq(enrolments.userId, student.id));
const stranger = await makeUser(database, { name: "Meera Pillai", email: "e2e.materials.other@example.com" });
await enrol(database, stranger.id, other.id);

const cookie = (setCookie: string) => {
  const [pair] = setCookie.split(";");
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)) };
};
const file = path.join(tmpdir(), `e2e-batch-work-session-${process.env.PORT ?? "3100"}.json`);
writeFileSync(
  file,
  JSON.stringify({
    batchId: batch.id,
    trainer: cookie(await createSession(trainer.id)),
    student: cookie(await createSession(student.id)),
    stranger: cookie(await createSession(stranger.id)),
  }),
);
await closeDatabase();
console.log(`materials and exams journey fixtures written to ${file}`);
