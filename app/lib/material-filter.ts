/** SPEC.md Materials: the type filter's values (all, pdf, video, ppt), and the other types trainers hand out. */
export const MATERIAL_FILTERS = ["all", "pdf", "video", "ppt", "doc", "xls", "zip", "link"] as const;
export type MaterialFilter = (typeof MATERIAL_FILTERS)[number];

export function asMaterialFilter(value: unknown): MaterialFilter {
  return (MATERIAL_FILTERS as readonly unknown[]).includes(value) ? (value as MaterialFilter) : "all";
}

/**
 * Case-insensitive text search (title, description or module) combined with
 * the type filter (SPEC.md "Search on ... materials").
 */
export function filterMaterials<
  T extends { title: string; description: string; module: string; type: string },
>(materials: readonly T[], query: string, type: MaterialFilter): T[] {
  const q = query.trim().toLowerCase();
  return materials.filter(
    (m) =>
      (type === "all" || m.type.toLowerCase() === type) &&
      (q === "" ||
        m.title.toLowerCase().includes(q) ||
        m.description.toLowerCase().includes(q) ||
        m.module.toLowerCase().includes(q)),
  );
}
