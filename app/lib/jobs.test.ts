import { describe, expect, it } from "vitest";
import { addDays as addDaysIso, istDateKey as indiaDateIso } from "./ist";
import {
  absoluteApplyUrl,
  filterJobOpenings,
  jobDetailsPath,
  jobMatchesQuery,
  jobPostingJsonLd,
  type JobOpening,
  linkedInShareUrl,
  packageLabel,
} from "./jobs";

const job: JobOpening = {
  id: "quantiva-data-analyst",
  role: "Data Analyst (Python & SQL)",
  company: "Quantiva Analytics",
  location: "Mysuru, Karnataka",
  packageMinLpa: 5,
  packageMaxLpa: 8.5,
  experience: "Freshers",
  description: "Clean <data> & build dashboards.",
  requirements: ["SQL", "pandas", "Statistics", "Power BI"],
  applyUrl: "/enrol?intent=apply&job=quantiva-data-analyst",
  postedAt: "2026-11-10",
  validThrough: "2027-05-09",
};

describe("jobMatchesQuery: SPEC.md 'free-text search matching role or location, case-insensitive'", () => {
  it("matches the role and the location in any case", () => {
    expect(jobMatchesQuery(job, "data analyst")).toBe(true);
    expect(jobMatchesQuery(job, "PYTHON")).toBe(true);
    expect(jobMatchesQuery(job, "mysuru")).toBe(true);
    expect(jobMatchesQuery(job, "KarNaTaKa")).toBe(true);
  });

  it("does not match the company, description or requirements", () => {
    expect(jobMatchesQuery(job, "Quantiva")).toBe(false);
    expect(jobMatchesQuery(job, "dashboards")).toBe(false);
    expect(jobMatchesQuery(job, "pandas")).toBe(false);
  });

  it("an empty or blank search matches everything; outer spaces are ignored", () => {
    expect(jobMatchesQuery(job, "")).toBe(true);
    expect(jobMatchesQuery(job, "   ")).toBe(true);
    expect(jobMatchesQuery(job, "  sql ")).toBe(true);
  });

  it("filterJobOpenings keeps only matching jobs, in order", () => {
    const other = { ...job, id: "b", role: "Java Developer", location: "Pune" };
    expect(filterJobOpenings([job, other], "pune")).toEqual([other]);
    expect(filterJobOpenings([job, other], "")).toEqual([job, other]);
    expect(filterJobOpenings([job, other], "chennai")).toEqual([]);
  });
});

describe("packageLabel", () => {
  it("shows the range in LPA", () => {
    expect(packageLabel({ packageMinLpa: 3, packageMaxLpa: 4.5 })).toBe("3-4.5 LPA");
    expect(packageLabel({ packageMinLpa: 15, packageMaxLpa: 20 })).toBe("15-20 LPA");
  });
  it("shows one figure when both ends are equal", () => {
    expect(packageLabel({ packageMinLpa: 12, packageMaxLpa: 12 })).toBe("12 LPA");
  });
});

describe("links", () => {
  it("makes an on-site apply path absolute and leaves an employer's URL alone", () => {
    expect(absoluteApplyUrl(job.applyUrl, "https://techpro.example.com")).toBe(
      "https://techpro.example.com/enrol?intent=apply&job=quantiva-data-analyst",
    );
    expect(absoluteApplyUrl("https://careers.example.org/jobs/42", "https://techpro.example.com")).toBe(
      "https://careers.example.org/jobs/42",
    );
  });

  it("the LinkedIn share link carries the apply URL as its url parameter", () => {
    const apply = "https://techpro.example.com/enrol?intent=apply&job=x";
    const share = new URL(linkedInShareUrl(apply));
    expect(share.origin).toBe("https://www.linkedin.com");
    expect(share.searchParams.get("url")).toBe(apply);
  });

  it("the details path names the job", () => {
    expect(jobDetailsPath("a b")).toBe("/placements?job=a%20b");
  });
});

describe("dates", () => {
  it("today is India's date, which runs 5 h 30 min ahead of UTC", () => {
    expect(indiaDateIso(new Date("2026-11-20T18:29:00Z"))).toBe("2026-11-20");
    expect(indiaDateIso(new Date("2026-11-20T18:30:00Z"))).toBe("2026-11-21");
  });
  it("adds days across month and year ends", () => {
    expect(addDaysIso("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDaysIso("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("jobPostingJsonLd", () => {
  const site = { siteUrl: "https://techpro.example.com", brandName: "TechPro Academy" };
  const ld = jobPostingJsonLd(site, job);

  it("has the properties JobPosting needs", () => {
    expect(ld["@type"]).toBe("JobPosting");
    expect(ld.title).toBe(job.role);
    expect(ld.datePosted).toBe("2026-11-10");
    expect(ld.validThrough).toBe("2027-05-09T23:59:59+05:30");
    expect(ld.employmentType).toBe("FULL_TIME");
    expect(ld.hiringOrganization).toEqual({ "@type": "Organization", name: "Quantiva Analytics" });
    expect(ld.jobLocation.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Mysuru",
      addressRegion: "Karnataka",
      addressCountry: "IN",
    });
  });

  it("gives the salary in rupees per year", () => {
    expect(ld.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 500000, maxValue: 850000, unitText: "YEAR" },
    });
  });

  it("escapes the description's HTML and lists the requirements", () => {
    expect(ld.description).toContain("Clean &lt;data&gt; &amp; build dashboards.");
    expect(ld.description).toContain("<li>Power BI</li>");
  });

  it("a single-word location is the locality, with country IN", () => {
    const address = jobPostingJsonLd(site, { ...job, location: "Pune" }).jobLocation.address;
    expect(address).toEqual({ "@type": "PostalAddress", addressLocality: "Pune", addressCountry: "IN" });
  });
});
