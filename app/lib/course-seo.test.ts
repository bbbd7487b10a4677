import { describe, expect, test } from "vitest";
import { seededCatalogue } from "../../tests/setup/catalogue-fixture";
import { defaultSiteConfig } from "~/content/site";
import type { BatchSummary } from "./catalogue";
import { courseJsonLd, courseListJsonLd, isoWeeks } from "./course-seo";

const site = { ...defaultSiteConfig, siteUrl: "https://techpro.example.com" };
const catalogue = seededCatalogue();
const facts = (id: string) => ({
  ...catalogue.find((c) => c.id === id)!,
  imageUrl: `/images/courses/${id}.svg`,
});

const batch: BatchSummary = {
  id: "python-b",
  name: "Python Full Stack - Batch B",
  courseId: "python-full-stack",
  startDate: "2027-01-05",
  classDays: [1, 3, 4],
  startTime: "09:30",
  endTime: "11:00",
  mode: "online",
  state: "enrolling",
  seats: 30,
  seatsLeft: 30,
};

describe("course structured data (from the catalogue)", () => {
  test("a course page is a schema.org Course with the provider, the catalogue's ₹4,999 in INR and its batches", () => {
    const ld = courseJsonLd(site, facts("python-full-stack"), [batch]);
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
        url: "https://techpro.example.com/paymentpage?course=python-full-stack",
      },
      hasCourseInstance: [{ "@type": "CourseInstance", courseMode: "Online", startDate: "2027-01-05" }],
    });
  });

  test("AI & ML reads 14 weeks everywhere; a course not on sale (AWS, coming soon) has no Offer", () => {
    expect(courseJsonLd(site, facts("ai-machine-learning")).timeRequired).toBe("P14W");
    const aws = courseJsonLd(site, facts("aws-cloud"));
    expect(aws).not.toHaveProperty("offers");
  });

  test("a live offer's price is the Offer's price, valid until the offer's end", () => {
    const offered = seededCatalogue({
      offer: {
        courseId: "ai-machine-learning",
        priceRupees: 3999,
        endsAt: "2026-11-30T18:29:00.000Z",
        seatsLeft: null,
      },
    }).find((c) => c.id === "ai-machine-learning")!;
    const ld = courseJsonLd(site, { ...offered, imageUrl: "/images/courses/ai-machine-learning.svg" });
    expect(ld.offers).toMatchObject({ price: 3999, priceValidUntil: "2026-11-30" });
  });

  test("/courses lists the six courses as an ItemList in catalogue order", () => {
    const ld = courseListJsonLd(site, catalogue);
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement.map((e) => [e.position, e.item.url])).toEqual(
      catalogue.map((c, i) => [i + 1, `https://techpro.example.com/courses/${c.id}`]),
    );
  });

  test("isoWeeks turns 8 into P8W and rejects nonsense", () => {
    expect(isoWeeks(8)).toBe("P8W");
    expect(isoWeeks(0)).toBeUndefined();
  });
});
