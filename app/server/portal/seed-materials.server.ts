import { COURSE_TITLES, isCourseId } from "~/content/course-catalogue";
import { COURSE_DETAILS, hasFullPage } from "~/content/courses";
import { DEMO_LINK_PATH } from "~/content/batches";
import type { MaterialMediaType, MaterialType } from "~/lib/materials";
import { docxDocument, type PdfBlock, pdfDocument, xlsxWorkbook, zipArchive } from "../document-files.server";
import type { SeedBatch } from "./seed-batch-work.server";
import { COURSE_SEEDS } from "./seed-data.server";

/*
 * The materials the seed gives a batch (docs/decisions/118): each module's
 * notes (PDF), the course plan (Word), a progress tracker (Excel) and a
 * starter project (ZIP), all written from the course page's curriculum, and
 * honest links to free official material.
 */

const PDF: MaterialMediaType = "application/pdf";
const DOCX: MaterialMediaType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX: MaterialMediaType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ZIP: MaterialMediaType = "application/zip";

export interface SeedMaterial {
  id: string;
  module: number;
  title: string;
  description: string;
  type: MaterialType;
  file?: { mediaType: MaterialMediaType; bytes: Uint8Array };
  url?: string;
}

function notesFor(
  courseTitle: string,
  module: { number: number; title: string },
  topics: string[],
): Uint8Array {
  const blocks: PdfBlock[] = [
    { kind: "title", text: `Module ${module.number}: ${module.title}` },
    { kind: "text", text: `${courseTitle} - notes for week ${module.number}.` },
    { kind: "heading", text: "What this module covers" },
    ...topics.map((t) => ({ kind: "bullet" as const, text: t })),
    { kind: "heading", text: "How to use these notes" },
    {
      kind: "text",
      text: "Each topic is taught in this week's live classes. Before a class, read the topic and note one question. After it, type every example from the class yourself and change it until you can predict what it does.",
    },
    {
      kind: "text",
      text: "Stuck? Ask under Doubts in the student portal: a trainer answers, usually the same day. The module's exam, if it has one, is on the Sunday of this week.",
    },
  ];
  return pdfDocument(blocks, { title: `Module ${module.number}: ${module.title}` });
}

/** Everything the batch's students get over the course, before publishing decides what they see. */
export function materialsFor(batch: SeedBatch): SeedMaterial[] {
  if (!isCourseId(batch.courseId)) return [];
  const course = COURSE_DETAILS[batch.courseId];
  const seed = COURSE_SEEDS[batch.courseId];
  if (!hasFullPage(course) || !seed) return [];
  const title = COURSE_TITLES[batch.courseId];
  const plan: PdfBlock[] = [
    { kind: "title", text: `Course plan: ${title}` },
    {
      kind: "text",
      text: `${course.curriculum.length} modules, one a week, each with live classes and practice.`,
    },
    ...course.curriculum.flatMap((w): PdfBlock[] => [
      { kind: "heading", text: `Module ${w.week}: ${w.title}` },
      ...w.topics.map((t) => ({ kind: "bullet" as const, text: t })),
    ]),
  ];
  const tracker = [
    ["Module", "Title", "Topics", "Done on", "Confidence (1-5)", "Notes"],
    ...course.curriculum.map((w) => [w.week, w.title, w.topics.join("; "), "", "", ""]),
  ];
  return [
    {
      id: `${batch.id}-plan`,
      module: 1,
      title: "Course plan",
      description: "Every module of the course and its topics, week by week.",
      type: "DOC",
      file: { mediaType: DOCX, bytes: docxDocument(plan) },
    },
    {
      id: `${batch.id}-tracker`,
      module: 1,
      title: "Progress tracker",
      description: "A spreadsheet to tick off each module and note how confident you feel about it.",
      type: "XLS",
      file: { mediaType: XLSX, bytes: xlsxWorkbook("Progress", tracker) },
    },
    ...course.curriculum.map((w) => ({
      id: `${batch.id}-notes-${w.week}`,
      module: w.week,
      title: `Module ${w.week} notes: ${w.title}`,
      description: `The topics of week ${w.week} and how to practise them.`,
      type: "PDF" as const,
      file: { mediaType: PDF, bytes: notesFor(title, { number: w.week, title: w.title }, w.topics) },
    })),
    {
      id: `${batch.id}-starter`,
      module: seed.starter.module,
      title: seed.starter.title,
      description: seed.starter.description,
      type: "ZIP",
      file: { mediaType: ZIP, bytes: zipArchive(seed.starter.files) },
    },
    ...seed.links.map((l, i) => ({
      id: `${batch.id}-link-${i + 1}`,
      module: l.module,
      title: l.title,
      description: l.description,
      type: l.type,
      url: batch.isDemo ? `${DEMO_LINK_PATH}?to=material` : l.url,
    })),
  ];
}
