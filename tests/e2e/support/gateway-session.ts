// The online-payment journey's accounts (tests/e2e/gateway.spec.ts), made in
// its own server's database before that server opens it: an administrator
// (who refunds) and a student (who pays), and a session cookie each.
import { openSeededDatabase, sessionCookieOf, writeFixtures } from "./journey-fixtures";
import { createStaffAccount } from "../../../app/server/staff/staff-accounts.server";
import { makeUser } from "../../setup/staff-fixtures";

const database = await openSeededDatabase();
const admin = await createStaffAccount({
  email: "e2e.gateway.admin@example.com",
  name: "Kavya Admin",
  password: "Ledger-Monsoon-Harbour-58!",
  isAdmin: true,
});
const student = await makeUser(database, {
  role: "student",
  name: "Rohan Verma",
  email: "e2e.gateway.rohan@example.com",
});

await writeFixtures(
  "gateway-session",
  {
    admin: await sessionCookieOf(admin.id),
    student: await sessionCookieOf(student.id),
    studentEmail: student.email,
  },
  "online payment journey",
);
