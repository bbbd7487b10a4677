/*
 * A small, real PowerPoint file (PPTX, ECMA-376 PresentationML) written from
 * text: one slide per section, a title and bullet points. The seed hands it
 * out as a module's slides (docs/decisions/205). It carries every part
 * PowerPoint requires of a package (presentation, slide master, slide
 * layout, theme and the slides, with their relationships and content
 * types), so it opens in PowerPoint, LibreOffice Impress, Keynote and
 * Google Slides. Text boxes sit at fixed places on a blank layout: no
 * placeholders to inherit from.
 */
import { escapeHtml as esc } from "~/lib/html-escape";
import { zipArchive } from "./document-files.server";

export interface Slide {
  title: string;
  bullets: readonly string[];
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_A = "http://schemas.openxmlformats.org/drawingml/2006/main";
const NS_R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const NS_P = "http://schemas.openxmlformats.org/presentationml/2006/main";
const NS = `xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}"`;
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const CT = "application/vnd.openxmlformats-officedocument";
const CORE_PROPERTIES =
  "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties";

/** 16:9 slide, in EMU (914,400 per inch). */
const WIDTH = 12_192_000;
const HEIGHT = 6_858_000;

function rels(items: readonly { id: string; type: string; target: string }[]): string {
  const body = items
    .map((r) => {
      const type = r.type.includes("://") ? r.type : `${REL}/${r.type}`;
      return `<Relationship Id="${r.id}" Type="${type}" Target="${r.target}"/>`;
    })
    .join("");
  return `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`;
}

const EMPTY_TREE =
  '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>';

function textBox(
  id: number,
  name: string,
  box: { x: number; y: number; cx: number; cy: number },
  paragraphs: string,
): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${box.x}" y="${box.y}"/><a:ext cx="${box.cx}" cy="${box.cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/></p:spPr><p:txBody><a:bodyPr wrap="square" rtlCol="0"><a:normAutofit/></a:bodyPr><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
}

function run(text: string, size: number, bold = false): string {
  return `<a:r><a:rPr lang="en-IN" sz="${size}"${bold ? ' b="1"' : ""} dirty="0"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill></a:rPr><a:t>${esc(text)}</a:t></a:r>`;
}

function slideXml(slide: Slide): string {
  const margin = 609_600;
  const title = textBox(
    2,
    "Title",
    { x: margin, y: 457_200, cx: WIDTH - 2 * margin, cy: 1_143_000 },
    `<a:p>${run(slide.title, 3600, true)}</a:p>`,
  );
  const bullets = slide.bullets
    .map(
      (b) =>
        `<a:p><a:pPr marL="342900" indent="-342900"><a:buFont typeface="Arial"/><a:buChar char="&#8226;"/></a:pPr>${run(b, 2400)}</a:p>`,
    )
    .join("");
  const body = textBox(
    3,
    "Body",
    { x: margin, y: 1_752_600, cx: WIDTH - 2 * margin, cy: HEIGHT - 1_752_600 - 457_200 },
    bullets || '<a:p><a:endParaRPr lang="en-IN"/></a:p>',
  );
  return `${XML}<p:sld ${NS}><p:cSld><p:spTree>${EMPTY_TREE}${title}${body}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}

const COLOURS: [string, string][] = [
  ["accent1", "1D4ED8"],
  ["accent2", "0E7490"],
  ["accent3", "15803D"],
  ["accent4", "B45309"],
  ["accent5", "7C3AED"],
  ["accent6", "BE123C"],
  ["hlink", "1D4ED8"],
  ["folHlink", "6D28D9"],
];

const fill = (shade: string) => `<a:solidFill><a:schemeClr val="phClr">${shade}</a:schemeClr></a:solidFill>`;

const THEME = `${XML}<a:theme xmlns:a="${NS_A}" name="Course"><a:themeElements><a:clrScheme name="Course"><a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="1E293B"/></a:dk2><a:lt2><a:srgbClr val="F1F5F9"/></a:lt2>${COLOURS.map(([k, v]) => `<a:${k}><a:srgbClr val="${v}"/></a:${k}>`).join("")}</a:clrScheme><a:fontScheme name="Course"><a:majorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Course"><a:fillStyleLst>${fill("")}${fill('<a:tint val="50000"/>')}${fill('<a:shade val="80000"/>')}</a:fillStyleLst><a:lnStyleLst>${[6350, 12700, 19050].map((w) => `<a:ln w="${w}">${fill("")}</a:ln>`).join("")}</a:lnStyleLst><a:effectStyleLst>${"<a:effectStyle><a:effectLst/></a:effectStyle>".repeat(3)}</a:effectStyleLst><a:bgFillStyleLst>${fill("")}${fill('<a:tint val="95000"/>')}${fill('<a:shade val="90000"/>')}</a:bgFillStyleLst></a:fmtScheme></a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>`;

const MASTER = `${XML}<p:sldMaster ${NS}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst><p:txStyles><p:titleStyle><a:lvl1pPr><a:defRPr sz="3600"/></a:lvl1pPr></p:titleStyle><p:bodyStyle><a:lvl1pPr><a:defRPr sz="2400"/></a:lvl1pPr></p:bodyStyle><p:otherStyle><a:lvl1pPr><a:defRPr sz="1800"/></a:lvl1pPr></p:otherStyle></p:txStyles></p:sldMaster>`;

const LAYOUT = `${XML}<p:sldLayout ${NS} type="blank" preserve="1"><p:cSld name="Blank"><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;

/** A .pptx file: the slides in order, with the title in the file's properties. */
export function pptxPresentation(slides: readonly Slide[], info: { title: string }): Uint8Array {
  const slideIds = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 3}"/>`).join("");
  const presentation = `${XML}<p:presentation ${NS} saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="${WIDTH}" cy="${HEIGHT}"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`;
  const types = [
    `<Override PartName="/ppt/presentation.xml" ContentType="${CT}.presentationml.presentation.main+xml"/>`,
    `<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="${CT}.presentationml.slideMaster+xml"/>`,
    `<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="${CT}.presentationml.slideLayout+xml"/>`,
    `<Override PartName="/ppt/theme/theme1.xml" ContentType="${CT}.theme+xml"/>`,
    `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>`,
    ...slides.map(
      (_, i) =>
        `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="${CT}.presentationml.slide+xml"/>`,
    ),
  ].join("");
  const core = `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${esc(info.title)}</dc:title></cp:coreProperties>`;
  return zipArchive([
    {
      name: "[Content_Types].xml",
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${types}</Types>`,
    },
    {
      name: "_rels/.rels",
      content: rels([
        { id: "rId1", type: "officeDocument", target: "ppt/presentation.xml" },
        { id: "rId2", type: CORE_PROPERTIES, target: "docProps/core.xml" },
      ]),
    },
    { name: "docProps/core.xml", content: core },
    { name: "ppt/presentation.xml", content: presentation },
    {
      name: "ppt/_rels/presentation.xml.rels",
      content: rels([
        { id: "rId1", type: "slideMaster", target: "slideMasters/slideMaster1.xml" },
        { id: "rId2", type: "theme", target: "theme/theme1.xml" },
        ...slides.map((_, i) => ({ id: `rId${i + 3}`, type: "slide", target: `slides/slide${i + 1}.xml` })),
      ]),
    },
    { name: "ppt/slideMasters/slideMaster1.xml", content: MASTER },
    {
      name: "ppt/slideMasters/_rels/slideMaster1.xml.rels",
      content: rels([
        { id: "rId1", type: "slideLayout", target: "../slideLayouts/slideLayout1.xml" },
        { id: "rId2", type: "theme", target: "../theme/theme1.xml" },
      ]),
    },
    { name: "ppt/slideLayouts/slideLayout1.xml", content: LAYOUT },
    {
      name: "ppt/slideLayouts/_rels/slideLayout1.xml.rels",
      content: rels([{ id: "rId1", type: "slideMaster", target: "../slideMasters/slideMaster1.xml" }]),
    },
    { name: "ppt/theme/theme1.xml", content: THEME },
    ...slides.flatMap((slide, i) => [
      { name: `ppt/slides/slide${i + 1}.xml`, content: slideXml(slide) },
      {
        name: `ppt/slides/_rels/slide${i + 1}.xml.rels`,
        content: rels([{ id: "rId1", type: "slideLayout", target: "../slideLayouts/slideLayout1.xml" }]),
      },
    ]),
  ]);
}
