import type { BatchSummary, CourseFacts } from "./catalogue";
import type { SiteConfig } from "~/content/site";

/** 12 -> "P12W" (ISO 8601 duration for schema.org timeRequired). */
export function isoWeeks(weeks: number): string | undefined {
  return Number.isFinite(weeks) && weeks > 0 ? `P${weeks}W` : undefined;
}

function provider(site: SiteConfig) {
  return { "@type": "EducationalOrganization", name: site.brandName, url: `${site.siteUrl}/` };
}

/**
 * schema.org Course for a course page, from the catalogue (decision 13): the
 * Offer is the price /paymentpage charges, and only a course on sale has one;
 * each open batch is a CourseInstance with its start date and schedule.
 */
export function courseJsonLd(
  site: SiteConfig,
  course: CourseFacts & { imageUrl: string; skills?: string[] },
  batches: readonly BatchSummary[] = [],
) {
  const url = `${site.siteUrl}/courses/${course.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": url,
    name: course.title,
    description: course.summary,
    url,
    image: `${site.siteUrl}${course.imageUrl}`,
    inLanguage: "en-IN",
    educationalLevel: course.level,
    timeRequired: isoWeeks(course.durationWeeks),
    ...(course.skills ? { teaches: course.skills } : {}),
    provider: provider(site),
    ...(course.saleStatus === "on_sale"
      ? {
          offers: {
            "@type": "Offer",
            category: "Paid",
            price: course.priceRupees,
            priceCurrency: "INR",
            availability: "https://schema.org/InStock",
            ...(course.offer ? { priceValidUntil: course.offer.endsAt.slice(0, 10) } : {}),
            url: `${site.siteUrl}/paymentpage?course=${course.id}`,
          },
        }
      : {}),
    hasCourseInstance: batches.map((b) => ({
      "@type": "CourseInstance",
      name: b.name,
      courseMode: b.mode === "hybrid" ? "Blended" : "Online",
      startDate: b.startDate,
      courseWorkload: isoWeeks(course.durationWeeks),
    })),
  };
}

/** schema.org ItemList of the courses on /courses. */
export function courseListJsonLd(site: SiteConfig, courses: readonly CourseFacts[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Courses",
    itemListElement: courses.map((course, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Course",
        "@id": `${site.siteUrl}/courses/${course.id}`,
        url: `${site.siteUrl}/courses/${course.id}`,
        name: course.title,
        description: course.summary,
        provider: provider(site),
      },
    })),
  };
}
