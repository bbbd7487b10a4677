import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeBatch } from "~/server/batches.server";
import { revokeCertificate } from "~/server/certificates.server";
import { certificates, users } from "~/server/db/schema.server";
import { completionFixture } from "../../../tests/setup/certificate-fixtures";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeUser, sessionCookie } from "../../../tests/setup/staff-fixtures";
import { pdfText } from "../../../tests/support/pdf-text";
import { get, run } from "../../../tests/support/routes";
import { loader as downloadLoader } from "../portal/certificate-download";
import { CERTIFICATE_LOOKUP_LIMIT, loader as pageLoader, meta } from "./certificate";
import { loader as lookupLoader } from "./certificates";

const getDb = setupTestDatabase({ seed: true });

let n = 0;
const ip = () => `198.51.100.${++n}`;

async function issued(name = "Sāi Kṛṣṇa Reddy") {
  const f = await completionFixture(getDb(), [{ name, attended: 10, score: 51 }]);
  const admin = await makeUser(getDb(), { role: "staff", isAdmin: true, name: "Admin" });
  await completeBatch(admin, f.batch.id);
  const [row] = await getDb().select().from(certificates).where(eq(certificates.batchId, f.batch.id));
  return { ...f, admin, row, student: f.people[0] };
}

const page = (code: string, clientIp = ip()) =>
  run(pageLoader, get(`/certificates/${encodeURIComponent(code)}`), { code }, clientIp);
const metaOf = (data: unknown) =>
  meta({ data, loaderData: data, matches: [], params: {}, location: {} } as never) as Record<
    string,
    unknown
  >[];

describe("/certificates/:code, the public verification page", () => {
  it("a valid certificate shows name, course, batch, dates and hours, and never the e-mail or phone", async () => {
    const { row, student } = await issued();
    const r = await page(row.code);
    expect(r.status).toBe(200);
    expect(r.data.certificate).toMatchObject({
      code: row.code,
      studentName: "Sāi Kṛṣṇa Reddy",
      courseTitle: "Python Full Stack Development",
      batchName: row.batchName,
      startDate: "2026-01-05",
      liveMinutes: 900,
      finalExam: "51/60 (85%), Distinction",
      revokedAt: null,
    });
    const text = JSON.stringify(r.data);
    expect(text).not.toContain(student.email);
    expect(text).not.toContain("phone");
  });

  it("has schema.org EducationalOccupationalCredential JSON-LD, and noindex until its holder makes it public", async () => {
    const { row } = await issued();
    const before = metaOf((await page(row.code)).data);
    expect(before).toContainEqual({ name: "robots", content: "noindex" });
    const ld = before.find((m) => "script:ld+json" in m)!["script:ld+json"] as Record<string, unknown>;
    expect(ld).toMatchObject({
      "@type": "EducationalOccupationalCredential",
      identifier: row.code,
      credentialCategory: "certificate",
    });
    await getDb().update(certificates).set({ public: true }).where(eq(certificates.id, row.id));
    expect(metaOf((await page(row.code)).data)).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("a code typed loosely finds the same certificate", async () => {
    const { row } = await issued();
    const loose = row.code.toLowerCase().replaceAll("-", " ").replace("tpa ", "");
    expect((await page(loose)).data.certificate.code).toBe(row.code);
  });

  it("a revoked certificate says 'Revoked on <date>' (and not why); its page is noindex again", async () => {
    const { row, admin, batch } = await issued();
    await getDb().update(certificates).set({ public: true }).where(eq(certificates.id, row.id));
    await revokeCertificate(admin, batch.id, row.id, "Identity fraud at the final exam");
    const r = await page(row.code);
    expect(r.status).toBe(200);
    expect(r.data.certificate.revokedAt).toEqual(expect.any(String));
    expect(JSON.stringify(r.data)).not.toContain("Identity fraud");
    expect(metaOf(r.data)).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("an unknown or malformed code is the ordinary 404", async () => {
    for (const code of ["TPA-0000-0000-0000", "not-a-code", "TPA-7K3Q"]) {
      const r = await page(code);
      expect([r.status, r.data.certificate], code).toEqual([404, null]);
    }
  });

  it("the demo's sample is shown as a sample, never as a valid certificate", async () => {
    const r = await page("SAMPLE-CERTIFICATE");
    expect(r.data.certificate).toMatchObject({ isSample: true });
    const tags = metaOf(r.data);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((m) => "script:ld+json" in m)).toBe(false);
  });

  it(`look-ups are rate-limited per address: after ${CERTIFICATE_LOOKUP_LIMIT.limit}, 429 with Retry-After`, async () => {
    const { row } = await issued();
    const address = "203.0.113.77";
    for (let i = 0; i < CERTIFICATE_LOOKUP_LIMIT.limit; i++) {
      expect((await page(i % 2 ? row.code : "TPA-0000-0000-0000", address)).status).not.toBe(429);
    }
    const limited = await page(row.code, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.data.certificate).toBeNull();
    // Another address is not affected.
    expect((await page(row.code)).status).toBe(200);
  });
});

describe("/certificates, the look-up form", () => {
  it("sends a code in the right format to its page, and answers anything else with a 400 and the input kept", async () => {
    const ok = await run(lookupLoader, get("/certificates?code=tpa%207k3q%20xm2d%209fht"));
    expect([ok.status, ok.location]).toEqual([302, "/certificates/TPA-7K3Q-XM2D-9FHT"]);
    const bad = await run(lookupLoader, get("/certificates?code=hello"));
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({ typed: "hello", error: expect.stringContaining("TPA-7K3Q-XM2D-9FHT") });
  });
});

describe("the certificate's PDF (/dashboard/certificates/:code/download)", () => {
  it("its holder downloads a one-page landscape PDF that contains the name and the code", async () => {
    const { row, student } = await issued();
    const r = await downloadLoader({
      request: get(`/dashboard/certificates/${row.code}/download`, await sessionCookie(student.id)),
      params: { code: row.code },
    } as never);
    expect(r.status).toBe(200);
    expect(r.headers.get("Content-Type")).toBe("application/pdf");
    expect(r.headers.get("Cache-Control")).toBe("private, no-store");
    const pdf = await pdfText(new Uint8Array(await r.arrayBuffer()));
    expect(pdf.pages).toBe(1);
    expect(pdf.size[0]).toBeGreaterThan(pdf.size[1]);
    const text = pdf.text[0].normalize("NFC");
    expect(text).toContain("Sāi Kṛṣṇa Reddy");
    expect(text).toContain(row.code);
    expect(text).toContain("Python Full Stack Development");
  });

  it("the code alone is not enough: another student and a visitor get 404; staff get 403", async () => {
    const { row } = await issued();
    const other = await makeUser(getDb(), { name: "Other Student" });
    const staff = await makeUser(getDb(), { role: "staff" });
    const call = async (cookie?: string) => {
      try {
        return (
          await downloadLoader({
            request: get(`/dashboard/certificates/${row.code}/download`, cookie),
            params: { code: row.code },
          } as never)
        ).status;
      } catch (thrown) {
        return (thrown as Response).status;
      }
    };
    expect(await call(await sessionCookie(other.id))).toBe(404);
    expect(await call()).toBe(404);
    expect(await call(await sessionCookie(staff.id))).toBe(403);
  });

  it("once revoked, the PDF link stops working (410)", async () => {
    const { row, student, admin, batch } = await issued();
    await revokeCertificate(admin, batch.id, row.id, "Issued to the wrong student");
    const r = await downloadLoader({
      request: get(`/dashboard/certificates/${row.code}/download`, await sessionCookie(student.id)),
      params: { code: row.code },
    } as never);
    expect(r.status).toBe(410);
    expect(await r.text()).toMatch(/^This certificate was revoked on /);
  });

  it("the signed-out demo downloads the sample, marked as a sample", async () => {
    const r = await downloadLoader({
      request: get("/dashboard/certificates/SAMPLE-CERTIFICATE/download"),
      params: { code: "SAMPLE-CERTIFICATE" },
    } as never);
    expect(r.status).toBe(200);
    const pdf = await pdfText(new Uint8Array(await r.arrayBuffer()));
    expect(pdf.text[0]).toContain("SAMPLE");
    const [sample] = await getDb().select().from(users).where(eq(users.id, "sample-student"));
    expect(pdf.text[0]).toContain(sample.name);
  });
});
