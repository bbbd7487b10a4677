/*
 * Real files of every kind a trainer uploads (and some they must not), built
 * in memory: the same writers the seed uses, plus a PowerPoint skeleton.
 */
import { docxDocument, pdfDocument, xlsxWorkbook, zipArchive } from "../../app/server/document-files.server";

export const samplePdf = () =>
  pdfDocument(
    [
      { kind: "title", text: "Module 7: Django Essentials" },
      { kind: "bullet", text: "Models, views and templates" },
    ],
    { title: "Module 7 notes" },
  );

export const sampleDocx = () => docxDocument([{ kind: "title", text: "Assignment brief" }]);

export const sampleXlsx = () =>
  xlsxWorkbook("Marks", [
    ["Name", "Score"],
    ["Asha", 42],
  ]);

export const sampleZip = () => zipArchive([{ name: "starter/README.md", content: "# Starter\n" }]);

/** The parts of a .pptx that say what it is (enough for any type check that reads the package). */
export const samplePptx = () =>
  zipArchive([
    {
      name: "[Content_Types].xml",
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    },
    {
      name: "ppt/presentation.xml",
      content:
        '<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    },
  ]);

/** A Windows program (MZ header), an HTML page and an old Office file: none may be uploaded. */
export const windowsProgram = () =>
  new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
export const htmlPage = () => new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
export const legacyOffice = () =>
  new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);

export function asFile(bytes: Uint8Array, name: string, type = "application/octet-stream"): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}
