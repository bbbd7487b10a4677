import { FileDown, Printer } from "lucide-react";
import { Button } from "~/components/ui/button";
import { formatPaise } from "~/lib/gst";
import {
  amountInWords,
  amountRows,
  buyerLines,
  documentFacts,
  documentHeadings,
  documentNotes,
  supplierLines,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentView,
} from "~/lib/tax-documents";

/** A receipt, tax invoice or credit note as a page: the same facts as its PDF, printable. */
export function TaxDocument({ doc, backHref }: { doc: TaxDocumentView; backHref: string }) {
  const title = TAX_DOCUMENT_TITLES[doc.kind];
  const rows = amountRows(doc);
  const headings = documentHeadings(doc);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12 print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a
          href={backHref}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          Back
        </a>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={`/invoices/${doc.id}/pdf`} download>
              <FileDown aria-hidden="true" />
              Download PDF
            </a>
          </Button>
          <Button variant="outline" size="sm" type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      <article className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8 print:border-0 print:shadow-none">
        <header className="flex flex-col-reverse gap-6 sm:flex-row sm:justify-between">
          <div className="min-w-0">
            <p className="text-lg font-bold">{doc.supplier.name}</p>
            {supplierLines(doc).map((line) => (
              <p key={line} className="text-sm text-ink-muted">
                {line}
              </p>
            ))}
          </div>
          <div className="sm:text-right">
            <h1 className="text-2xl font-extrabold tracking-wide text-brand-700 uppercase">{title}</h1>
            <dl className="mt-2 grid gap-0.5 text-sm">
              {documentFacts(doc).map((fact) => (
                <div key={fact.label} className="flex gap-1 sm:justify-end">
                  <dt className="text-ink-muted">{fact.label}:</dt>
                  <dd className="font-semibold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </header>

        <section aria-labelledby="buyer" className="mt-6 border-t border-line pt-4">
          <h2 id="buyer" className="text-xs font-bold tracking-wide text-ink-muted uppercase">
            {headings.buyer}
          </h2>
          {buyerLines(doc).map((line, i) => (
            <p key={line} className={i === 0 ? "font-semibold" : "text-sm"}>
              {line}
            </p>
          ))}
        </section>

        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">What was supplied</caption>
            <thead className="border-y border-line text-xs text-ink-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-bold">
                  Description
                </th>
                {doc.sac ? (
                  <th scope="col" className="py-2 pr-3 font-bold">
                    SAC
                  </th>
                ) : null}
                <th scope="col" className="py-2 text-right font-bold">
                  {headings.amountColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-line align-top">
                <td className="py-3 pr-3">{doc.description}</td>
                {doc.sac ? <td className="py-3 pr-3 font-mono">{doc.sac}</td> : null}
                <td className="py-3 text-right tabular-nums">{formatPaise(doc.taxablePaise)}</td>
              </tr>
            </tbody>
          </table>
        </div>

        <dl className="mt-4 ml-auto grid max-w-xs gap-1 text-sm">
          {rows.map((row, i) => (
            <div
              key={row.label}
              className={`flex justify-between gap-6 ${i === rows.length - 1 ? "mt-1 border-t border-line pt-2 text-base font-bold" : ""}`}
            >
              <dt>{row.label}</dt>
              <dd className="tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink-muted">{amountInWords(doc.totalPaise)}</p>

        <section aria-labelledby="paid" className="mt-6 border-t border-line pt-4 text-sm">
          <h2 id="paid" className="text-xs font-bold tracking-wide text-ink-muted uppercase">
            {headings.payment}
          </h2>
          <p>
            {doc.method}
            {doc.reference ? (
              <>
                , reference <span className="font-mono break-all">{doc.reference}</span>
              </>
            ) : null}
          </p>
        </section>
        <ul className="mt-6 grid gap-1 text-xs text-ink-muted">
          {documentNotes(doc).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </article>
    </main>
  );
}
