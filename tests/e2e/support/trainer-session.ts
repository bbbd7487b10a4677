// Prepares the trainer's journeys (tests/e2e/staff-classes.spec.ts) before the
// e2e server opens the database: a batch of its own with no classes yet, a
// trainer of that batch (not an administrator), an active student, two
// classes held yesterday and the day before (for attendance), and one session
// cookie each. Written to $TMPDIR/e2e-trainer-session-<port>.json.
// No route serves any of this: the product has no test backdoor.
import { openSeededDatabase, sessionCookieOf, writeFixtures } from "./journey-fixtures";
import { batchTrainers, classSessions } from "../../../app/server/db/schema.server";
import { resetCalendarFeedToken } from "../../../app/server/portal/schedule.server";
import { createStaffAccount } from "../../../app/server/staff/staff-accounts.server";
import { enrol, makeBatch, makeUser } from "../../setup/staff-fixtures";

const database = await openSeededDatabase();

const batch = await makeBatch(database, {
  id: "e2e-classes",
  name: "SQL & Database - Batch E2E",
  courseId: "sql-database",
  startDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
  classDays: [1, 3],
  startTime: "18:00",
  endTime: "19:30",
  state: "running",
});
const trainer = await createStaffAccount({
  email: "e2e.classes.trainer@example.com",
  name: "Farah Siddiqui",
  password: "Monsoon-Kettle-Journey-42!",
});
await database.insert(batchTrainers).values({ batchId: batch.id, userId: trainer.id });
const student = await makeUser(database, {
  role: "student",
  name: "Nikhil Joshi",
  email: "e2e.classes.student@example.com",
});
await enrol(database, student.id, batch.id);
const held = (daysAgo: number, title: string) => ({
  id: `e2e-held-${daysAgo}`,
  batchId: batch.id,
  title,
  type: "Live Class" as const,
  instructor: "Farah Siddiqui",
  meetLink: "https://meet.example.com/e2e-classes",
  durationMinutes: 90,
  status: "completed" as const,
  startsAt: new Date(Date.now() - daysAgo * 86_400_000),
});
await database
  .insert(classSessions)
  .values([held(1, "Joins: inner, left and self joins"), held(2, "Aggregates and GROUP BY")]);

await writeFixtures(
  "trainer-session",
  {
    batchId: batch.id,
    trainer: await sessionCookieOf(trainer.id),
    student: await sessionCookieOf(student.id),
    calendarToken: await resetCalendarFeedToken(student.id),
    heldClassIds: ["e2e-held-1", "e2e-held-2"],
  },
  "trainer journey",
);
