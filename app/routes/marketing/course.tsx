import { Megaphone } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/course";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { Breadcrumbs } from "~/components/marketing/breadcrumbs";
import { CareerCards } from "~/components/marketing/career-cards";
import { CourseBatches } from "~/components/marketing/course-batches";
import { CourseFacts, PriceTag } from "~/components/marketing/course-card";
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
import { CAREER_CARDS, findCourseDetail, findCourseSummary, hasFullPage } from "~/content/courses";
import { type CourseFacts as Facts, formatWeeks } from "~/lib/catalogue";
import { courseJsonLd } from "~/lib/course-seo";
import { formatDateTime, formatInr } from "~/lib/format";
import { enrolHref } from "~/lib/payment";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "~/lib/seo";
import { paymentWays } from "~/content/payment-ways";
import { listOpenBatches } from "~/server/batches.server";
import { siteConfig } from "~/server/env.server";
import { getCourseFacts } from "~/server/catalogue.server";
import { logger } from "~/server/logger.server";

/*
 * The course comes from the loader, not a client import, so a course page
 * ships only its own curriculum (in the HTML) instead of all five.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const course = findCourseDetail(params.courseId);
  const facts = course ? await getCourseFacts(course.id) : null;
  if (!course || !facts) {
    logger.warn({ path: url.pathname }, "course not found");
    return data(
      { course: null, facts: null, batches: [], batchesIntro: "", adText: null, careers: [] },
      { status: 404, statusText: "Not Found" },
    );
  }
  return {
    course,
    facts,
    batches: facts.saleStatus === "on_sale" ? await listOpenBatches(course.id) : [],
    // How to pay, in the batches' introduction (UPI only, or online too with a gateway).
    batchesIntro: paymentWays(siteConfig().onlinePayment).batchesIntro,
    adText: findCourseSummary(course.id)?.adText ?? null,
    careers: CAREER_CARDS[course.id] ?? [],
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const course = loaderData?.course;
  const facts = loaderData?.facts;
  if (!course || !facts) {
    return [{ title: `Course Not Found | ${site.brandName}` }, { name: "robots", content: "noindex" }];
  }
  const path = `/courses/${course.id}`;
  return pageMeta(site, {
    title: `${course.title} Course${facts.saleStatus === "coming_soon" ? " (Coming Soon)" : ""}`,
    description: `${facts.summary} ${formatWeeks(facts.durationWeeks)}, ${facts.level}${facts.saleStatus === "on_sale" ? `, ${formatInr(facts.priceRupees)}` : ""}. Live online classes with projects, certification and placement support.`,
    path,
    jsonLd: [
      courseJsonLd(
        site,
        { ...facts, imageUrl: course.imageUrl, skills: hasFullPage(course) ? course.skills : undefined },
        loaderData.batches,
      ),
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
  const { course, facts, batches, batchesIntro, adText, careers } = loaderData;
  if (!course || !facts) return <CourseNotFound />;
  const onSale = facts.saleStatus === "on_sale";
  return (
    <>
      <PageHero
        title={course.title}
        intro={facts.summary}
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
        <CourseFacts facts={facts} onBrand className="mt-6" />
        {onSale ? <HeroFee facts={facts} /> : null}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {onSale ? (
            <Button asChild size="lg" variant="accent">
              <Link to={enrolHref(course.id)}>Enroll Now</Link>
            </Button>
          ) : (
            <Badge variant="warning" size="lg">
              {facts.saleStatus === "coming_soon" ? "Coming Soon" : "Closed for enrolment"}
            </Badge>
          )}
          <OnBrandButton tone="outline">
            <EnquiryLink intent="request-info" course={course.id}>
              Request Information
            </EnquiryLink>
          </OnBrandButton>
        </div>
      </PageHero>
      {adText && onSale ? (
        <p className="bg-accent-50 py-4 text-accent-800">
          <span className="container-page flex items-center justify-center gap-2 text-center font-semibold">
            <Megaphone className="h-5 w-5 shrink-0" aria-hidden="true" />
            {adText}
          </span>
        </p>
      ) : null}
      {onSale ? (
        <CourseBatches courseId={course.id} title={course.title} batches={batches} intro={batchesIntro} />
      ) : null}
      {!hasFullPage(course) ? (
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
          <CourseFeatures attendancePercent={facts.certificateAttendancePercent} />
          <CourseCurriculum course={course} />
          <CourseSpecial course={course} />
          {careers.length > 0 ? <CareerCards courseId={course.id} cards={careers} /> : null}
          <CtaBand
            id="course-cta-heading"
            heading={`Ready to start your ${course.title} journey?`}
            text={`Join the next ${course.title} batch: ${formatWeeks(facts.durationWeeks)} of live classes, real projects and placement support.`}
          >
            {onSale ? (
              <OnBrandButton tone="white">
                <Link to={enrolHref(course.id)}>Enroll Now</Link>
              </OnBrandButton>
            ) : null}
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

/** The fee on the course page's hero: what /paymentpage charges, the regular price and a live offer's end. */
function HeroFee({ facts }: { facts: Facts }) {
  return (
    <div className="mt-5 text-white">
      <PriceTag facts={facts} onBrand />
      {facts.offer ? (
        <p className="mt-1 text-sm text-brand-100">
          Offer price until {formatDateTime(facts.offer.endsAt)} IST
          {facts.offer.seatsLeft !== null ? ` or while ${facts.offer.seatsLeft} places last` : ""}.
        </p>
      ) : null}
    </div>
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
