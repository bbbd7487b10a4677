import { COURSE_PRICE_RUPEES } from "~/content/pricing";
import type { CourseDetail, CourseSummary } from "~/content/courses";
import type { SiteConfig } from "~/content/site";

/** "12 weeks" -> "P12W" (ISO 8601 duration for schema.org timeRequired). */
export function isoWeeks(duration: string): string | undefined {
  const weeks = Number.parseInt(duration, 10);
  return Number.isFinite(weeks) && weeks > 0 ? `P${weeks}W` : undefined;
}

function provider(site: SiteConfig) {
  return { "@type": "EducationalOrganization", name: site.brandName, url: `${site.siteUrl}/` };
}

/**
 * schema.org Course for a course page: provider, an Offer in INR (SPEC.md:
 * every course costs ₹4,999; a coming-soon course is a pre-order) and an
 * online course instance.
 */
export function courseJsonLd(site: SiteConfig, course: CourseDetail) {
  const url = `${site.siteUrl}/courses/${course.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": url,
    name: course.title,
    description: course.description,
    url,
    image: `${site.siteUrl}${course.imageUrl}`,
    inLanguage: "en-IN",
    educationalLevel: course.level,
    timeRequired: isoWeeks(course.duration),
    ...(course.comingSoon ? {} : { teaches: course.skills }),
    provider: provider(site),
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: COURSE_PRICE_RUPEES,
      priceCurrency: "INR",
      availability: course.comingSoon ? "https://schema.org/PreOrder" : "https://schema.org/InStock",
      url,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      courseWorkload: isoWeeks(course.duration),
    },
  };
}

/** schema.org ItemList of the courses on /courses. */
export function courseListJsonLd(site: SiteConfig, courses: readonly CourseSummary[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Courses",
    itemListElement: courses.map((course, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Course",
        "@id": `${site.siteUrl}${course.href}`,
        url: `${site.siteUrl}${course.href}`,
        name: course.title,
        description: course.description,
        provider: provider(site),
      },
    })),
  };
}
