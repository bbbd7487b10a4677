import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useCatalogue } from "~/components/layout/use-catalogue";
import { findCourseSummary } from "~/content/courses";
import { FEATURED_COURSE_IDS } from "~/content/home";
import { CourseCard } from "./course-card";
import { revealItem, useReveal } from "./reveal";
import { SectionHeading } from "./section-heading";

/** Home "Featured Courses": Python, Java, AI/ML cards fading in 0.2 s apart, and View All Courses. */
export function FeaturedCourses() {
  const ref = useReveal<HTMLUListElement>(200);
  const catalogue = useCatalogue();
  return (
    <section aria-labelledby="featured-heading" className="bg-surface-muted py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="featured-heading"
          eyebrow="Our programmes"
          title="Featured Courses"
          intro="Live, instructor-led programmes that take you from the fundamentals to a job-ready portfolio."
        />
        <ul ref={ref} className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {FEATURED_COURSE_IDS.map((id, i) => {
            const course = findCourseSummary(id);
            const facts = catalogue.find((c) => c.id === id);
            return course && facts ? (
              <li key={id} {...revealItem(i)}>
                <CourseCard course={course} facts={facts} showAd={false} />
              </li>
            ) : null;
          })}
        </ul>
        <div className="mt-12 text-center">
          <Button asChild size="lg" variant="outline">
            {/* SPEC.md: View All Courses goes to the course grid scrolled to the top. */}
            <Link to="/courses" prefetch="intent" onClick={() => window.scrollTo({ top: 0 })}>
              View All Courses
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
