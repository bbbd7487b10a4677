/**
 * Certificate content the seed writes once (docs/decisions/170-173): who
 * signs each course's certificates (administrators change it on
 * /staff/courses), and the past cohort a demo install shows so that the
 * rule's outcomes can be seen: three students who met it, three who did
 * not, each for a different reason.
 */
import type { CourseId } from "./course-catalogue";

export const CERTIFICATE_SIGNATORIES: Record<CourseId, { name: string; title: string }> = {
  "python-full-stack": { name: "Rahul Verma", title: "Lead Instructor, Python Full Stack" },
  "java-full-stack": { name: "Arjun Nair", title: "Lead Instructor, Java Full Stack" },
  "ai-machine-learning": { name: "Dr. Vikram Rao", title: "Lead Instructor, AI & Machine Learning" },
  "azure-cloud": { name: "Kavya Menon", title: "Lead Instructor, Azure Cloud" },
  "sql-database": { name: "Farah Siddiqui", title: "Lead Instructor, SQL & Databases" },
  "aws-cloud": { name: "Kavya Menon", title: "Lead Instructor, Cloud" },
};

/** A completed batch of the demo install, with its students' attendance (of 16 classes) and final exam. */
export const PAST_COHORT = {
  id: "sql-past",
  courseId: "sql-database" as CourseId,
  /** Its first class was this many weeks before the Monday of the week the seed runs. */
  startedWeeksAgo: 14,
  classDays: [1, 3],
  startTime: "18:30",
  endTime: "20:00",
  weeks: 8,
  instructor: "Farah Siddiqui",
  finalExam: {
    title: "Final Assessment: SQL & Database Management",
    totalMarks: 60,
    passingMarks: 42,
    topics: ["Joins and subqueries", "Indexes and query plans", "Transactions", "Schema design"],
  },
  students: [
    { id: "cohort-sql-1", name: "Ananya Iyer", attended: 15, late: 1, score: 52 },
    { id: "cohort-sql-2", name: "Rohan Mehta", attended: 13, late: 0, score: 44 },
    { id: "cohort-sql-3", name: "Sāi Kṛṣṇa Reddy", attended: 14, late: 2, score: 47 },
    { id: "cohort-sql-4", name: "Meera Pillai", attended: 11, late: 0, score: 45 },
    { id: "cohort-sql-5", name: "Arjun Das", attended: 14, late: 0, score: 38 },
    { id: "cohort-sql-6", name: "Fatima Sheikh", attended: 12, late: 1, score: null },
  ],
} as const;
