import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PDFFont, PDFPage } from "pdf-lib";
import { loadPdfLib, rgb } from "./pdf-lib.server";
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
import { formatPaise } from "~/lib/gst";

/*
 * A receipt, tax invoice or credit note as an A4 PDF (pdf-lib). DejaVu Sans
 * Condensed is embedded, subset to the characters used (~15 KB a PDF), so the
 * ₹ sign and Latin, Greek and Cyrillic names print; the standard PDF fonts
 * have no ₹. (Noto Sans loses glyphs in @pdf-lib/fontkit's subsetter, and
 * unsubset it makes a 640 KB receipt: docs/decisions/162.)
 */

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

function fontFiles() {
  fonts ??= Promise.all([
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf")),
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf")),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const BRAND = rgb(0.1, 0.22, 0.81);
const LINE = rgb(0.85, 0.88, 0.92);

/** Splits text into lines no wider than `width` at this size (words longer than a line are cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  y = A4.height - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(
    text: string,
    opts: { x?: number; size?: number; bold?: boolean; colour?: typeof INK; width?: number } = {},
  ) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    const x = opts.x ?? MARGIN;
    for (const line of wrap(text, font, size, opts.width ?? A4.width - x - MARGIN)) {
      this.y -= size * 1.4;
      this.page.drawText(line, { x, y: this.y, size, font, color: opts.colour ?? INK });
    }
  }

  /** Text ending at the right margin. */
  right(text: string, y: number, opts: { size?: number; bold?: boolean; colour?: typeof INK } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    const x = A4.width - MARGIN - font.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x, y, size, font, color: opts.colour ?? INK });
  }

  rule(gap = 10) {
    this.y -= gap;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: LINE,
    });
  }
}

export async function renderTaxDocumentPdf(doc: TaxDocumentView): Promise<Uint8Array> {
  const { PDFDocument, fontkit } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const files = await fontFiles();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  const title = TAX_DOCUMENT_TITLES[doc.kind];
  const headings = documentHeadings(doc);
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setAuthor(doc.supplier.name);
  pdf.setSubject(`${title} for order ${doc.orderId}`);
  pdf.setCreationDate(new Date(doc.issuedAt));
  const page = pdf.addPage([A4.width, A4.height]);
  const w = new Writer(page, regular, bold);

  // Header: the supplier on the left, the document's title and facts on the right.
  const top = w.y;
  w.right(title.toUpperCase(), top - 18, { size: 18, bold: true, colour: BRAND });
  let factsY = top - 40;
  for (const fact of documentFacts(doc)) {
    w.right(`${fact.label}: ${fact.value}`, factsY, { size: 9.5 });
    factsY -= 14;
  }
  w.text(doc.supplier.name, { size: 15, bold: true, width: 270 });
  for (const line of supplierLines(doc)) w.text(line, { size: 9.5, colour: MUTED, width: 270 });
  w.y = Math.min(w.y, factsY);
  w.rule(14);

  w.y -= 6;
  w.text(headings.buyer, { size: 9, bold: true, colour: MUTED });
  buyerLines(doc).forEach((line, i) => w.text(line, { size: i === 0 ? 11 : 9.5, bold: i === 0 }));
  w.rule(14);

  // The one line of supply.
  const columns = { sac: A4.width - MARGIN - 190, amount: A4.width - MARGIN };
  w.y -= 16;
  page.drawText("Description", { x: MARGIN, y: w.y, size: 9, font: bold, color: MUTED });
  if (doc.sac) page.drawText("SAC", { x: columns.sac, y: w.y, size: 9, font: bold, color: MUTED });
  w.right(headings.amountColumn, w.y, { size: 9, bold: true, colour: MUTED });
  const rowTop = w.y - 4;
  w.text(doc.description, { size: 10.5, width: columns.sac - MARGIN - 16 });
  if (doc.sac)
    page.drawText(doc.sac, { x: columns.sac, y: rowTop - 14.7, size: 10.5, font: regular, color: INK });
  w.right(formatPaise(doc.taxablePaise), rowTop - 14.7, { size: 10.5 });
  w.rule(12);

  // Totals, right-aligned.
  const rows = amountRows(doc);
  rows.forEach((row, i) => {
    const last = i === rows.length - 1;
    w.y -= last ? 20 : 16;
    page.drawText(row.label, {
      x: columns.sac,
      y: w.y,
      size: last ? 11 : 10,
      font: last ? bold : regular,
      color: INK,
    });
    w.right(row.value, w.y, { size: last ? 11 : 10, bold: last });
  });
  w.y -= 8;
  w.text(amountInWords(doc.totalPaise), { size: 9.5, colour: MUTED });
  w.rule(14);

  w.y -= 4;
  w.text(headings.payment, { size: 9, bold: true, colour: MUTED });
  w.text(`${doc.method}${doc.reference ? `, reference ${doc.reference}` : ""}`, { size: 10 });
  w.y -= 10;
  for (const note of documentNotes(doc)) w.text(note, { size: 8.5, colour: MUTED });
  return pdf.save();
}
