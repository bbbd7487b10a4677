/**
 * The batches the seed writes (SPEC.md "Signup form": five batches, plus one
 * for SQL), and the demo portal's fictional batch. Start dates are days after
 * the first batch's start, which the seed puts FIRST_START_WEEKS_AGO weeks
 * before the Monday of the week it runs: some batches are running, some
 * start in the coming weeks. After the first seed the database is their only
 * home; staff edit them on /staff/batches.
 */
import type { CourseId } from "./course-catalogue";

export const BATCH_MODES = ["online", "hybrid"] as const;
export type BatchMode = (typeof BATCH_MODES)[number];
export const BATCH_STATES = ["enrolling", "running", "completed"] as const;
export type BatchState = (typeof BATCH_STATES)[number];
/** SPEC.md's session types: what a class on a batch's schedule is. */
export const CLASS_TYPES = ["Live Class", "Mentoring", "Workshop", "Exam", "Support"] as const;
export type ClassType = (typeof CLASS_TYPES)[number];
/** A student's attendance at one class; present and late both count as attended. */
export const ATTENDANCE_MARKS = ["present", "late", "absent"] as const;

export interface BatchSeed {
  id: string;
  name: string;
  courseId: CourseId;
  /** Days after the first batch's start. */
  startOffsetDays: number;
  /** Weekdays of the live classes: 0 = Monday ... 6 = Sunday. */
  classDays: number[];
  /** "HH:MM", India time. */
  startTime: string;
  endTime: string;
  mode: BatchMode;
  seats: number;
  state: BatchState;
  /** Who teaches the live classes (the seeded timetable). */
  instructor: string;
}

export const FIRST_START_WEEKS_AGO = 6;

export const BATCH_SEEDS = [
  {
    id: "python-a",
    name: "Python Full Stack - Batch A",
    courseId: "python-full-stack",
    startOffsetDays: 0,
    classDays: [0, 2, 4],
    startTime: "09:30",
    endTime: "11:00",
    mode: "online",
    seats: 30,
    state: "running",
    instructor: "Rahul Verma",
  },
  {
    id: "python-b",
    name: "Python Full Stack - Batch B",
    courseId: "python-full-stack",
    startOffsetDays: 56,
    classDays: [1, 3, 4],
    startTime: "09:30",
    endTime: "11:00",
    mode: "online",
    seats: 30,
    state: "enrolling",
    instructor: "Deepa Krishnan",
  },
  {
    id: "azure-a",
    name: "Azure Cloud - Batch A",
    courseId: "azure-cloud",
    startOffsetDays: 28,
    classDays: [0, 2],
    startTime: "11:00",
    endTime: "12:30",
    mode: "hybrid",
    seats: 20,
    state: "running",
    instructor: "Kavya Menon",
  },
  {
    id: "java-a",
    name: "Java Full Stack - Batch A",
    courseId: "java-full-stack",
    startOffsetDays: 14,
    classDays: [1, 3, 4],
    startTime: "11:30",
    endTime: "13:00",
    mode: "online",
    seats: 30,
    state: "running",
    instructor: "Arjun Nair",
  },
  {
    id: "aiml-a",
    name: "AI/ML - Batch A",
    courseId: "ai-machine-learning",
    startOffsetDays: 63,
    classDays: [0, 2, 4],
    startTime: "10:00",
    endTime: "11:30",
    mode: "online",
    seats: 25,
    state: "enrolling",
    instructor: "Dr. Vikram Rao",
  },
  {
    id: "sql-a",
    name: "SQL & Database - Batch A",
    courseId: "sql-database",
    startOffsetDays: 77,
    classDays: [1, 3],
    startTime: "10:00",
    endTime: "11:30",
    mode: "online",
    seats: 30,
    state: "enrolling",
    instructor: "Farah Siddiqui",
  },
] as const satisfies readonly BatchSeed[];

/**
 * The signed-out demo portal's batch (PRODUCT.md decision 12): fictional,
 * never listed, chosen or paid for, and its class, exam and material links
 * lead to a page on this site, not to a real meeting.
 */
export const DEMO_BATCH = {
  id: "demo",
  name: "Demo Batch (sample)",
  courseId: "python-full-stack",
  /**
   * It started this many weeks before the Monday of the week the seed runs:
   * it is in its eighth week, with the first seven modules done (SPEC.md: "7
   * of 12 modules"). The sample student joined when it started.
   */
  startedWeeksAgo: 7,
  classDays: [0, 2, 4],
  startTime: "09:30",
  endTime: "11:00",
  mode: "online",
  seats: 30,
  state: "running",
  instructor: "Rahul Verma",
} as const;

/** Where every link of the demo portal leads (a page saying enrolled students join from here). */
export const DEMO_LINK_PATH = "/dashboard/demo-link";

export type SeededBatchId = (typeof BATCH_SEEDS)[number]["id"] | typeof DEMO_BATCH.id;
