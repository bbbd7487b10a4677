/**
 * Job openings as the placements page sees them (SPEC.md "Job listing"),
 * and the rules around them that browser and server share: the search
 * match, the package label, the share link and the JobPosting JSON-LD.
 * The rows come from the database (app/server/jobs.server.ts).
 */
import { escapeHtml } from "./html-escape";

export interface JobOpening {
  id: string;
  role: string;
  company: string;
  location: string;
  /** Package range in lakhs per annum (LPA). */
  packageMinLpa: number;
  packageMaxLpa: number;
  experience: string;
  description: string;
  /** SPEC.md: four short strings per listing. */
  requirements: string[];
  /** On-site path (/enrol?intent=apply&job=...) or an employer's absolute URL. */
  applyUrl: string;
  /** ISO dates (YYYY-MM-DD). */
  postedAt: string;
  validThrough: string;
}

/** Longer search text than any role or city is cut (the search box has the same limit). */
export const MAX_QUERY_LENGTH = 100;

/** The search text as the page uses it: trimmed, lower-cased. */
export function normaliseJobQuery(query: string | null | undefined): string {
  return (query ?? "").trim().toLowerCase();
}

/** SPEC.md: free-text search matching role or location, case-insensitive. An empty query matches all. */
export function jobMatchesQuery(job: Pick<JobOpening, "role" | "location">, query: string): boolean {
  const q = normaliseJobQuery(query);
  if (!q) return true;
  return job.role.toLowerCase().includes(q) || job.location.toLowerCase().includes(q);
}

export function filterJobOpenings<T extends Pick<JobOpening, "role" | "location">>(
  jobs: readonly T[],
  query: string,
): T[] {
  return jobs.filter((job) => jobMatchesQuery(job, query));
}

/** "3-6 LPA", "12 LPA" when both ends are equal, "8.5-10 LPA". */
export function packageLabel(job: Pick<JobOpening, "packageMinLpa" | "packageMaxLpa">): string {
  const fmt = (n: number) => String(Number(n.toFixed(2)));
  const min = fmt(job.packageMinLpa);
  const max = fmt(job.packageMaxLpa);
  return min === max ? `${min} LPA` : `${min}-${max} LPA`;
}

/** The apply URL as an absolute URL (seed rows hold an on-site path). */
export function absoluteApplyUrl(applyUrl: string, siteUrl: string): string {
  return new URL(applyUrl, `${siteUrl.replace(/\/$/, "")}/`).toString();
}

/** A page that shows one opening's details without JavaScript (and opens its dialog with it). */
export function jobDetailsPath(id: string): string {
  return `/placements?job=${encodeURIComponent(id)}`;
}

/** SPEC.md: without a device share sheet, Share is a professional-network share link carrying the apply URL. */
export function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

const LAKH = 100_000;

/** "Bengaluru" -> locality only; "Mysuru, Karnataka" -> locality and region. */
function postalAddress(location: string) {
  const [locality, ...rest] = location.split(",").map((s) => s.trim());
  const region = rest.filter((s) => s && s.toLowerCase() !== "india").join(", ");
  return {
    "@type": "PostalAddress",
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: "IN",
  };
}

/** schema.org JobPosting for one open job (PRODUCT.md item 9). */
export function jobPostingJsonLd(site: { siteUrl: string; brandName: string }, job: JobOpening) {
  const description =
    `<p>${escapeHtml(job.description)}</p>` +
    `<p>Requirements:</p><ul>${job.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join("")}</ul>`;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.role,
    description,
    identifier: { "@type": "PropertyValue", name: site.brandName, value: job.id },
    datePosted: job.postedAt,
    // The whole valid-through day counts, India time.
    validThrough: `${job.validThrough}T23:59:59+05:30`,
    employmentType: "FULL_TIME",
    hiringOrganization: { "@type": "Organization", name: job.company },
    jobLocation: { "@type": "Place", address: postalAddress(job.location) },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        minValue: Math.round(job.packageMinLpa * LAKH),
        maxValue: Math.round(job.packageMaxLpa * LAKH),
        unitText: "YEAR",
      },
    },
    experienceRequirements: job.experience,
    url: `${site.siteUrl}${jobDetailsPath(job.id)}`,
  };
}
