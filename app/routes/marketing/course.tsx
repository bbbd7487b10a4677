import { Megaphone } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/course";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { Breadcrumbs } from "~/components/marketing/breadcrumbs";
import { CareerCards } from "~/components/marketing/career-cards";
import { CourseFacts } from "~/components/marketing/course-card";
import {
  CourseCurriculum,
  CourseFeatures,
  CourseOverview,
  CourseSpecial,
} from "~/components/marketing/course-sections";
import { CtaBand } from "~/components/marketing/cta-band";
import { OnBrandButton } from "~/components/marketing/on-brand-button";
import { PageHero } from "~/components/marketing/page-hero";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CAREER_CARDS, findCourseDetail, findCourseSummary } from "~/content/courses";
import { courseJsonLd } from "~/lib/course-seo";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "~/lib/seo";
import { logger } from "~/server/logger.server";

/*
 * The course comes from the loader, not a client import, so a course page
 * ships only its own curriculum (in the HTML) instead of all five.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const course = findCourseDetail(params.courseId);
  if (!course) {
    logger.warn({ path: new URL(request.url).pathname }, "course not found");
    return data({ course: null, adText: null, careers: [] }, { status: 404, statusText: "Not Found" });
  }
  return {
    course,
    adText: findCourseSummary(course.id)?.adText ?? null,
    careers: CAREER_CARDS[course.id] ?? [],
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const course = loaderData?.course;
  if (!course) {
    return [{ title: `Course Not Found | ${site.brandName}` }, { name: "robots", content: "noindex" }];
  }
  const path = `/courses/${course.id}`;
  return pageMeta(site, {
    title: `${course.title} Course${course.comingSoon ? " (Coming Soon)" : ""}`,
    description: `${course.description} ${course.duration}, ${course.level}. Live online classes with projects, certification and placement support.`,
    path,
    jsonLd: [
      courseJsonLd(site, course),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Courses", path: "/courses" },
        { name: course.title, path },
      ]),
    ],
  });
};

/** SPEC.md "Course detail". */
export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, adText, careers } = loaderData;
  if (!course) return <CourseNotFound />;
  return (
    <>
      <PageHero
        title={course.title}
        intro={course.description}
        before={
          <Breadcrumbs
            items={[
              { name: "Home", path: "/" },
              { name: "Courses", path: "/courses" },
              { name: course.title, path: `/courses/${course.id}` },
            ]}
          />
        }
        aside={
          <img
            src={course.imageUrl}
            alt={course.imageAlt}
            width={640}
            height={360}
            className="w-full rounded-card shadow-2xl"
            fetchPriority="high"
          />
        }
      >
        <CourseFacts course={course} onBrand className="mt-6" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {course.comingSoon ? (
            <Badge variant="warning" className="px-4 py-2 text-base">
              Coming Soon
            </Badge>
          ) : (
            <Button asChild size="lg" variant="accent">
              <EnquiryLink intent="enrol" course={course.id}>
                Enroll Now
              </EnquiryLink>
            </Button>
          )}
          <OnBrandButton tone="outline">
            <EnquiryLink intent="request-info" course={course.id}>
              Request Information
            </EnquiryLink>
          </OnBrandButton>
        </div>
      </PageHero>
      {adText && !course.comingSoon ? (
        <p className="bg-accent-50 py-4 text-accent-800">
          <span className="container-page flex items-center justify-center gap-2 text-center font-semibold">
            <Megaphone className="h-5 w-5 shrink-0" aria-hidden="true" />
            {adText}
          </span>
        </p>
      ) : null}
      {course.comingSoon ? (
        <section aria-labelledby="coming-soon-heading" className="py-16 sm:py-24">
          <div className="container-page max-w-2xl text-center">
            <h2 id="coming-soon-heading" className="text-3xl font-extrabold">
              Detailed Course Information Coming Soon
            </h2>
            <p className="mt-4 text-lg text-ink-muted">
              We are finalising the curriculum for {course.title}. Request the course to hear first when the
              first batch opens, or explore the courses you can join today.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/courses" prefetch="intent">
                  Browse Other Courses
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <EnquiryLink intent="request-course" course={course.id}>
                  Request a Course
                </EnquiryLink>
              </Button>
            </div>
          </div>
        </section>
      ) : (
        <>
          <CourseOverview course={course} />
          <CourseFeatures />
          <CourseCurriculum course={course} />
          <CourseSpecial course={course} />
          {careers.length > 0 ? <CareerCards courseId={course.id} cards={careers} /> : null}
          <CtaBand
            id="course-cta-heading"
            heading={`Ready to start your ${course.title} journey?`}
            text={`Join the next ${course.title} batch: ${course.duration} of live classes, real projects and placement support.`}
          >
            <OnBrandButton tone="white">
              <EnquiryLink intent="enrol" course={course.id}>
                Enroll Now
              </EnquiryLink>
            </OnBrandButton>
            <OnBrandButton tone="outline">
              <EnquiryLink intent="request-info" course={course.id}>
                Request Information
              </EnquiryLink>
            </OnBrandButton>
          </CtaBand>
        </>
      )}
    </>
  );
}

/** SPEC.md: unknown course id (answered with HTTP 404). */
function CourseNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <h1 className="text-3xl font-extrabold sm:text-4xl">Course Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-ink-muted">
        Sorry, the course you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/courses">Back to Courses</Link>
      </Button>
    </section>
  );
}
