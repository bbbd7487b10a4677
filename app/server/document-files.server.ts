/*
 * Small, real documents written from text: a PDF, a Word document, an Excel
 * workbook and a ZIP archive. The seed hands them out as study materials (a
 * module's notes, the course plan, a practice tracker, a starter project)
 * and the tests upload them. Each opens in the usual programs; none needs a
 * library: a stored (uncompressed) ZIP and a one-font PDF are short formats.
 */
import { crc32 } from "node:zlib";
import { escapeHtml as xmlText } from "~/lib/html-escape";

const encoder = new TextEncoder();

// ---------------------------------------------------------------- ZIP

export interface ZipEntry {
  name: string;
  content: string | Uint8Array;
}

/** A ZIP archive with the entries stored (no compression), dated 1 Jan 2026. */
export function zipArchive(entries: readonly ZipEntry[]): Uint8Array {
  const DOS_TIME = 0;
  const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const data = typeof entry.content === "string" ? encoder.encode(entry.content) : entry.content;
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, 0x0800, true); // UTF-8 names
    local.setUint16(8, 0, true); // stored
    local.setUint16(10, DOS_TIME, true);
    local.setUint16(12, DOS_DATE, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.byteLength, true);
    local.setUint32(22, data.byteLength, true);
    local.setUint16(26, name.byteLength, true);
    local.setUint16(28, 0, true);
    locals.push(new Uint8Array(local.buffer), name, data);

    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, 0x0800, true);
    central.setUint16(10, 0, true);
    central.setUint16(12, DOS_TIME, true);
    central.setUint16(14, DOS_DATE, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.byteLength, true);
    central.setUint32(24, data.byteLength, true);
    central.setUint16(28, name.byteLength, true);
    central.setUint32(42, offset, true);
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.byteLength + data.byteLength;
  }
  const centralSize = centrals.reduce((n, part) => n + part.byteLength, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  return concat([...locals, ...centrals, new Uint8Array(end.buffer)]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

// ---------------------------------------------------------------- PDF

/** Text the standard PDF fonts can show: typographic punctuation folded to ASCII, the rest dropped. */
function pdfText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/₹/g, "Rs ")
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface PdfBlock {
  kind: "title" | "heading" | "text" | "bullet";
  text: string;
}

/** An A4 PDF of headings, paragraphs and bullets in Helvetica, as many pages as it takes. */
export function pdfDocument(blocks: readonly PdfBlock[], info: { title: string }): Uint8Array {
  const PAGE_W = 595;
  const PAGE_H = 842;
  const MARGIN = 56;
  type Line = { size: number; bold: boolean; text: string; indent: number; gapBefore: number };
  const lines: Line[] = [];
  for (const block of blocks) {
    if (block.kind === "title")
      lines.push(
        ...wrap(block.text, 40).map((t, i) => ({
          size: 20,
          bold: true,
          text: t,
          indent: 0,
          gapBefore: i ? 0 : 0,
        })),
      );
    if (block.kind === "heading")
      lines.push(
        ...wrap(block.text, 60).map((t, i) => ({
          size: 14,
          bold: true,
          text: t,
          indent: 0,
          gapBefore: i ? 0 : 12,
        })),
      );
    if (block.kind === "text")
      lines.push(
        ...wrap(block.text, 88).map((t, i) => ({
          size: 11,
          bold: false,
          text: t,
          indent: 0,
          gapBefore: i ? 0 : 6,
        })),
      );
    if (block.kind === "bullet")
      lines.push(
        ...wrap(block.text, 82).map((t, i) => ({
          size: 11,
          bold: false,
          text: i ? t : `- ${t}`,
          indent: i ? 10 : 0,
          gapBefore: i ? 0 : 3,
        })),
      );
  }
  const pages: string[] = [];
  let stream = "";
  let y = PAGE_H - MARGIN;
  for (const line of lines) {
    const height = line.size * 1.4 + line.gapBefore;
    if (y - height < MARGIN && stream) {
      pages.push(stream);
      stream = "";
      y = PAGE_H - MARGIN;
    }
    y -= height;
    stream += `BT /${line.bold ? "F2" : "F1"} ${line.size} Tf ${MARGIN + line.indent} ${y.toFixed(1)} Td (${pdfText(line.text)}) Tj ET\n`;
  }
  pages.push(stream);

  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${6 + i * 2} 0 R`).join(" ");
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  objects.push(`<< /Title (${pdfText(info.title)}) /Producer (TechPro Academy) >>`);
  pages.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
  });
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so string offsets are byte offsets.
  return encoder.encode(out);
}

// ---------------------------------------------------------------- Office Open XML

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const PACKAGE_RELS = (target: string) =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`;

/** A Word document (.docx) of headings and paragraphs. */
export function docxDocument(blocks: readonly PdfBlock[]): Uint8Array {
  const paragraphs = blocks
    .map((b) => {
      const size = b.kind === "title" ? 36 : b.kind === "heading" ? 28 : 22;
      const bold = b.kind === "title" || b.kind === "heading" ? "<w:b/>" : "";
      const text = b.kind === "bullet" ? `• ${b.text}` : b.text;
      return `<w:p><w:r><w:rPr>${bold}<w:sz w:val="${size}"/></w:rPr><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
    })
    .join("");
  return zipArchive([
    {
      name: "[Content_Types].xml",
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    { name: "_rels/.rels", content: PACKAGE_RELS("word/document.xml") },
    {
      name: "word/document.xml",
      content: `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    },
  ]);
}

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** An Excel workbook (.xlsx) with one sheet; the first row is bold-free headings, every cell text or a number. */
export function xlsxWorkbook(sheetName: string, rows: readonly (readonly (string | number)[])[]): Uint8Array {
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${columnName(c)}${r + 1}`;
          return typeof value === "number"
            ? `<c r="${ref}"><v>${value}</v></c>`
            : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
        })
        .join("");
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join("");
  return zipArchive([
    {
      name: "[Content_Types].xml",
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    { name: "_rels/.rels", content: PACKAGE_RELS("xl/workbook.xml") },
    {
      name: "xl/workbook.xml",
      content: `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      content: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: "xl/worksheets/sheet1.xml",
      content: `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    },
  ]);
}
