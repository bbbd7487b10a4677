import { CheckCircle2, Star } from "lucide-react";
import { COURSE_FEATURE_TILES, type FullCourseDetail } from "~/content/courses";
import { withCertificateRule } from "~/lib/certificates";
import { courseFeatureIcons } from "./course-icons";
import { IconCardGrid } from "./icon-card-grid";
import { SectionHeading } from "./section-heading";

/** Course page: overview paragraphs and 'Skills You Will Gain'. */
export function CourseOverview({ course }: { course: FullCourseDetail }) {
  return (
    <section aria-labelledby="overview-heading" className="py-14 sm:py-20">
      <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <h2 id="overview-heading" className="text-3xl font-extrabold">
            Course Overview
          </h2>
          <div className="mt-5 space-y-4 text-lg text-ink-muted">
            {course.longDescription.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="lg:col-span-2">
          <div className="rounded-card border border-line bg-surface-muted p-6">
            <h2 id="skills-heading" className="text-2xl font-extrabold">
              Skills You Will Gain
            </h2>
            <ul
              aria-labelledby="skills-heading"
              className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
            >
              {course.skills.map((skill) => (
                <li key={skill} className="flex items-start gap-2">
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Course page: the six fixed 'Course Features' tiles (the certificate's with this course's rule). */
export function CourseFeatures({ attendancePercent }: { attendancePercent: number }) {
  const tiles = withCertificateRule(COURSE_FEATURE_TILES, [attendancePercent]);
  return (
    <section aria-labelledby="features-heading" className="bg-surface-muted py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading id="features-heading" title="Course Features" intro="Included in every course." />
        <IconCardGrid cards={tiles} icons={courseFeatureIcons} className="mt-10" />
      </div>
    </section>
  );
}

/** Course page: 'Course Curriculum', week by week. */
export function CourseCurriculum({ course }: { course: FullCourseDetail }) {
  return (
    <section aria-labelledby="curriculum-heading" className="py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="curriculum-heading"
          title="Course Curriculum"
          intro="Week by week, one focus at a time. Each week combines live classes, practice and a Sunday assessment."
        />
        <ol className="mt-10 grid gap-4 md:grid-cols-2">
          {course.curriculum.map((week) => (
            <li
              key={week.week}
              className="flex gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
            >
              <span className="flex h-14 w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-700 text-white">
                <span className="text-[0.65rem] font-semibold tracking-wide uppercase">Week</span>
                <span className="text-xl leading-none font-extrabold">{week.week}</span>
              </span>
              <div>
                <h3 className="text-lg font-bold">
                  <span className="sr-only">Week {week.week}: </span>
                  {week.title}
                </h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted marker:text-brand-400">
                  {week.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Course page: 'What Makes This Course Special' (the course's own features). */
export function CourseSpecial({ course }: { course: FullCourseDetail }) {
  return (
    <section aria-labelledby="special-heading" className="bg-brand-950 py-14 text-white sm:py-20">
      <div className="container-page">
        <SectionHeading id="special-heading" title="What Makes This Course Special" tone="dark" />
        <ul className="mx-auto mt-10 grid max-w-5xl gap-4 md:grid-cols-2">
          {course.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 rounded-xl bg-white/10 p-5">
              <Star className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" aria-hidden="true" />
              <span className="text-slate-100">{feature}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
