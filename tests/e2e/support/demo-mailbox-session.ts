// Prepares the demo mailbox journey's own server (tests/e2e/demo-mailbox.spec.ts):
// an administrator and a session cookie, written before that server opens its
// database (PGlite allows one process at a time). No route serves any of this.
import { createStaffAccount } from "../../../app/server/staff/staff-accounts.server";
import { openSeededDatabase, sessionCookieOf, writeFixtures } from "./journey-fixtures";

await openSeededDatabase();
const admin = await createStaffAccount({
  email: "e2e.mailbox.admin@example.com",
  name: "Kavya Menon",
  password: "Harbour-Lantern-Compass-73!",
  isAdmin: true,
});
await writeFixtures("demo-mailbox", { admin: await sessionCookieOf(admin.id) }, "demo mailbox journey");
