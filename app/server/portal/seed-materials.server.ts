import { COURSE_TITLES, isCourseId } from "~/content/course-catalogue";
import { COURSE_DETAILS, hasFullPage } from "~/content/courses";
import { DEMO_BATCH, DEMO_LINK_PATH } from "~/content/batches";
import type { MaterialMediaType, MaterialType } from "~/lib/materials";
import { docxDocument, type PdfBlock, pdfDocument, xlsxWorkbook, zipArchive } from "../document-files.server";
import { pptxPresentation } from "../presentation-file.server";
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
const PPTX: MaterialMediaType = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

export interface SeedMaterial {
  id: string;
  module: number;
  title: string;
  description: string;
  type: MaterialType;
  /** The file, drawn when `bytes()` is called: the seed draws only the files not stored yet. */
  file?: { mediaType: MaterialMediaType; bytes: () => Uint8Array };
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

/** The first module's slides: what it covers and how to prepare, as the trainer presents them. */
function firstModuleSlides(courseTitle: string, module: { week: number; title: string; topics: string[] }) {
  return pptxPresentation(
    [
      {
        title: `Module ${module.week}: ${module.title}`,
        bullets: [courseTitle, `Week ${module.week}: live classes, practice and a doubt-clearing session`],
      },
      { title: "What this module covers", bullets: module.topics },
      {
        title: "Before the next class",
        bullets: [
          "Read this module's notes once and write down one question",
          "Type every example from the class yourself and change it until you can predict what it does",
          "Stuck? Ask under Doubts in the student portal: a trainer answers, usually the same day",
        ],
      },
    ],
    { title: `Module ${module.week} slides: ${module.title}` },
  );
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
      file: { mediaType: DOCX, bytes: () => docxDocument(plan) },
    },
    {
      id: `${batch.id}-tracker`,
      module: 1,
      title: "Progress tracker",
      description: "A spreadsheet to tick off each module and note how confident you feel about it.",
      type: "XLS",
      file: { mediaType: XLSX, bytes: () => xlsxWorkbook("Progress", tracker) },
    },
    {
      id: `${batch.id}-slides-1`,
      module: 1,
      title: `Module 1 slides: ${course.curriculum[0].title}`,
      description: "The slides of the first live classes: what the module covers and how to prepare.",
      type: "PPT",
      file: { mediaType: PPTX, bytes: () => firstModuleSlides(title, course.curriculum[0]) },
    },
    ...course.curriculum.map((w) => ({
      id: `${batch.id}-notes-${w.week}`,
      module: w.week,
      title: `Module ${w.week} notes: ${w.title}`,
      description: `The topics of week ${w.week} and how to practise them.`,
      type: "PDF" as const,
      file: { mediaType: PDF, bytes: () => notesFor(title, { number: w.week, title: w.title }, w.topics) },
    })),
    {
      id: `${batch.id}-starter`,
      module: seed.starter.module,
      title: seed.starter.title,
      description: seed.starter.description,
      type: "ZIP",
      file: { mediaType: ZIP, bytes: () => zipArchive(seed.starter.files) },
    },
    ...seed.links.map((l, i) => ({
      id: `${batch.id}-link-${i + 1}`,
      module: l.module,
      title: l.title,
      description: l.description,
      type: l.type,
      url: batch.isDemo ? `${DEMO_LINK_PATH}?to=material` : l.url,
    })),
    ...(batch.isDemo ? [demoRecording(seed.lessons)] : []),
  ];
}

/**
 * The sample batch has held classes, so it has a class recording (a Video):
 * the last finished module's live class, linked like every demo link.
 */
function demoRecording(lessons: readonly string[]): SeedMaterial {
  const module = DEMO_BATCH.startedWeeksAgo;
  const lesson = lessons[module - 1] ?? `Module ${module}`;
  return {
    id: `${DEMO_BATCH.id}-recording-${module}`,
    module,
    title: `Class recording: ${lesson}`,
    description: "The recording of this week's live class, to watch again before the module exam.",
    type: "Video",
    url: `${DEMO_LINK_PATH}?to=recording`,
  };
}
