// "View" and "Download" (SPEC.md Materials): a PDF opens in the browser on the
// download route's sandbox; every other file only downloads (docs/decisions/205).
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { enrol, makeUser, sessionCookie } from "../../../tests/setup/staff-fixtures";
import { get, run } from "../../../tests/support/routes";
import { listMaterials } from "~/server/portal/materials.server";
import { loader as downloadLoader } from "./material-file";

const getDb = setupTestDatabase({ seed: true });

async function student() {
  const user = await makeUser(getDb());
  await enrol(getDb(), user.id, "python-a");
  return sessionCookie(user.id);
}

describe("a material's View and Download", () => {
  it("a PDF has View (inline, sandboxed, never cached) and Download (attachment), for the batch's student", async () => {
    const cookie = await student();
    const notes = (await listMaterials("python-a")).find((m) => m.type === "PDF" && m.kind === "file")!;
    expect(notes.viewHref).toBe(`/materials/${notes.id}/download?view`);
    expect(notes.href).toBe(`/materials/${notes.id}/download`);

    const view = await run(downloadLoader as never, get(notes.viewHref!, cookie), { materialId: notes.id });
    expect(view.status).toBe(200);
    expect(view.headers.get("content-type")).toBe("application/pdf");
    expect(view.headers.get("content-disposition")).toMatch(/^inline; filename=".+\.pdf"/);
    // Sandboxed: no script, form or pop-up; the origin is kept only because Chromium's viewer needs it.
    expect(view.headers.get("content-security-policy")).toBe(
      "default-src 'none'; object-src *; sandbox allow-same-origin",
    );
    expect(view.headers.get("x-content-type-options")).toBe("nosniff");
    expect(view.headers.get("cache-control")).toBe("private, no-store");

    const download = await run(downloadLoader as never, get(notes.href, cookie), { materialId: notes.id });
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(download.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  it("slides and spreadsheets have no View, and ?view still downloads them", async () => {
    const cookie = await student();
    const list = await listMaterials("python-a");
    const slides = list.find((m) => m.type === "PPT")!;
    expect(slides).toMatchObject({ kind: "file", viewHref: null });
    const res = await run(downloadLoader as never, get(`${slides.href}?view`, cookie), {
      materialId: slides.id,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.pptx"/);
    expect(list.filter((m) => m.kind === "link").every((m) => m.viewHref === null)).toBe(true);
  });

  it("a visitor or a student of another batch gets 404 from View as from Download", async () => {
    const outsider = await makeUser(getDb());
    await enrol(getDb(), outsider.id, "java-a");
    const notes = (await listMaterials("python-a")).find((m) => m.viewHref)!;
    for (const cookie of [await sessionCookie(outsider.id), undefined]) {
      const res = await run(downloadLoader as never, get(notes.viewHref!, cookie), { materialId: notes.id });
      expect(res.status).toBe(404);
    }
  });
});

describe("the demo portal's materials: no tile or filter shows 0", () => {
  it("the sample batch has PDFs, a video (a class recording) and a presentation (a real PPTX)", async () => {
    const demo = await listMaterials("demo");
    const count = (type: string) => demo.filter((m) => m.type === type).length;
    expect(count("PDF")).toBeGreaterThan(0);
    expect(count("Video")).toBeGreaterThan(0);
    expect(count("PPT")).toBeGreaterThan(0);
    const recording = demo.find((m) => m.title.startsWith("Class recording:"))!;
    expect(recording).toMatchObject({
      type: "Video",
      kind: "link",
      href: "/dashboard/demo-link?to=recording",
    });
    // The demo's files stay on the site: View and Download lead to the demo page (decision 12).
    const pdf = demo.find((m) => m.type === "PDF" && m.kind === "file")!;
    expect(pdf.viewHref).toBe("/dashboard/demo-link?to=material");
  });
});
