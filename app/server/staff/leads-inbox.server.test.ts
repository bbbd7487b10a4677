import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeLead, makeUser } from "../../../tests/setup/staff-fixtures";
import { setupTestDatabase } from "../../../tests/setup/db";
import { auditLog, leads } from "../db/schema.server";
import { getLead, leadsForExport, leadsPerDay, listLeads, setLeadStatus } from "./leads-inbox.server";

const getDb = setupTestDatabase();

describe("leads inbox", () => {
  it("lists every kind of lead, newest first", async () => {
    const kinds = ["contact", "enquiry", "subscribe", "chat", "referral", "apply"] as const;
    for (const [i, kind] of kinds.entries()) {
      await makeLead(getDb(), { kind, name: `Order ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
    const { leads: rows, total } = await listLeads({ from: "2026-01-01", to: "2026-01-31" });
    expect(total).toBe(6);
    expect(rows.map((r) => r.kind)).toEqual([...kinds].reverse());
  });

  it("filters by kind, status and India-time date range, and searches text case-insensitively", async () => {
    const at = (iso: string) => new Date(iso);
    // 18:40 UTC is 00:10 IST the next day: Early Bird belongs to 10 Feb, Late Owl to 11 Feb.
    await makeLead(getDb(), { kind: "enquiry", name: "Early Bird", createdAt: at("2026-02-09T18:40:00Z") });
    await makeLead(getDb(), {
      kind: "enquiry",
      name: "Late Owl",
      createdAt: at("2026-02-10T18:40:00Z"),
      status: "contacted",
    });
    await makeLead(getDb(), {
      kind: "chat",
      name: "Chat Person",
      message: "Is AZURE covered?",
      createdAt: at("2026-02-10T05:00:00Z"),
    });

    const day = await listLeads({ from: "2026-02-10", to: "2026-02-10" });
    expect(day.leads.map((l) => l.name).sort()).toEqual(["Chat Person", "Early Bird"]);
    expect((await listLeads({ from: "2026-02-10", to: "2026-02-11", kind: "enquiry" })).total).toBe(2);
    expect(
      (await listLeads({ from: "2026-02-10", to: "2026-02-11", status: "contacted" })).leads[0].name,
    ).toBe("Late Owl");
    expect((await listLeads({ q: "azure", from: "2026-02-01" })).leads.map((l) => l.name)).toEqual([
      "Chat Person",
    ]);
  });

  it("takes % and _ in the search text literally", async () => {
    await makeLead(getDb(), {
      name: "Percent Lead",
      message: "We offer 100% placement help?",
      createdAt: new Date("2026-03-01T06:00:00Z"),
    });
    await makeLead(getDb(), {
      name: "Other Lead",
      message: "100 people",
      createdAt: new Date("2026-03-01T06:00:00Z"),
    });
    const { leads: rows } = await listLeads({ q: "100%", from: "2026-03-01", to: "2026-03-01" });
    expect(rows.map((r) => r.name)).toEqual(["Percent Lead"]);
  });

  it("pages by 50 and reports the page count", async () => {
    for (let i = 0; i < 55; i += 1)
      await makeLead(getDb(), { kind: "subscribe", name: null, createdAt: new Date("2026-04-01T06:00:00Z") });
    const first = await listLeads({ kind: "subscribe", from: "2026-04-01", to: "2026-04-01" }, 1);
    const second = await listLeads({ kind: "subscribe", from: "2026-04-01", to: "2026-04-01" }, 2);
    expect([first.leads.length, second.leads.length, first.pageCount]).toEqual([50, 5, 2]);
    expect(new Set([...first.leads, ...second.leads].map((l) => l.id)).size).toBe(55);
  });

  it("changes status with who and when, and records it in the audit log", async () => {
    const staff = await makeUser(getDb(), { role: "staff", name: "Kiran Admissions" });
    const lead = await makeLead(getDb());
    expect(await setLeadStatus(staff, lead.id, "contacted", "Called, will join the demo")).toEqual({
      ok: true,
      changed: true,
    });
    const detail = await getLead(lead.id);
    expect(detail).toMatchObject({
      status: "contacted",
      statusChangedBy: staff.id,
      statusChangedByName: "Kiran Admissions",
    });
    expect(detail!.statusChangedAt).toBeInstanceOf(Date);
    expect(detail!.audit).toHaveLength(1);
    expect(detail!.audit[0]).toMatchObject({
      actorUserId: staff.id,
      actorName: "Kiran Admissions",
      action: "lead.status_changed",
      details: { from: "new", to: "contacted", note: "Called, will join the demo" },
    });
    await setLeadStatus(staff, lead.id, "closed");
    expect((await getLead(lead.id))!.audit.map((a) => a.details)).toEqual([
      { from: "contacted", to: "closed" },
      { from: "new", to: "contacted", note: "Called, will join the demo" },
    ]);
  });

  it("changes nothing when the status is already the chosen one", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const lead = await makeLead(getDb());
    expect(await setLeadStatus(staff, lead.id, "new")).toEqual({ ok: true, changed: false });
    const rows = await getDb().select().from(auditLog).where(eq(auditLog.entityId, lead.id));
    expect(rows).toHaveLength(0);
    expect(await setLeadStatus(staff, "no-such-lead", "closed")).toEqual({ ok: false, reason: "not_found" });
  });

  it("exports the filtered leads with the name of who last changed the status", async () => {
    const staff = await makeUser(getDb(), { role: "staff", name: "Export Checker" });
    const lead = await makeLead(getDb(), {
      kind: "referral",
      name: "Ref Person",
      createdAt: new Date("2026-05-05T06:00:00Z"),
    });
    await makeLead(getDb(), { kind: "contact", createdAt: new Date("2026-05-05T06:00:00Z") });
    await setLeadStatus(staff, lead.id, "contacted");
    const rows = await leadsForExport({ kind: "referral", from: "2026-05-05", to: "2026-05-05" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: lead.id,
      status: "contacted",
      statusChangedByName: "Export Checker",
    });
    expect(rows[0]).not.toHaveProperty("idempotencyKey");
  });

  it("counts leads per India day for the last 30 days, zeros included", async () => {
    await getDb().delete(leads);
    const now = new Date("2026-06-30T12:00:00Z");
    await makeLead(getDb(), { createdAt: new Date("2026-06-30T10:00:00Z") });
    await makeLead(getDb(), { createdAt: new Date("2026-06-30T11:00:00Z") });
    await makeLead(getDb(), { createdAt: new Date("2026-06-01T00:00:00Z") }); // 1 Jun 05:30 IST: first day
    await makeLead(getDb(), { createdAt: new Date("2026-05-31T18:29:00Z") }); // 31 May 23:59 IST: outside
    const series = await leadsPerDay(30, now);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-06-01", count: 1 });
    expect(series[29]).toEqual({ day: "2026-06-30", count: 2 });
    expect(series.reduce((n, d) => n + d.count, 0)).toBe(3);
  });
});
