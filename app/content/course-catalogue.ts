/**
 * The six courses' ids and titles (SPEC.md "Course detail"). The full
 * content of each course lives in courses.ts; forms (enquiry course select)
 * and other features that only need the name import this small list.
 */
export const COURSE_IDS = [
  "python-full-stack",
  "java-full-stack",
  "ai-machine-learning",
  "azure-cloud",
  "sql-database",
  "aws-cloud",
] as const;

export type CourseId = (typeof COURSE_IDS)[number];

export const COURSE_TITLES: Record<CourseId, string> = {
  "python-full-stack": "Python Full Stack Development",
  "java-full-stack": "Java Full Stack Development",
  "ai-machine-learning": "AI & Machine Learning",
  "azure-cloud": "Azure Cloud",
  "sql-database": "SQL & Database Management",
  "aws-cloud": "AWS Cloud",
};

export function isCourseId(value: unknown): value is CourseId {
  return typeof value === "string" && (COURSE_IDS as readonly string[]).includes(value);
}
