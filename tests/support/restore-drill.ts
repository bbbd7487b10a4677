// The restore drill (issue 26), shared by the embedded database's run (tests/e2e/restore-drill.spec.ts)
// and PostgreSQL's (tests/scale/restore-drill.test.ts): the facts a real academy must not lose,
// made through the app's own code; load while the backup is taken; and finding every fact
// again through a server started on the restored database.
// This half talks HTTP only (restore-drill-facts.ts makes the facts with the app's code).
import { createHash } from "node:crypto";
import { fillForm, findForm } from "../../bench/lib/html-form.mjs";

export interface DrillFacts {
  leadId: string;
  leadName: string;
  orderId: string;
  materialId: string;
  materialTitle: string;
  fileSha256: string;
  studentCookie: string;
  staffCookie: string;
}

export const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

/** Sends a contact form through the running server; resolves with the lead's e-mail once it is stored (303/302). */
export async function submitContact(base: string, email: string, ip: string): Promise<boolean> {
  const page = await fetch(`${base}/contact`);
  const form = findForm(await page.text(), "/contact", /message/i);
  if (!form) throw new Error("no contact form on /contact");
  const emailField = form.fields.find((f) => f.type === "email" || /e-?mail/i.test(f.name))!;
  const res = await fetch(`${base}${form.action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": ip },
    body: fillForm(form.fields, { values: { [emailField.name]: email } }),
    redirect: "manual",
  });
  await res.body?.cancel();
  return res.status >= 200 && res.status < 400;
}

/** Visitors while the backup runs: pages and enquiries, bounded, until `done` settles. Returns what they saw. */
export async function serveLoad(base: string, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => (finished = true));
  const seen = { requests: 0, errors: 0, leads: [] as string[] };
  const visitor = async (n: number) => {
    for (let i = 0; !finished && i < 200; i++) {
      const path = ["/", "/courses", "/contact", "/healthz"][i % 4]!;
      const res = await fetch(`${base}${path}`).catch(() => null);
      seen.requests++;
      if (!res || res.status >= 500) seen.errors++;
      await res?.body?.cancel();
      if (i % 8 === 0) {
        const email = `load.${n}.${i}@example.com`;
        if (await submitContact(base, email, `192.0.2.${n + 1}`)) seen.leads.push(email);
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(visitor));
  return seen;
}

/** Finds every fact through a server on the restored database; throws naming the first one missing. */
export async function findDrillFacts(base: string, facts: DrillFacts, alsoLeads: string[] = []) {
  const get = async (path: string, cookie: string) => {
    const res = await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status} on the restored database`);
    return res;
  };
  const lead = await (await get(`/staff/leads/${facts.leadId}`, facts.staffCookie)).text();
  if (!lead.includes(facts.leadName)) {
    throw new Error(
      `the lead is missing after the restore (page: ${/<title>(.*?)<\/title>/.exec(lead)?.[1]})`,
    );
  }
  const order = await (await get(`/staff/payments/${facts.orderId}`, facts.staffCookie)).text();
  if (!/verified/i.test(order)) throw new Error("the verified order is missing after the restore");
  const materials = await (await get("/dashboard/materials", facts.studentCookie)).text();
  if (!materials.includes(facts.materialTitle)) {
    throw new Error("the active enrolment's material is not listed after the restore");
  }
  const file = new Uint8Array(
    await (await get(`/materials/${facts.materialId}/download`, facts.studentCookie)).arrayBuffer(),
  );
  if (sha(file) !== facts.fileSha256) throw new Error("the material's file differs after the restore");
  for (const email of alsoLeads) {
    const inbox = await (await get(`/staff/leads?q=${encodeURIComponent(email)}`, facts.staffCookie)).text();
    if (!inbox.includes(email)) throw new Error(`the lead ${email}, sent before the backup, is missing`);
  }
}
