import { describe, expect, test } from "vitest";
import { COURSE_DETAILS, COURSE_SUMMARIES } from "~/content/courses";
import { defaultSiteConfig } from "~/content/site";
import { courseJsonLd, courseListJsonLd, isoWeeks } from "./course-seo";

const site = { ...defaultSiteConfig, siteUrl: "https://techpro.example.com" };

describe("course structured data", () => {
  test("a course page is a schema.org Course with the provider and an offer of ₹4,999 in INR", () => {
    const ld = courseJsonLd(site, COURSE_DETAILS["python-full-stack"]);
    expect(ld).toMatchObject({
      "@type": "Course",
      name: "Python Full Stack Development",
      url: "https://techpro.example.com/courses/python-full-stack",
      timeRequired: "P12W",
      provider: { "@type": "EducationalOrganization", name: "TechPro Academy" },
      offers: {
        "@type": "Offer",
        price: 4999,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
      },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online" },
    });
  });

  test("the AI & ML page reads 14 weeks; the coming-soon AWS course is offered as a pre-order", () => {
    expect(courseJsonLd(site, COURSE_DETAILS["ai-machine-learning"]).timeRequired).toBe("P14W");
    const aws = courseJsonLd(site, COURSE_DETAILS["aws-cloud"]);
    expect(aws.offers.availability).toBe("https://schema.org/PreOrder");
    expect(aws).not.toHaveProperty("teaches");
  });

  test("/courses lists the six courses as an ItemList in grid order", () => {
    const ld = courseListJsonLd(site, COURSE_SUMMARIES);
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement.map((e) => [e.position, e.item.url])).toEqual(
      COURSE_SUMMARIES.map((c, i) => [i + 1, `https://techpro.example.com/courses/${c.id}`]),
    );
  });

  test("isoWeeks turns '8 weeks' into P8W and rejects text without a number", () => {
    expect(isoWeeks("8 weeks")).toBe("P8W");
    expect(isoWeeks("soon")).toBeUndefined();
  });
});
