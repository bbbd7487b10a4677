import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { enrol, makeBatch, makeUser } from "../../tests/setup/staff-fixtures";
import { asFile, samplePdf } from "../../tests/support/material-files";
import { auditLog, batchTrainers, materialFiles, materials } from "./db/schema.server";
import { checkMaterialFile } from "./material-files.server";
import {
  addFileMaterial,
  addLinkMaterial,
  deleteMaterial,
  listBatchMaterials,
  listPublishedMaterials,
  materialForDownload,
  setMaterialPublished,
} from "./materials.server";
import { listMaterials } from "./portal/materials.server";

const getDb = setupTestDatabase();

async function pdf() {
  const check = await checkMaterialFile(asFile(samplePdf(), "notes.pdf"));
  if (!check.ok) throw new Error(check.message);
  return check;
}

async function scene() {
  const batch = await makeBatch(getDb());
  const other = await makeBatch(getDb());
  const trainer = await makeUser(getDb(), { role: "staff", name: "Rahul Verma" });
  const otherTrainer = await makeUser(getDb(), { role: "staff" });
  const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
  await getDb()
    .insert(batchTrainers)
    .values([
      { batchId: batch.id, userId: trainer.id },
      { batchId: other.id, userId: otherTrainer.id },
    ]);
  const student = await makeUser(getDb());
  await enrol(getDb(), student.id, batch.id);
  const pending = await makeUser(getDb());
  await enrol(getDb(), pending.id, batch.id, "pending");
  const stranger = await makeUser(getDb());
  await enrol(getDb(), stranger.id, other.id);
  return { batch, other, trainer, otherTrainer, admin, student, pending, stranger };
}

describe("materials of a batch (data layer)", () => {
  it("stores an uploaded file in the database with its real size, audited, and lists it by module", async () => {
    const s = await scene();
    const file = await pdf();
    const added = await addFileMaterial(
      s.trainer,
      s.batch.id,
      { module: 7, title: "Django notes", description: "", publish: true },
      file,
    );
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    const [row] = await getDb().select().from(materials).where(eq(materials.id, added.id));
    expect(row).toMatchObject({ kind: "file", type: "PDF", fileType: "application/pdf", published: true });
    expect(row.fileSize).toBe(file.size);
    const [stored] = await getDb().select().from(materialFiles).where(eq(materialFiles.materialId, added.id));
    expect(stored.data.byteLength).toBe(file.size);
    const [audit] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, added.id));
    expect(audit).toMatchObject({ action: "material.created", actorName: "Rahul Verma" });
  });

  it("students see the published ones only; a draft, an unpublished one and another batch's are not theirs", async () => {
    const s = await scene();
    const shown = await addLinkMaterial(s.trainer, s.batch.id, {
      module: 2,
      title: "Python tutorial",
      description: "",
      publish: true,
      type: "Link",
      url: "https://docs.python.org/3/tutorial/",
    });
    const draft = await addLinkMaterial(s.trainer, s.batch.id, {
      module: 3,
      title: "Draft reading",
      description: "",
      publish: false,
      type: "Video",
      url: "https://example.org/video",
    });
    if (!shown.ok || !draft.ok) throw new Error("not added");
    expect((await listPublishedMaterials(s.batch.id)).map((m) => m.id)).toEqual([shown.id]);
    expect(await listBatchMaterials(s.batch.id)).toHaveLength(2);

    await setMaterialPublished(s.trainer, s.batch.id, draft.id, true);
    await setMaterialPublished(s.trainer, s.batch.id, shown.id, false);
    const portal = await listMaterials(s.batch.id);
    expect(portal.map((m) => [m.title, m.kind, m.href, m.size])).toEqual([
      ["Draft reading", "link", "https://example.org/video", null],
    ]);
    expect(portal[0].module).toBe("Module 3: Object-Oriented Python and Error Handling");
    // Another batch's trainer cannot change it: the batch is part of the key.
    expect(await setMaterialPublished(s.otherTrainer, s.other.id, draft.id, false)).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("refuses a module the course does not have", async () => {
    const s = await scene();
    const result = await addFileMaterial(
      s.trainer,
      s.batch.id,
      { module: 13, title: "Week 13?", description: "", publish: true },
      await pdf(),
    );
    expect(result).toEqual({ ok: false, reason: "no_module" });
  });

  it("a file downloads only for the batch's active students (once published) and the staff who manage it", async () => {
    const s = await scene();
    const added = await addFileMaterial(
      s.trainer,
      s.batch.id,
      { module: 1, title: "Notes", description: "", publish: false },
      await pdf(),
    );
    if (!added.ok) throw new Error("not added");
    const who = async () => ({
      trainer: Boolean(await materialForDownload(s.trainer, added.id)),
      admin: Boolean(await materialForDownload(s.admin, added.id)),
      otherTrainer: Boolean(await materialForDownload(s.otherTrainer, added.id)),
      student: Boolean(await materialForDownload(s.student, added.id)),
      pending: Boolean(await materialForDownload(s.pending, added.id)),
      stranger: Boolean(await materialForDownload(s.stranger, added.id)),
      visitor: Boolean(await materialForDownload(null, added.id)),
    });
    expect(await who()).toEqual({
      trainer: true,
      admin: true,
      otherTrainer: false,
      student: false,
      pending: false,
      stranger: false,
      visitor: false,
    });
    await setMaterialPublished(s.trainer, s.batch.id, added.id, true);
    expect(await who()).toMatchObject({
      student: true,
      pending: false,
      stranger: false,
      otherTrainer: false,
    });
    expect(await materialForDownload(s.student, "not-a-uuid")).toBeNull();
  });

  it("deleting removes the file with it and keeps the title in the audit log", async () => {
    const s = await scene();
    const added = await addFileMaterial(
      s.trainer,
      s.batch.id,
      { module: 1, title: "Old notes", description: "", publish: true },
      await pdf(),
    );
    if (!added.ok) throw new Error("not added");
    expect(await deleteMaterial(s.trainer, s.batch.id, added.id)).toEqual({ ok: true, id: added.id });
    expect(await getDb().select().from(materialFiles).where(eq(materialFiles.materialId, added.id))).toEqual(
      [],
    );
    const trail = await getDb().select().from(auditLog).where(eq(auditLog.entityId, added.id));
    expect(trail.map((a) => a.action).sort()).toEqual(["material.created", "material.deleted"]);
    expect(await deleteMaterial(s.trainer, s.batch.id, added.id)).toEqual({ ok: false, reason: "not_found" });
  });
});
