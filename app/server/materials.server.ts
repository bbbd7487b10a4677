import { and, asc, desc, eq, sql } from "drizzle-orm";
import { MATERIAL_FILE_TYPES, type MaterialMediaType, type MaterialType } from "~/lib/materials";
import type { SessionUser } from "./auth.server";
import { db } from "./db/client.server";
import { preparedQuery } from "./db/prepared.server";
import { isRecordId } from "./db/ids.server";
import { batches, materials } from "./db/schema.server";
import { storeMaterialFile } from "./material-files.server";
import { hasActiveEnrolment } from "./enrolments.server";
import { courseModules } from "~/lib/course-modules";
import { canManageBatch } from "./staff/batch-access.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * A batch's study materials: files trainers upload (stored in the database,
 * so every instance serves them) and links. Staff who manage the batch see
 * and change all of them; its active students see the published ones and may
 * download their files; everybody else gets nothing (docs/decisions/115).
 */

export type MaterialRow = Omit<typeof materials.$inferSelect, never>;

/** Every material of the batch, for its trainers: by module, newest first within one. */
export async function listBatchMaterials(batchId: string): Promise<MaterialRow[]> {
  return db()
    .select()
    .from(materials)
    .where(eq(materials.batchId, batchId))
    .orderBy(asc(materials.module), desc(materials.createdAt));
}

/** The batch's published materials, newest first (what its students see). */
export async function listPublishedMaterials(batchId: string, limit = 200): Promise<MaterialRow[]> {
  return preparedQuery("published_materials", (database) =>
    database
      .select()
      .from(materials)
      .where(and(eq(materials.batchId, sql.placeholder("batchId")), eq(materials.published, true)))
      .orderBy(desc(materials.publishedAt), desc(materials.createdAt))
      .limit(sql.placeholder("limit")),
  ).execute({ batchId, limit });
}

interface MaterialDetails {
  module: number;
  title: string;
  description: string;
  publish: boolean;
}

export type MaterialChange = { ok: true; id: string } | { ok: false; reason: "no_module" | "not_found" };

async function moduleExists(batchId: string, module: number): Promise<boolean> {
  const [batch] = await db()
    .select({ courseId: batches.courseId })
    .from(batches)
    .where(eq(batches.id, batchId))
    .limit(1);
  return Boolean(batch && courseModules(batch.courseId).some((m) => m.number === module));
}

/**
 * Adds a material (and, for a file, its bytes) in one transaction with its
 * audit row; refused for a module the batch's course does not have.
 */
async function addMaterial(
  actor: StaffActor,
  batchId: string,
  details: MaterialDetails,
  what:
    | { kind: "file"; type: MaterialType; mediaType: MaterialMediaType; size: number; content: Blob }
    | { kind: "link"; type: MaterialType; url: string },
): Promise<MaterialChange> {
  if (!(await moduleExists(batchId, details.module))) return { ok: false, reason: "no_module" };
  return db().transaction(async (tx) => {
    const file = what.kind === "file" ? what : null;
    const [row] = await tx
      .insert(materials)
      .values({
        batchId,
        module: details.module,
        title: details.title,
        description: details.description,
        type: what.type,
        kind: what.kind,
        url: what.kind === "link" ? what.url : null,
        fileType: file?.mediaType ?? null,
        fileSize: file?.size ?? null,
        published: details.publish,
        publishedAt: details.publish ? new Date() : null,
        createdBy: actor.id,
      })
      .returning({ id: materials.id });
    // Piece by piece from the upload's temporary file; a file that changed size meanwhile is not kept.
    if (file && (await storeMaterialFile(tx, row.id, file.content)) !== file.size) {
      throw new Error("the uploaded file changed while it was stored");
    }
    await recordAudit(tx, {
      actor,
      action: "material.created",
      entityType: "material",
      entityId: row.id,
      details: {
        batchId,
        title: details.title,
        type: what.type,
        ...(file ? { size: file.size } : { url: what.kind === "link" ? what.url : null }),
        published: details.publish,
      },
    });
    return { ok: true, id: row.id } as const;
  });
}

/** Stores a checked file (its type found in its bytes) and its material row together. */
export function addFileMaterial(
  actor: StaffActor,
  batchId: string,
  details: MaterialDetails,
  file: { mediaType: MaterialMediaType; type: MaterialType; size: number; content: Blob },
): Promise<MaterialChange> {
  return addMaterial(actor, batchId, details, { kind: "file", ...file });
}

export function addLinkMaterial(
  actor: StaffActor,
  batchId: string,
  details: MaterialDetails & { type: MaterialType; url: string },
): Promise<MaterialChange> {
  return addMaterial(actor, batchId, details, { kind: "link", type: details.type, url: details.url });
}

/** Publishes or unpublishes one of the batch's materials; the first publication date is kept. */
export async function setMaterialPublished(
  actor: StaffActor,
  batchId: string,
  materialId: string,
  published: boolean,
): Promise<MaterialChange> {
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ published: materials.published, publishedAt: materials.publishedAt, title: materials.title })
      .from(materials)
      .where(and(eq(materials.id, materialId), eq(materials.batchId, batchId)))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" } as const;
    if (current.published === published) return { ok: true, id: materialId } as const;
    const now = new Date();
    await tx
      .update(materials)
      .set({
        published,
        publishedAt: published ? (current.publishedAt ?? now) : current.publishedAt,
        updatedAt: now,
      })
      .where(eq(materials.id, materialId));
    await recordAudit(tx, {
      actor,
      action: published ? "material.published" : "material.unpublished",
      entityType: "material",
      entityId: materialId,
      details: { batchId, title: current.title },
    });
    return { ok: true, id: materialId } as const;
  });
}

/** Deletes a material and its file; the audit row keeps its title. */
export async function deleteMaterial(
  actor: StaffActor,
  batchId: string,
  materialId: string,
): Promise<MaterialChange> {
  return db().transaction(async (tx) => {
    const [gone] = await tx
      .delete(materials)
      .where(and(eq(materials.id, materialId), eq(materials.batchId, batchId)))
      .returning({ title: materials.title });
    if (!gone) return { ok: false, reason: "not_found" } as const;
    await recordAudit(tx, {
      actor,
      action: "material.deleted",
      entityType: "material",
      entityId: materialId,
      details: { batchId, title: gone.title },
    });
    return { ok: true, id: materialId } as const;
  });
}

export interface MaterialDownload {
  id: string;
  title: string;
  mediaType: MaterialMediaType;
  extension: string;
  size: number;
}

/**
 * A material's file as this person may download it, or null: staff who
 * manage the batch (published or not), and students with an active
 * enrolment in the batch once it is published. Visitors, students of other
 * batches, pending or withdrawn students and other staff get null, and the
 * route answers 404 whether or not the id exists.
 */
export async function materialForDownload(
  viewer: Pick<SessionUser, "id" | "role" | "isAdmin"> | null,
  materialId: string,
): Promise<MaterialDownload | null> {
  // Uploads have uuids; the seed's files have readable ids ("python-a-notes-1").
  if (!viewer || !isRecordId(materialId)) return null;
  const [row] = await db()
    .select({
      id: materials.id,
      batchId: materials.batchId,
      title: materials.title,
      kind: materials.kind,
      published: materials.published,
      fileType: materials.fileType,
      fileSize: materials.fileSize,
    })
    .from(materials)
    .where(eq(materials.id, materialId))
    .limit(1);
  if (!row || row.kind !== "file" || !row.fileType || row.fileSize === null) return null;
  const allowed =
    viewer.role === "staff"
      ? await canManageBatch(viewer, row.batchId)
      : row.published && (await hasActiveEnrolment(viewer.id, row.batchId));
  if (!allowed || !Object.hasOwn(MATERIAL_FILE_TYPES, row.fileType)) return null;
  const mediaType = row.fileType as MaterialMediaType;
  return {
    id: row.id,
    title: row.title,
    mediaType,
    extension: MATERIAL_FILE_TYPES[mediaType].extension,
    size: row.fileSize,
  };
}
