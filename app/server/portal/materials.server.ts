import { desc, eq } from "drizzle-orm";
import type { PortalMaterial } from "~/lib/portal-types";
import { db } from "../db/client.server";
import { materials } from "../db/schema.server";

/** The batch's study materials, newest first; none without an active batch (null). */
export async function listMaterials(batchId: string | null, limit = 200): Promise<PortalMaterial[]> {
  if (!batchId) return [];
  const rows = await db()
    .select()
    .from(materials)
    .where(eq(materials.batchId, batchId))
    .orderBy(desc(materials.uploadedAt))
    .limit(limit);
  return rows.map((m) => ({
    id: m.id,
    title: m.title,
    description: m.description,
    type: m.type,
    module: m.module,
    size: m.size,
    uploadedAt: m.uploadedAt.toISOString(),
    downloadUrl: m.downloadUrl,
    viewUrl: m.viewUrl,
  }));
}
