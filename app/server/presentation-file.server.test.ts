import path from "node:path/posix";
import { describe, expect, it } from "vitest";
import { asFile } from "../../tests/support/material-files";
import { checkMaterialFile } from "./material-files.server";
import { pptxPresentation } from "./presentation-file.server";

/** The parts of a stored (uncompressed) ZIP, by name. */
function parts(zip: Uint8Array): Map<string, string> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const out = new Map<string, string>();
  const decoder = new TextDecoder();
  for (let at = 0; view.getUint32(at, true) === 0x04034b50;) {
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extra = view.getUint16(at + 28, true);
    const name = decoder.decode(zip.subarray(at + 30, at + 30 + nameLength));
    const start = at + 30 + nameLength + extra;
    out.set(name, decoder.decode(zip.subarray(start, start + size)));
    at = start + size;
  }
  return out;
}

const slides = [
  { title: "Module 1: Python Fundamentals", bullets: ["Variables & types", "if <condition>: blocks"] },
  { title: "What this module covers", bullets: ["Loops", "Functions"] },
];

describe("the seed's slides are a real PowerPoint file (a minimal, complete PresentationML package)", () => {
  it("is recognised from its bytes as a presentation (what a trainer's upload is checked against)", async () => {
    const bytes = pptxPresentation(slides, { title: "Module 1 slides" });
    const file = asFile(bytes, "slides.pptx");
    expect(await checkMaterialFile(file)).toMatchObject({ ok: true, type: "PPT", extension: "pptx" });
  });

  it("has a presentation, slide master, layout, theme and one part per slide, each related and typed", () => {
    const zip = parts(pptxPresentation(slides, { title: "Module 1 slides" }));
    for (const name of [
      "[Content_Types].xml",
      "_rels/.rels",
      "ppt/presentation.xml",
      "ppt/slideMasters/slideMaster1.xml",
      "ppt/slideLayouts/slideLayout1.xml",
      "ppt/theme/theme1.xml",
      "ppt/slides/slide1.xml",
      "ppt/slides/slide2.xml",
    ])
      expect(zip.has(name), name).toBe(true);
    const types = zip.get("[Content_Types].xml")!;
    for (const name of zip.keys()) {
      if (name.endsWith(".rels") || name === "[Content_Types].xml") continue;
      expect(types, `content type of ${name}`).toContain(`PartName="/${name}"`);
    }
    // Every relationship points at a part of the package.
    for (const [name, xml] of zip) {
      if (!name.endsWith(".rels")) continue;
      const base = path.dirname(path.dirname(name));
      for (const [, target] of xml.matchAll(/Target="([^"]+)"/g))
        expect(zip.has(path.normalize(path.join(base, target))), `${name} -> ${target}`).toBe(true);
    }
    expect(zip.get("ppt/presentation.xml")!.match(/<p:sldId /g)).toHaveLength(2);
  });

  it("writes the text escaped, so a title with & and < stays one well-formed part", () => {
    const slide = parts(pptxPresentation(slides, { title: "Slides" })).get("ppt/slides/slide1.xml")!;
    expect(slide).toContain("<a:t>Variables &amp; types</a:t>");
    expect(slide).toContain("<a:t>if &lt;condition&gt;: blocks</a:t>");
  });
});
