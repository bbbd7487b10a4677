import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, organizationJsonLd } from "~/lib/seo";
import { defaultSiteConfig } from "~/content/site";
import { jsonLdProblems, jsonLdTypes } from "../support/json-ld";

const origin = "http://localhost:3000";
const site = { ...defaultSiteConfig, siteUrl: origin };

describe("JSON-LD checker used by the SEO gate", () => {
  it("accepts the site's Organization and BreadcrumbList (app/lib/seo.ts)", () => {
    expect(jsonLdProblems(JSON.stringify(organizationJsonLd(site)), origin)).toEqual([]);
    const crumbs = breadcrumbJsonLd(site, [
      { name: "Home", path: "/" },
      { name: "Courses", path: "/courses" },
    ]);
    expect(jsonLdProblems(JSON.stringify(crumbs), origin)).toEqual([]);
    expect(jsonLdTypes(JSON.stringify(crumbs))).toEqual(["BreadcrumbList"]);
  });

  it("rejects text that is not JSON", () => {
    expect(jsonLdProblems("{name: 'x'}", origin)[0]).toMatch(/^not JSON/);
  });

  it("rejects a block without schema.org context or @type", () => {
    expect(jsonLdProblems(JSON.stringify({ "@type": "Course" }), origin)).toContainEqual(
      expect.stringMatching(/@context must be https:\/\/schema.org/),
    );
    expect(jsonLdProblems(JSON.stringify({ "@context": "https://schema.org" }), origin)).toEqual([
      "$: missing @type",
    ]);
  });

  it("names the required properties a Course, JobPosting or BlogPosting lacks", () => {
    const course = { "@context": "https://schema.org", "@type": "Course", name: "Python Full Stack" };
    expect(jsonLdProblems(JSON.stringify(course), origin)).toEqual([
      "$ (Course): missing description",
      "$ (Course): missing provider",
    ]);
    const job = {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Trainee",
      description: "d",
    };
    expect(jsonLdProblems(JSON.stringify(job), origin)).toHaveLength(3);
    const post = {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "h",
      author: { name: "a" },
    };
    expect(jsonLdProblems(JSON.stringify(post), origin)).toEqual(["$ (BlogPosting): missing datePublished"]);
  });

  it("rejects breadcrumbs with relative URLs or positions out of order", () => {
    const crumbs = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "/" },
        { "@type": "ListItem", position: 3, name: "Courses", item: `${origin}/courses` },
      ],
    };
    expect(jsonLdProblems(JSON.stringify(crumbs), origin)).toEqual([
      "$ (BreadcrumbList): item 1 URL must be absolute",
      "$ (BreadcrumbList): item 2 has position 3",
    ]);
  });

  it("checks every node of an @graph", () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [{ "@type": "WebSite", name: "x", url: `${origin}/` }, { "@type": "Course" }],
    };
    expect(jsonLdProblems(JSON.stringify(graph), origin)).toEqual([
      "$.@graph[1] (Course): missing name",
      "$.@graph[1] (Course): missing description",
      "$.@graph[1] (Course): missing provider",
    ]);
    expect(jsonLdTypes(JSON.stringify(graph))).toEqual(["WebSite", "Course"]);
  });
});
