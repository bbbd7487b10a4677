import { describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  certificateRuleText,
  evaluateCertificate,
  examGrade,
  finalExamLine,
  formatCertificateCode,
  formatLiveHours,
  linkedInAddToProfileUrl,
  normalizeCertificateCode,
  SAMPLE_CERTIFICATE_CODE,
} from "./certificates";

const counts = (present: number, late: number, absent: number) => ({ present, late, absent });
const none = { kind: "none" } as const;

describe("the certificate rule (issue 25)", () => {
  it("attendance below the course's threshold does not qualify, and says 'attendance 68% < 75%'", () => {
    // 17 of 25 = 68%.
    const r = evaluateCertificate({ attendance: counts(15, 2, 8), threshold: 75, finalExam: none });
    expect(r).toEqual({ qualifies: false, attendancePercent: 68, reasons: ["attendance 68% < 75%"] });
  });

  it("attendance at the threshold qualifies; late counts as attended; the percentage is the rounded one students see", () => {
    expect(
      evaluateCertificate({ attendance: counts(9, 3, 4), threshold: 75, finalExam: none }).qualifies,
    ).toBe(true);
    // 74.6% is shown as 75%: the student who sees 75% is not told they fall short.
    expect(
      evaluateCertificate({ attendance: counts(47, 0, 16), threshold: 75, finalExam: none }),
    ).toMatchObject({
      qualifies: true,
      attendancePercent: 75,
    });
    expect(
      evaluateCertificate({ attendance: counts(6, 0, 4), threshold: 60, finalExam: none }).qualifies,
    ).toBe(true);
  });

  it("no class marked at all does not qualify ('no attendance marked'), unless the threshold is 0", () => {
    expect(
      evaluateCertificate({ attendance: counts(0, 0, 0), threshold: 75, finalExam: none }).reasons,
    ).toEqual(["no attendance marked"]);
    expect(
      evaluateCertificate({ attendance: counts(0, 0, 0), threshold: 0, finalExam: none }).qualifies,
    ).toBe(true);
  });

  it("the final exam, when the batch has one marked final, must be passed: 'final exam not passed', 'final exam not taken'", () => {
    const ok = counts(20, 0, 0);
    expect(
      evaluateCertificate({
        attendance: ok,
        threshold: 75,
        finalExam: { kind: "passed", score: 42, total: 60 },
      }),
    ).toMatchObject({ qualifies: true, reasons: [] });
    expect(
      evaluateCertificate({
        attendance: ok,
        threshold: 75,
        finalExam: { kind: "failed", score: 37.5, total: 60 },
      }).reasons,
    ).toEqual(["final exam not passed (37.5/60)"]);
    expect(
      evaluateCertificate({ attendance: ok, threshold: 75, finalExam: { kind: "not_taken", total: 60 } })
        .reasons,
    ).toEqual(["final exam not taken"]);
  });

  it("lists every reason at once", () => {
    const r = evaluateCertificate({
      attendance: counts(1, 0, 3),
      threshold: 75,
      finalExam: { kind: "failed", score: 10, total: 50 },
    });
    expect(r.reasons).toEqual(["attendance 25% < 75%", "final exam not passed (10/50)"]);
  });

  it("words the rule once, for one course or for several with different thresholds", () => {
    expect(certificateRuleText([75])).toBe(
      "complete your batch, attend at least 75% of its live classes and pass its final exam",
    );
    expect(certificateRuleText([75, 75, 75])).toBe(certificateRuleText([75]));
    expect(certificateRuleText([80, 70, 75])).toContain("at least 70% to 80% of its live classes");
  });
});

describe("the certificate code", () => {
  it("is TPA and 12 characters of Crockford base 32: 60 random bits, no I, L, O or U", () => {
    const code = formatCertificateCode(Uint8Array.from({ length: 12 }, (_, i) => i * 21));
    expect(code).toMatch(/^TPA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(Math.log2(CODE_ALPHABET.length) * 12).toBe(60);
  });

  it("reads a code as people type it: lower case, spaces, no hyphens, O for 0 and I or L for 1", () => {
    expect(normalizeCertificateCode("tpa 7k3q xm2d 9fht")).toBe("TPA-7K3Q-XM2D-9FHT");
    expect(normalizeCertificateCode("7K3QXM2D9FHT")).toBe("TPA-7K3Q-XM2D-9FHT");
    expect(normalizeCertificateCode("TPA-7K3Q-XM2D-9FHO")).toBe("TPA-7K3Q-XM2D-9FH0");
    expect(normalizeCertificateCode("TPA-IK3Q-LM2D-9FH0")).toBe("TPA-1K3Q-1M2D-9FH0");
    expect(normalizeCertificateCode("sample-certificate")).toBe(SAMPLE_CERTIFICATE_CODE);
  });

  it("refuses what cannot be a code", () => {
    for (const bad of ["", "TPA-7K3Q-XM2D", "TPA-7K3Q-XM2D-9FHU", "../etc/passwd", "TPA-7K3Q-XM2D-9FHT-1"]) {
      expect(normalizeCertificateCode(bad), bad).toBeNull();
    }
  });
});

describe("what a certificate prints", () => {
  it("grades a passed final exam: Distinction from 75%, First Class from 60%, else Pass", () => {
    expect([examGrade(45, 60), examGrade(36, 60), examGrade(35.9, 60)]).toEqual([
      "Distinction",
      "First Class",
      "Pass",
    ]);
    expect(finalExamLine(41, 50)).toBe("41/50 (82%), Distinction");
    expect(finalExamLine(null, null)).toBeNull();
  });

  it("gives hours of live classes to the half hour", () => {
    expect([formatLiveHours(3240), formatLiveHours(3150), formatLiveHours(60)]).toEqual([
      "54 hours",
      "52.5 hours",
      "1 hour",
    ]);
  });
});

describe("Add to LinkedIn profile", () => {
  it("is LinkedIn's add-to-profile URL with the name, organisation, issue month and year (India time), id and URL", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: "Python Full Stack Development",
        organizationName: "TechPro Academy",
        // 31 Dec 2026, 20:00 UTC is 1 Jan 2027 in India.
        issuedAt: new Date("2026-12-31T20:00:00Z"),
        certId: "TPA-7K3Q-XM2D-9FHT",
        certUrl: "https://www.example.com/certificates/TPA-7K3Q-XM2D-9FHT",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Python Full Stack Development",
      organizationName: "TechPro Academy",
      issueYear: "2027",
      issueMonth: "1",
      certUrl: "https://www.example.com/certificates/TPA-7K3Q-XM2D-9FHT",
      certId: "TPA-7K3Q-XM2D-9FHT",
    });
  });
});
