// The restore drill's facts, made through the app's own code (tests/support/restore-drill.ts).
import { createSession } from "../../app/server/auth.server";
import type { Db } from "../../app/server/db/client.server";
import { createLead } from "../../app/server/leads.server";
import { addFileMaterial } from "../../app/server/materials.server";
import { decideOrder } from "../../app/server/staff/payments-review.server";
import { createStaffAccount } from "../../app/server/staff/staff-accounts.server";
import { makeOrder, makeUser } from "../setup/staff-fixtures";
import { type DrillFacts, sha } from "./restore-drill";

/** The cookie a production server reads (`__Host-session`), whatever NODE_ENV this process has. */
const cookieOf = async (userId: string) => {
  const pair = (await createSession(userId)).split(";")[0]!;
  return `__Host-session=${pair.slice(pair.indexOf("=") + 1)}`;
};

/** A lead, a student whose order staff verified (active enrolment), and an uploaded material (the open, seeded database). */
export async function makeDrillFacts(database: Db): Promise<DrillFacts> {
  const staff = await createStaffAccount({
    email: "drill.admin@example.com",
    name: "Drill Admin",
    password: "Monsoon-Kettle-Journey-42!",
    isAdmin: true,
  });
  const actor = { id: staff.id, name: "Drill Admin" };
  const student = await makeUser(database, { name: "Drill Student", email: "drill.student@example.com" });
  const leadName = "Drill Lead Ananya";
  const lead = await createLead({
    kind: "contact",
    name: leadName,
    email: "drill.lead@example.com",
    message: "Call me about Python.",
  });
  const order = await makeOrder(database, {
    userId: student.id,
    batchId: "python-a",
    payerName: student.name,
    payerEmail: student.email,
  });
  const decided = await decideOrder(actor, order.id, { intent: "verify" });
  if (!decided.ok || !decided.activated)
    throw new Error(`drill: the order was not verified (${JSON.stringify(decided)})`);
  const bytes = new TextEncoder().encode(`%PDF-1.4\n% drill material ${Date.now()}\n%%EOF\n`);
  const materialTitle = "Drill notes: restoring a backup";
  const material = await addFileMaterial(
    actor,
    "python-a",
    { module: 1, title: materialTitle, description: "Kept through a backup and a restore.", publish: true },
    { mediaType: "application/pdf", type: "PDF", bytes },
  );
  if (!material.ok) throw new Error(`drill: the material was refused (${material.reason})`);
  return {
    leadId: lead.id,
    leadName,
    orderId: order.id,
    materialId: material.id,
    materialTitle,
    fileSha256: sha(bytes),
    studentCookie: await cookieOf(student.id),
    staffCookie: await cookieOf(staff.id),
  };
}
