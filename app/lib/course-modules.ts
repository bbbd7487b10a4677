/*
 * A course's modules are its curriculum weeks, as the course page shows them
 * (app/content/courses.ts): module 7 of Python Full Stack is week 7, "Django
 * Essentials". Materials, exams and the progress bar all name modules by
 * this number, so they can never disagree with the course page.
 * Import from server code: the curricula are not for the browser bundle.
 */
import { COURSE_DETAILS, hasFullPage } from "~/content/courses";
import { isCourseId } from "~/content/course-catalogue";

export interface CourseModule {
  /** 1-based: the curriculum week. */
  number: number;
  title: string;
  /** "Module 7: Django Essentials" */
  label: string;
}

export function moduleLabel(number: number, title: string): string {
  return `Module ${number}: ${title}`;
}

/** The course's modules in order; none for an unknown course or one without a curriculum yet. */
export function courseModules(courseId: string): CourseModule[] {
  if (!isCourseId(courseId)) return [];
  const course = COURSE_DETAILS[courseId];
  if (!hasFullPage(course)) return [];
  return course.curriculum.map((week) => ({
    number: week.week,
    title: week.title,
    label: moduleLabel(week.week, week.title),
  }));
}

/** "Module 7: Django Essentials", or "Module 7" when the course has no such week. */
export function labelFor(modules: readonly CourseModule[], number: number): string {
  return modules.find((m) => m.number === number)?.label ?? `Module ${number}`;
}
