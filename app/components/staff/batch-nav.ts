/**
 * The sub-pages of a batch in the staff console (/staff/batches/:batchId/...),
 * in the order the batch page's section navigation lists them. One list:
 * each batch-scoped page appends its entry here.
 */
export interface BatchNavItem {
  /** Path segment after /staff/batches/:batchId/ ("" is the batch page itself). */
  segment: string;
  label: string;
}

export const BATCH_NAV: readonly BatchNavItem[] = [
  { segment: "", label: "Overview" },
  { segment: "classes", label: "Classes" },
  { segment: "announcements", label: "Announcements" },
  { segment: "modules", label: "Modules" },
  { segment: "materials", label: "Materials" },
  { segment: "exams", label: "Exams" },
  { segment: "certificates", label: "Certificates" },
  { segment: "trainers", label: "Trainers" },
];

/** The URL of a batch's sub-page. */
export function batchPath(batchId: string, segment = ""): string {
  const base = `/staff/batches/${encodeURIComponent(batchId)}`;
  return segment ? `${base}/${segment}` : base;
}
