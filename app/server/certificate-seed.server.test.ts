import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAST_COHORT } from "~/content/certificates";
import { certificateOverview } from "~/server/certificates.server";
import { certificates, courses } from "~/server/db/schema.server";
import { setupTestDatabase } from "../../tests/setup/db";

const getDb = setupTestDatabase({ seed: true });

describe("the certificates' seed", () => {
  it("gives every course a signatory and the demo student a sample certificate that is marked a sample", async () => {
    const rows = await getDb().select().from(courses);
    expect(
      rows.every((c) => c.certificateSignatoryName.length > 1 && c.certificateSignatoryTitle.length > 1),
    ).toBe(true);
    const [sample] = await getDb().select().from(certificates).where(eq(certificates.isSample, true));
    expect([sample.code, sample.batchId, sample.issuedVia]).toEqual(["SAMPLE-CERTIFICATE", "demo", "sample"]);
  });

  it("a demo install's past cohort shows both outcomes: three certificates, three students who did not qualify and why", async () => {
    const overview = await certificateOverview(PAST_COHORT.id);
    const outcome = Object.fromEntries(
      overview!.students.map((s) => [
        s.name,
        s.certificate ? `certificate ${s.evaluation.attendancePercent}%` : s.evaluation.reasons.join("; "),
      ]),
    );
    expect(outcome).toEqual({
      "Ananya Iyer": "certificate 94%",
      "Arjun Das": "final exam not passed (38/60)",
      "Fatima Sheikh": "final exam not taken",
      "Meera Pillai": "attendance 69% < 75%",
      "Rohan Mehta": "certificate 81%",
      "Sāi Kṛṣṇa Reddy": "certificate 88%",
    });
  });
});
