import type { Route } from "./+types/courses";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { CourseCard } from "~/components/marketing/course-card";
import { PageHero } from "~/components/marketing/page-hero";
import { revealItem, useReveal } from "~/components/marketing/reveal";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Button } from "~/components/ui/button";
import { useCatalogue } from "~/components/layout/use-catalogue";
import { findCourseSummary } from "~/content/courses";
import { courseListJsonLd } from "~/lib/course-seo";
import { breadcrumbJsonLd, catalogueFromMatches, pageMeta, siteFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const catalogue = catalogueFromMatches(matches);
  return pageMeta(site, {
    title: "Courses: Python, Java, AI & ML, Azure, SQL and AWS",
    description:
      "Compare our live, instructor-led courses: Python and Java full stack, AI & Machine Learning, Azure Cloud, SQL & Database Management, and AWS Cloud (coming soon).",
    path: "/courses",
    jsonLd: [
      courseListJsonLd(site, catalogue),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Courses", path: "/courses" },
      ]),
    ],
  });
};

/** SPEC.md "Courses": hero, the grid of six course cards, Request a Course. */
export default function CoursesPage() {
  const ref = useReveal<HTMLUListElement>(200);
  const catalogue = useCatalogue();
  return (
    <>
      <PageHero
        eyebrow="Courses"
        title="Our Courses"
        intro="Live, instructor-led courses that take you from the fundamentals to job-ready skills, with projects, mentorship, certification and placement support."
      />
      <section aria-labelledby="grid-heading" className="bg-surface-muted py-16 sm:py-20">
        <div className="container-page">
          <h2 id="grid-heading" className="sr-only">
            All courses
          </h2>
          <ul ref={ref} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {catalogue.map((facts, i) => {
              const course = findCourseSummary(facts.id);
              return course ? (
                <li key={facts.id} {...revealItem(i % 3)}>
                  <CourseCard course={course} facts={facts} />
                </li>
              ) : null;
            })}
          </ul>
        </div>
      </section>
      <section aria-labelledby="request-heading" className="py-16 sm:py-20">
        <div className="container-page text-center">
          <SectionHeading
            id="request-heading"
            title="Can't find the course you need?"
            intro="Tell us what you want to learn: we plan new courses and batches around what students ask for."
          />
          <Button asChild size="lg" variant="accent" className="mt-8">
            <EnquiryLink intent="request-course">Request a Course</EnquiryLink>
          </Button>
        </div>
      </section>
    </>
  );
}
