// Reads a PDF back (pdfjs-dist's legacy build runs on Node 20): its page count and each page's text.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string[]; size: number[] }> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const text: string[] = [];
  let size: number[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    if (n === 1) size = [page.view[2], page.view[3]];
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text, size };
}
