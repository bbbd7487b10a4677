import {
  BookOpen,
  Download,
  ExternalLink,
  FileArchive,
  FileSpreadsheet,
  FileText,
  Link2,
  Presentation,
  Video,
} from "lucide-react";
import { PortalLink } from "~/components/portal/portal-link";
import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/lib/format";
import type { MaterialType, PortalMaterial } from "~/lib/portal-types";

export const MATERIAL_ICONS: Record<MaterialType, typeof FileText> = {
  PDF: FileText,
  PPT: Presentation,
  DOC: FileText,
  XLS: FileSpreadsheet,
  ZIP: FileArchive,
  Video,
  Link: Link2,
};
const tone: Record<MaterialType, string> = {
  PDF: "bg-red-50 text-red-700",
  PPT: "bg-amber-50 text-amber-800",
  DOC: "bg-sky-50 text-sky-800",
  XLS: "bg-green-50 text-green-800",
  ZIP: "bg-slate-100 text-slate-700",
  Video: "bg-violet-50 text-violet-700",
  Link: "bg-brand-50 text-brand-800",
};

const linkClass =
  "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/**
 * A study material: type, title, module, real size, date, and "Download" (a
 * file) or "Open" (a link); a PDF also "View" (SPEC.md's View and Download),
 * which the browser shows itself, so notes can be read on a phone.
 */
export function MaterialItem({ material, compact = false }: { material: PortalMaterial; compact?: boolean }) {
  const Icon = MATERIAL_ICONS[material.type];
  const file = material.kind === "file";
  return (
    <article className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[auto_1fr_auto]">
      <span
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${tone[material.type]}`}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-ink">{material.title}</h3>
          <Badge variant="secondary">{material.type}</Badge>
        </div>
        {compact || !material.description ? null : (
          <p className="mt-1 text-sm text-ink-muted">{material.description}</p>
        )}
        <p className="mt-1 text-sm text-ink-muted">
          {material.module}
          {material.size ? ` · ${material.size}` : ""} ·{" "}
          <time dateTime={material.uploadedAt}>{formatDate(material.uploadedAt)}</time>
        </p>
      </div>
      <div className="col-start-2 flex shrink-0 flex-wrap gap-2 sm:col-start-3">
        {material.viewHref ? <ViewLink href={material.viewHref} material={material} /> : null}
        {file && material.href.startsWith("/materials/") ? (
          // A plain link: the server answers with the file as an attachment, not a page.
          <a href={material.href} className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}>
            <Download aria-hidden="true" className="size-4" />
            Download
            <span className="sr-only">
              {" "}
              {material.title} ({material.type}, {material.size})
            </span>
          </a>
        ) : (
          <PortalLink
            href={material.href}
            label={` ${material.title}`}
            className={`${linkClass} border border-slate-300 text-ink hover:border-brand-600 hover:bg-brand-50`}
          >
            {file ? (
              <Download aria-hidden="true" className="size-4" />
            ) : (
              <ExternalLink aria-hidden="true" className="size-4" />
            )}
            {file ? "Download" : "Open"}
          </PortalLink>
        )}
      </div>
    </article>
  );
}

/** "View": the PDF in the browser (a plain link: the server answers with the file inline, not a page). */
function ViewLink({ href, material }: { href: string; material: PortalMaterial }) {
  const className = `${linkClass} border border-slate-300 text-ink hover:border-brand-600 hover:bg-brand-50`;
  const words = ` ${material.title} (${material.type})`;
  if (!href.startsWith("/materials/")) {
    return (
      <PortalLink href={href} label={words} className={className}>
        <BookOpen aria-hidden="true" className="size-4" />
        View
      </PortalLink>
    );
  }
  return (
    <a href={href} className={className}>
      <BookOpen aria-hidden="true" className="size-4" />
      View
      <span className="sr-only">{words}</span>
    </a>
  );
}
