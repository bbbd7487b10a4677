import { COURSE_IDS, COURSE_TITLES } from "~/content/course-catalogue";

/** The six courses as the options of a staff form's course select. */
export function CourseOptions() {
  return COURSE_IDS.map((id) => (
    <option key={id} value={id}>
      {COURSE_TITLES[id]}
    </option>
  ));
}
