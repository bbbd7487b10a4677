// Prepares the staff console's browser journey, before the e2e server opens
// the database (PGlite allows one process at a time): a staff account made
// with the staff:create code path, a student with an open doubt, a payment
// to verify, leads, and one session cookie each. Written to
// $TMPDIR/e2e-staff-session-<port>.json for tests/e2e/staff.spec.ts to read.
// No route serves any of this: the product has no test backdoor.
import { openSeededDatabase, sessionCookieOf, writeFixtures } from "./journey-fixtures";
import { createStaffAccount } from "../../../app/server/staff/staff-accounts.server";
import { enrol, makeDoubt, makeLead, makeOrder, makeUser } from "../../setup/staff-fixtures";
import { SECOND_FACTOR_STAFF } from "./accounts.mjs";

const database = await openSeededDatabase();

const staff = await createStaffAccount({
  email: "e2e.trainer@example.com",
  name: "Rahul Sharma",
  // Fixed, not random: random hex can spell a guessable word ("57aff" reads as "staff").
  password: "Monsoon-Kettle-Journey-42!",
});
// An administrator too: only administrators edit the catalogue (/staff/courses).
const admin = await createStaffAccount({
  email: "e2e.admin@example.com",
  name: "Meera Admin",
  password: "Harbour-Lantern-Compass-73!",
  isAdmin: true,
});
// Signs in with the password and sets up an authenticator app in its own journey.
await createStaffAccount(SECOND_FACTOR_STAFF);
const student = await makeUser(database, {
  role: "student",
  name: "Sneha Reddy",
  email: "e2e.sneha@example.com",
});
// A paid-up student of a seeded batch, whose doubt the trainer answers.
await enrol(database, student.id, "python-b");
const doubt = await makeDoubt(database, student.id, {
  title: "Why does my React list re-render every item?",
  description:
    "When I add one todo, every <TodoItem> renders again. I used index as the key. Is that the reason?",
});
const order = await makeOrder(database, {
  id: "ORD261124E2E001",
  payerName: "Arjun Mehta",
  payerEmail: "e2e.arjun@example.com",
  utr: "512398765432",
});
await makeLead(database, {
  kind: "referral",
  name: "Divya Nair",
  email: "e2e.divya@example.com",
  phone: "9876543210",
  message: "My friend from Batch A referred me for the Java course.",
});
await makeLead(database, {
  kind: "contact",
  name: "=cmd|' /C calc'!A0",
  email: "e2e.formula@example.com",
  subject: "Course Information",
  message: "Formula-looking name, for the CSV export check.",
});

await writeFixtures(
  "staff-session",
  {
    staff: await sessionCookieOf(staff.id),
    admin: await sessionCookieOf(admin.id),
    student: await sessionCookieOf(student.id),
    doubtId: doubt.id,
    orderId: order.id,
  },
  "staff journey",
);
