import { FileDown, FileText } from "lucide-react";
import { formatDate } from "~/lib/format";
import { formatPaise } from "~/lib/gst";
import { type DocumentLink, TAX_DOCUMENT_TITLES } from "~/lib/tax-documents";

/**
 * An order's receipt or tax invoice and its credit notes, each as a page to
 * read or print and as a PDF (the student's profile and the staff console).
 */
export function DocumentLinks({ documents }: { documents: DocumentLink[] }) {
  if (!documents.length) return null;
  return (
    <ul className="grid gap-2">
      {documents.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="min-w-0">
            <span className="font-semibold">{TAX_DOCUMENT_TITLES[d.kind]}</span>{" "}
            <span className="font-mono">{d.number}</span>
            <span className="text-ink-muted">
              {" "}
              · {formatDate(d.issuedAt)} · {d.kind === "credit_note" ? "-" : ""}
              {formatPaise(d.totalPaise)}
            </span>
          </span>
          <span className="flex gap-3">
            <a
              href={`/invoices/${d.id}`}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <FileText aria-hidden="true" className="size-4" />
              View<span className="sr-only"> {d.number}</span>
            </a>
            <a
              href={`/invoices/${d.id}/pdf`}
              download
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <FileDown aria-hidden="true" className="size-4" />
              PDF<span className="sr-only"> of {d.number}</span>
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
