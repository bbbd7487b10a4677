import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeBatch, updateBatch } from "~/server/batches.server";
import {
  certificateOverview,
  issueByHand,
  refuseCertificate,
  revokeCertificate,
  withdrawRefusal,
} from "~/server/certificates.server";
import { studentStanding } from "~/server/certificate-access.server";
import { auditLog, batches, certificates, enrolments, outbox } from "~/server/db/schema.server";
import { completionFixture } from "../../tests/setup/certificate-fixtures";
import { setupTestDatabase } from "../../tests/setup/db";
import { makeUser } from "../../tests/setup/staff-fixtures";

const getDb = setupTestDatabase({ seed: true });

const STUDENTS = [
  { name: "Kavya Qualifies", attended: 9, score: 50 },
  { name: "Ravi Low Attendance", attended: 6, score: 55 },
  { name: "Neha Failed Final", attended: 10, score: 30 },
  { name: "Imran No Final", attended: 8, score: null },
];

async function trainer() {
  return makeUser(getDb(), { role: "staff", name: "Test Trainer" });
}
const certificatesOf = (batchId: string) =>
  getDb().select().from(certificates).where(eq(certificates.batchId, batchId));

describe("issuing on completion (issue 25)", () => {
  it("completing a batch gives every active student who meets the rule a certificate, in the same transaction, e-mailed", async () => {
    const f = await completionFixture(getDb(), STUDENTS);
    const before = (await getDb().select({ n: count() }).from(outbox))[0].n;
    const result = await completeBatch(await trainer(), f.batch.id);
    expect(result).toEqual({ ok: true, issued: 1, notQualified: 3, refused: 0 });
    const issued = await certificatesOf(f.batch.id);
    expect(
      issued.map((c) => [
        c.studentName,
        c.issuedVia,
        c.attendancePercent,
        c.finalExamScore,
        c.finalExamTotal,
      ]),
    ).toEqual([["Kavya Qualifies", "rules", 90, 50, 60]]);
    // 10 classes of 90 minutes; the dates are the batch's start and the last class.
    expect(issued[0]).toMatchObject({
      liveMinutes: 900,
      startDate: "2026-01-05",
      courseTitle: "Python Full Stack Development",
    });
    expect(issued[0].code).toMatch(/^TPA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const mails = await getDb().select().from(outbox);
    expect(mails.length - before).toBe(1);
    // Rows come back in no set order (PostgreSQL moves an updated row): find the e-mail by its subject.
    const issuedMails = mails.filter((m) => m.subject === "Your certificate: Python Full Stack Development");
    expect(issuedMails).toHaveLength(1);
    expect(issuedMails[0].body).toContain(`/certificates/${issued[0].code}`);
    const states = await getDb()
      .select({ state: enrolments.state })
      .from(enrolments)
      .where(eq(enrolments.batchId, f.batch.id));
    expect(states.every((s) => s.state === "completed")).toBe(true);
  });

  it("the staff page says who does not qualify and why", async () => {
    const f = await completionFixture(getDb(), STUDENTS);
    const overview = await certificateOverview(f.batch.id);
    expect(Object.fromEntries(overview!.students.map((s) => [s.name, s.evaluation.reasons]))).toEqual({
      "Imran No Final": ["final exam not taken"],
      "Kavya Qualifies": [],
      "Neha Failed Final": ["final exam not passed (30/60)"],
      "Ravi Low Attendance": ["attendance 60% < 75%"],
    });
  });

  it("without a final exam marked, attendance alone decides; the course's own threshold applies", async () => {
    const f = await completionFixture(getDb(), STUDENTS, { finalExam: false });
    await getDb().execute(
      `update courses set certificate_attendance_percent = 60 where id = 'python-full-stack'`,
    );
    try {
      expect(await completeBatch(await trainer(), f.batch.id)).toMatchObject({ issued: 4 });
    } finally {
      await getDb().execute(
        `update courses set certificate_attendance_percent = 75 where id = 'python-full-stack'`,
      );
    }
  });

  it("completing through the batch's details form issues them too", async () => {
    const f = await completionFixture(getDb(), STUDENTS);
    const b = f.batch;
    const saved = await updateBatch(await trainer(), b.id, {
      name: b.name,
      courseId: "python-full-stack",
      startDate: b.startDate,
      classDays: b.classDays,
      startTime: b.startTime,
      endTime: b.endTime,
      mode: b.mode,
      seats: b.seats,
      state: "completed",
    });
    expect(saved.ok).toBe(true);
    expect((await certificatesOf(b.id)).map((c) => c.studentName)).toEqual(["Kavya Qualifies"]);
  });

  it("if issuing fails, the batch is not completed either: one transaction", async () => {
    const f = await completionFixture(getDb(), STUDENTS);
    // A trigger that refuses this batch's certificates makes the issue fail half-way.
    await getDb().execute(`
      create or replace function refuse_certificate() returns trigger language plpgsql as $$
      begin
        if new.batch_id = '${f.batch.id}' then raise exception 'no certificates today'; end if;
        return new;
      end $$`);
    await getDb().execute(
      `create trigger refuse_certificate before insert on certificates for each row execute function refuse_certificate()`,
    );
    try {
      await expect(completeBatch(await trainer(), f.batch.id)).rejects.toThrow();
    } finally {
      await getDb().execute(`drop trigger refuse_certificate on certificates`);
    }
    const [batch] = await getDb().select().from(batches).where(eq(batches.id, f.batch.id));
    expect(batch.state).toBe("running");
    const states = await getDb()
      .select({ state: enrolments.state })
      .from(enrolments)
      .where(eq(enrolments.batchId, f.batch.id));
    expect(states.every((s) => s.state === "active")).toBe(true);
    expect(await certificatesOf(f.batch.id)).toEqual([]);
  });

  it("two staff completing at once issue one set of certificates", async () => {
    const f = await completionFixture(getDb(), STUDENTS);
    const [a, b] = [await trainer(), await trainer()];
    const results = await Promise.all([completeBatch(a, f.batch.id), completeBatch(b, f.batch.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "already_completed" }]);
    expect(await certificatesOf(f.batch.id)).toHaveLength(1);
  });
});

describe("staff decisions: refuse, issue anyway, revoke", () => {
  it("a refused student gets no certificate at completion; withdrawing the refusal lets the rule decide again", async () => {
    const f = await completionFixture(getDb(), STUDENTS.slice(0, 1));
    const staff = await trainer();
    const [kavya] = f.people;
    expect(
      await refuseCertificate(staff, f.batch.id, kavya.id, "Submitted another student's project"),
    ).toEqual({ ok: true });
    expect(await completeBatch(staff, f.batch.id)).toMatchObject({ issued: 0, refused: 1 });
    // After completion: withdrawing the refusal, then issuing (she meets the rule: no reason needed).
    expect(await withdrawRefusal(staff, f.batch.id, kavya.id)).toEqual({ ok: true });
    const issued = await issueByHand(staff, f.batch.id, kavya.id, "");
    expect(issued.ok).toBe(true);
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.entityId, f.batch.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        "certificate.refused",
        "certificate.refusal_withdrawn",
        "certificate.issued_by_hand",
      ]),
    );
  });

  it("'Issue anyway' needs a reason when the rule is not met, is audited, and gives one certificate even when sent twice at once", async () => {
    const f = await completionFixture(getDb(), STUDENTS);
    const staff = await trainer();
    await completeBatch(staff, f.batch.id);
    const ravi = f.people[1];
    expect(await issueByHand(staff, f.batch.id, ravi.id, "")).toEqual({
      ok: false,
      reason: "reason_required",
    });
    const reason = "Missed four classes in hospital; caught up with the recordings";
    const both = await Promise.all([
      issueByHand(staff, f.batch.id, ravi.id, reason),
      issueByHand(staff, f.batch.id, ravi.id, reason),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "already_issued" }]);
    const [row] = await getDb()
      .select()
      .from(certificates)
      .where(and(eq(certificates.batchId, f.batch.id), eq(certificates.userId, ravi.id)));
    expect([row.issuedVia, row.issueReason]).toEqual(["by_hand", reason]);
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.batch.id), eq(auditLog.action, "certificate.issued_anyway")));
    expect(entry.details).toMatchObject({ reason, notMet: ["attendance 60% < 75%"] });
  });

  it("nothing is issued by hand before the batch completes", async () => {
    const f = await completionFixture(getDb(), STUDENTS.slice(0, 1));
    expect(await issueByHand(await trainer(), f.batch.id, f.people[0].id, "")).toEqual({
      ok: false,
      reason: "not_completed",
    });
  });

  it("revoking records the date, the reason and who; the student is e-mailed; a second revocation is refused", async () => {
    const f = await completionFixture(getDb(), STUDENTS.slice(0, 1));
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true, name: "Admin" });
    await completeBatch(admin, f.batch.id);
    const [row] = await certificatesOf(f.batch.id);
    const result = await revokeCertificate(
      admin,
      f.batch.id,
      row.id,
      "Obtained by impersonation at the final exam",
    );
    expect(result).toEqual({ ok: true, code: row.code });
    const [after] = await certificatesOf(f.batch.id);
    expect([after.revokedAt !== null, after.revokedBy, after.revokeReason]).toEqual([
      true,
      admin.id,
      "Obtained by impersonation at the final exam",
    ]);
    const revokedMails = await getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your certificate ${row.code} has been revoked`));
    expect(revokedMails.map((m) => m.to)).toEqual([f.people[0].email]);
    expect(await revokeCertificate(admin, f.batch.id, row.id, "again")).toEqual({
      ok: false,
      reason: "revoked",
    });
    // Another batch's address does not reach it.
    expect(await revokeCertificate(admin, "python-a", row.id, "wrong batch")).toEqual({
      ok: false,
      reason: "not_found",
    });
  });
});

describe("a student's own standing (the portal's Certificates page)", () => {
  it("says where this student stands against the rule, read from their own marks only", async () => {
    const f = await completionFixture(getDb(), STUDENTS);
    const ravi = f.people[1];
    expect(await studentStanding(ravi.id, f.batch.id)).toEqual({
      batchName: f.batch.name,
      threshold: 75,
      attendancePercent: 60,
      finalExam: { title: "Final Assessment", standing: "passed" },
      reasons: ["attendance 60% < 75%"],
    });
    const imran = f.people[3];
    expect(await studentStanding(imran.id, f.batch.id)).toMatchObject({
      attendancePercent: 80,
      finalExam: { title: "Final Assessment", standing: "not_taken" },
    });
    const stranger = await makeUser(getDb(), { name: "Not In This Batch" });
    expect(await studentStanding(stranger.id, f.batch.id)).toBeNull();
  });
});
