import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PDFFont, PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { finalExamLine, formatCourseDates, formatLiveHours } from "~/lib/certificates";
import { formatDate } from "~/lib/format";
import { degrees, loadPdfLib, rgb } from "./documents/pdf-lib.server";

/*
 * The certificate document (docs/decisions/172): one landscape A4 page drawn
 * with pdf-lib in the brand's colours, the QR code of the verification page
 * drawn as vector squares. The site uses system fonts, which a PDF cannot
 * rely on: it embeds Noto Sans and Noto Serif (subset to the characters
 * used), which cover Indian names written in Latin script with diacritics
 * (Ā, ṛ, ṣ, ñ ...), where the PDF standard fonts stop at Latin-1.
 */

export interface CertificateDocument {
  code: string;
  studentName: string;
  courseTitle: string;
  batchName: string;
  startDate: string;
  endDate: string;
  liveMinutes: number;
  finalExamScore: number | null;
  finalExamTotal: number | null;
  signatoryName: string;
  signatoryTitle: string;
  issuedAt: Date;
  isSample: boolean;
}

const hex = (value: string) =>
  rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  );

// styles/theme.css: brand-700, brand-950, brand-100, accent-500, ink, ink-muted.
const BRAND = hex("#1a37cf");
const BRAND_DARK = hex("#161f50");
const BRAND_LIGHT = hex("#dae6ff");
const ACCENT = hex("#f97316");
const INK = hex("#0f172a");
const MUTED = hex("#475569");

const FONT_FILES = {
  regular: "NotoSans_400Regular.ttf",
  bold: "NotoSans_700Bold.ttf",
  serif: "NotoSerif_700Bold.ttf",
} as const;
type FontName = keyof typeof FONT_FILES;

let fontBytes: Promise<Record<FontName, Uint8Array>> | undefined;

/** app/server/fonts, from the source (tsx, vitest) or from the build (build/server/index.js). */
function fontsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, "fonts"),
    path.resolve(here, "../../app/server/fonts"),
    path.resolve(process.cwd(), "app/server/fonts"),
  ];
  return candidates.find((c) => existsSync(path.join(c, FONT_FILES.regular))) ?? candidates[0];
}

/** The font files, read once per process (about 220 KB; each document embeds only the glyphs it uses). */
function loadFonts() {
  fontBytes ??= (async () => {
    const folder = fontsFolder();
    const entries = await Promise.all(
      (Object.keys(FONT_FILES) as FontName[]).map(
        async (name) => [name, new Uint8Array(await readFile(path.join(folder, FONT_FILES[name])))] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<FontName, Uint8Array>;
  })();
  return fontBytes;
}

type Fonts = Record<FontName, PDFFont>;

/** Text centred on x, shrunk (down to `min` points) until it fits `maxWidth`. */
function centred(
  page: PDFPage,
  text: string,
  o: {
    x: number;
    y: number;
    font: PDFFont;
    size: number;
    color: ReturnType<typeof rgb>;
    maxWidth: number;
    min?: number;
  },
) {
  let size = o.size;
  while (size > (o.min ?? 8) && o.font.widthOfTextAtSize(text, size) > o.maxWidth) size -= 0.5;
  const width = o.font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: o.x - width / 2, y: o.y, size, font: o.font, color: o.color });
}

/** The brand mark of public/logo.svg (32 x 32), drawn at (x, y) scaled to `size`. */
function drawLogo(page: PDFPage, x: number, y: number, size: number) {
  const scale = size / 32;
  const at = { x, y: y + size, scale };
  page.drawSvgPath("M8 0H24A8 8 0 0 1 32 8V24A8 8 0 0 1 24 32H8A8 8 0 0 1 0 24V8A8 8 0 0 1 8 0Z", {
    ...at,
    color: BRAND,
  });
  page.drawSvgPath("M16 7 4 12.5 16 18l12-5.5L16 7Z", { ...at, color: rgb(1, 1, 1) });
  page.drawSvgPath("M9 15.5v4.2c0 1.6 3.1 3.3 7 3.3s7-1.7 7-3.3v-4.2L16 19l-7-3.5Z", {
    ...at,
    color: ACCENT,
  });
  page.drawSvgPath("M25.2 13h1.6v6h-1.6Z", { ...at, color: rgb(1, 1, 1) });
}

/** The QR code of `text`, as dark squares (runs of a row merged) in a `size`-point square at (x, y). */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < n; row++) {
    let start = -1;
    for (let col = 0; col <= n; col++) {
      const dark = col < n && qr.modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + (quiet + start) * cell,
          y: y + size - (quiet + row + 1) * cell,
          width: (col - start) * cell,
          height: cell,
          color: INK,
        });
        start = -1;
      }
    }
  }
}

function drawFrame(page: PDFPage, width: number, height: number) {
  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(1, 1, 1) });
  page.drawRectangle({ x: 0, y: height - 10, width, height: 10, color: BRAND });
  page.drawRectangle({ x: 0, y: 0, width, height: 10, color: BRAND });
  page.drawRectangle({ x: 0, y: 10, width: 240, height: 4, color: ACCENT });
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: BRAND_LIGHT,
    borderWidth: 1.5,
  });
}

function drawSampleMark(page: PDFPage, fonts: Fonts, width: number, height: number) {
  const text = "SAMPLE · NOT A REAL CERTIFICATE";
  const size = 44;
  const w = fonts.bold.widthOfTextAtSize(text, size);
  const angle = 24;
  const rad = (angle * Math.PI) / 180;
  page.drawText(text, {
    x: width / 2 - (w / 2) * Math.cos(rad),
    y: height / 2 - (w / 2) * Math.sin(rad) - 20,
    size,
    font: fonts.bold,
    color: hex("#dc2626"),
    opacity: 0.18,
    rotate: degrees(angle),
  });
}

/** The certificate as a one-page landscape PDF. */
export async function renderCertificatePdf(
  doc: CertificateDocument,
  site: { brandName: string; verifyUrl: string },
): Promise<Uint8Array> {
  const { PDFDocument, fontkit } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = await loadFonts();
  const fonts: Fonts = {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
    serif: await pdf.embedFont(bytes.serif, { subset: true }),
  };
  const title = `${doc.isSample ? "Sample certificate" : "Certificate"}: ${doc.studentName}, ${doc.courseTitle}`;
  pdf.setTitle(title);
  pdf.setAuthor(site.brandName);
  pdf.setSubject(`Certificate of completion ${doc.code}`);
  pdf.setCreator(site.brandName);
  pdf.setProducer(site.brandName);
  pdf.setCreationDate(doc.issuedAt);
  pdf.setModificationDate(doc.issuedAt);
  pdf.setLanguage("en-IN");

  const page = pdf.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  const mid = width / 2;
  drawFrame(page, width, height);

  // Header: the brand on the left, the code on the right.
  drawLogo(page, 56, height - 92, 38);
  page.drawText(site.brandName, { x: 104, y: height - 80, size: 18, font: fonts.bold, color: BRAND_DARK });
  const codeLabel = doc.isSample ? "Sample: not verifiable" : "Certificate ID";
  const codeLabelWidth = fonts.regular.widthOfTextAtSize(codeLabel, 9);
  page.drawText(codeLabel, {
    x: width - 56 - codeLabelWidth,
    y: height - 66,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  const codeWidth = fonts.bold.widthOfTextAtSize(doc.code, 12);
  page.drawText(doc.code, {
    x: width - 56 - codeWidth,
    y: height - 82,
    size: 12,
    font: fonts.bold,
    color: INK,
  });

  // The statement.
  centred(page, "CERTIFICATE OF COMPLETION", {
    x: mid,
    y: height - 150,
    font: fonts.bold,
    size: 15,
    color: BRAND,
    maxWidth: 600,
  });
  centred(page, "This is to certify that", {
    x: mid,
    y: height - 190,
    font: fonts.regular,
    size: 13,
    color: MUTED,
    maxWidth: 600,
  });
  centred(page, doc.studentName, {
    x: mid,
    y: height - 242,
    font: fonts.serif,
    size: 40,
    color: BRAND_DARK,
    maxWidth: 660,
    min: 20,
  });
  page.drawRectangle({ x: mid - 70, y: height - 258, width: 140, height: 2.5, color: ACCENT });
  centred(page, "has successfully completed the live, instructor-led course", {
    x: mid,
    y: height - 290,
    font: fonts.regular,
    size: 13,
    color: MUTED,
    maxWidth: 600,
  });
  centred(page, doc.courseTitle, {
    x: mid,
    y: height - 324,
    font: fonts.bold,
    size: 24,
    color: BRAND,
    maxWidth: 660,
    min: 14,
  });
  const facts = [
    doc.batchName,
    formatCourseDates(doc.startDate, doc.endDate),
    `${formatLiveHours(doc.liveMinutes)} of live classes`,
  ].join("  ·  ");
  centred(page, facts, { x: mid, y: height - 354, font: fonts.regular, size: 11, color: INK, maxWidth: 680 });
  const exam = finalExamLine(doc.finalExamScore, doc.finalExamTotal);
  if (exam) {
    centred(page, `Final exam: ${exam}`, {
      x: mid,
      y: height - 374,
      font: fonts.regular,
      size: 11,
      color: INK,
      maxWidth: 680,
    });
  }

  // The signature block, bottom left.
  const signY = 112;
  page.drawLine({ start: { x: 72, y: signY }, end: { x: 292, y: signY }, thickness: 0.75, color: MUTED });
  page.drawText(doc.signatoryName, { x: 72, y: signY - 18, size: 12, font: fonts.bold, color: INK });
  page.drawText(doc.signatoryTitle, { x: 72, y: signY - 33, size: 10, font: fonts.regular, color: MUTED });
  page.drawText(`Issued on ${formatDate(doc.issuedAt)} by ${site.brandName}`, {
    x: 72,
    y: signY - 48,
    size: 10,
    font: fonts.regular,
    color: MUTED,
  });

  // Verification, bottom right: the QR code and the address it encodes.
  const qrSize = 96;
  const qrX = width - 72 - qrSize;
  drawQr(page, site.verifyUrl, qrX, 74, qrSize);
  const verifyText = doc.isSample ? "Sample: this code verifies nothing" : "Scan or visit to verify";
  const vw = fonts.regular.widthOfTextAtSize(verifyText, 8.5);
  page.drawText(verifyText, {
    x: qrX + qrSize / 2 - vw / 2,
    y: 62,
    size: 8.5,
    font: fonts.regular,
    color: MUTED,
  });
  const shortUrl = site.verifyUrl.replace(/^https?:\/\//, "");
  let urlSize = 8;
  while (urlSize > 5 && fonts.regular.widthOfTextAtSize(shortUrl, urlSize) > 260) urlSize -= 0.5;
  const uw = fonts.regular.widthOfTextAtSize(shortUrl, urlSize);
  page.drawText(shortUrl, {
    x: Math.min(qrX + qrSize / 2 - uw / 2, width - 40 - uw),
    y: 50,
    size: urlSize,
    font: fonts.regular,
    color: BRAND,
  });

  if (doc.isSample) drawSampleMark(page, fonts, width, height);
  return pdf.save();
}
