import { DEMO_LINK_PATH } from "~/content/batches";
import { labelFor } from "~/lib/course-modules";
import { formatFileSize, isViewable } from "~/lib/materials";
import type { PortalMaterial } from "~/lib/portal-types";
import { batchCourse } from "../course-progress.server";
import { listPublishedMaterials } from "../materials.server";

/** Where a file is downloaded from (for its batch's students and staff only). */
export const materialDownloadPath = (id: string) => `/materials/${id}/download`;
/** Where a PDF opens in the browser: the same guarded route, inline. */
export const materialViewPath = (id: string) => `${materialDownloadPath(id)}?view`;

/**
 * The batch's published study materials, newest first; none without an
 * active batch (null). Files show their real size and lead to the guarded
 * download; links lead to their address. The demo batch's lead to the demo
 * page instead (decision 12).
 */
export async function listMaterials(batchId: string | null, limit = 200): Promise<PortalMaterial[]> {
  if (!batchId) return [];
  const batch = await batchCourse(batchId);
  if (!batch) return [];
  const { modules } = batch;
  const rows = await listPublishedMaterials(batchId, limit);
  return rows.map((m) => ({
    id: m.id,
    title: m.title,
    description: m.description,
    type: m.type,
    kind: m.kind,
    module: labelFor(modules, m.module),
    size: m.kind === "file" && m.fileSize !== null ? formatFileSize(m.fileSize) : null,
    uploadedAt: (m.publishedAt ?? m.createdAt).toISOString(),
    href: batch.isDemo
      ? m.url?.startsWith(DEMO_LINK_PATH)
        ? m.url
        : `${DEMO_LINK_PATH}?to=material`
      : m.kind === "file"
        ? materialDownloadPath(m.id)
        : (m.url ?? ""),
    viewHref:
      m.kind !== "file" || !isViewable(m.fileType)
        ? null
        : batch.isDemo
          ? `${DEMO_LINK_PATH}?to=material`
          : materialViewPath(m.id),
  }));
}
