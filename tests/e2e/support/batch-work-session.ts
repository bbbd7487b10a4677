// Prepares the materials and exams journeys (tests/e2e/staff-materials-exams.spec.ts)
// before the e2e server opens the database: a running batch, a trainer of it
// (not an administrator), an active student, a student of another batch, and
// one session cookie each. Written to $TMPDIR/e2e-batch-work-session-<port>.json.
// No route serves any of this: the product has no test backdoor.
import { openSeededDatabase, sessionCookieOf, writeFixtures } from "./journey-fixtures";
import { eq } from "drizzle-orm";
import { batchTrainers, enrolments } from "../../../app/server/db/schema.server";
import { createStaffAccount } from "../../../app/server/staff/staff-accounts.server";
import { enrol, makeBatch, makeUser } from "../../setup/staff-fixtures";

const database = await openSeededDatabase();

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

await writeFixtures(
  "batch-work-session",
  {
    batchId: batch.id,
    trainer: await sessionCookieOf(trainer.id),
    student: await sessionCookieOf(student.id),
    stranger: await sessionCookieOf(stranger.id),
  },
  "materials and exams journey",
);
