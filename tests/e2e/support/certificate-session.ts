// Prepares the certificates journey (tests/e2e/certificates.spec.ts) before the
// e2e server opens the database: a running batch of a course that is not on sale
// (so no course page lists it) with eight past classes, a trainer of it (not an
// administrator), two students (one attended every class, one half of them) and
// an administrator; one session cookie each. Written to
// $TMPDIR/e2e-certificate-session-<port>.json. No route serves any of this.
import { attendance, batchTrainers, classSessions } from "../../../app/server/db/schema.server";
import { createStaffAccount } from "../../../app/server/staff/staff-accounts.server";
import { enrol, makeBatch, makeUser } from "../../setup/staff-fixtures";
import { openSeededDatabase, sessionCookieOf, writeFixtures } from "./journey-fixtures";

const DAY = 86_400_000;
const database = await openSeededDatabase();

const batch = await makeBatch(database, {
  id: "e2e-certificates",
  name: "AWS Cloud - Batch E2E",
  courseId: "aws-cloud",
  startDate: new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10),
  state: "running",
});
const classes = await database
  .insert(classSessions)
  .values(
    Array.from({ length: 8 }, (_, i) => ({
      batchId: batch.id,
      title: `AWS live class ${i + 1}`,
      startsAt: new Date(Date.now() - (30 - i * 3) * DAY),
      durationMinutes: 90,
      meetLink: "https://meet.example.com/aws",
      instructor: "Kavya Menon",
      type: "Live Class" as const,
      status: "completed" as const,
    })),
  )
  .returning();
const trainer = await createStaffAccount({
  email: "e2e.certificates.trainer@example.com",
  name: "Kavya Menon",
  password: "Lantern-Harbour-Pepper-77!",
});
await database.insert(batchTrainers).values({ batchId: batch.id, userId: trainer.id });
const admin = await createStaffAccount({
  email: "e2e.certificates.admin@example.com",
  name: "Suresh Admin",
  password: "Granite-Orchard-Violin-58!",
  isAdmin: true,
});
const graduate = await makeUser(database, {
  name: "Ananya Iyer",
  email: "e2e.certificates.ananya@example.com",
});
const absentee = await makeUser(database, {
  name: "Rahul Khanna",
  email: "e2e.certificates.rahul@example.com",
});
for (const [student, attended] of [
  [graduate, 8],
  [absentee, 4],
] as const) {
  await enrol(database, student.id, batch.id);
  await database.insert(attendance).values(
    classes.map((c, i) => ({
      sessionId: c.id,
      userId: student.id,
      mark: i < attended ? ("present" as const) : ("absent" as const),
    })),
  );
}

await writeFixtures(
  "certificate-session",
  {
    batchId: batch.id,
    trainer: await sessionCookieOf(trainer.id),
    admin: await sessionCookieOf(admin.id),
    graduate: await sessionCookieOf(graduate.id),
  },
  "certificates journey",
);
