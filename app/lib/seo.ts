import type { CourseFacts } from "./catalogue";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";

type MetaDescriptor = Record<string, unknown>;
type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site configuration from the root route's loader data, inside a meta() function. */
export function siteFromMatches(matches: readonly MatchLike[]): SiteConfig {
  const root = matches.find((m) => m?.id === "root");
  const data = root?.loaderData as { site?: SiteConfig } | undefined;
  return data?.site ?? defaultSiteConfig;
}

/** The catalogue the public layout loaded (for meta and structured data). */
export function catalogueFromMatches(matches: readonly MatchLike[]): CourseFacts[] {
  const layout = matches.find((m) => m?.id === "routes/marketing/layout");
  const data = layout?.loaderData as { catalogue?: CourseFacts[] } | undefined;
  return data?.catalogue ?? [];
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/courses". */
  path: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** schema.org objects for this page (rendered as JSON-LD). */
  jsonLd?: Record<string, unknown>[];
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for one page. */
export function pageMeta(site: SiteConfig, input: PageMetaInput): MetaDescriptor[] {
  const url = `${site.siteUrl}${input.path === "/" ? "/" : input.path}`;
  const title = input.title.includes(site.brandName) ? input.title : `${input.title} | ${site.brandName}`;
  const image = `${site.siteUrl}${input.image ?? "/og-image.png"}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const ld of input.jsonLd ?? []) tags.push({ "script:ld+json": ld });
  return tags;
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(site: SiteConfig, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${site.siteUrl}${item.path}`,
    })),
  };
}

/** schema.org Organization, rendered on every page by the root layout. */
export function organizationJsonLd(site: SiteConfig = defaultSiteConfig) {
  const sameAs = Object.values(site.social).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: site.brandName,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/logo.svg`,
    email: site.email,
    telephone: site.phone,
    description: site.tagline,
    address: { "@type": "PostalAddress", addressCountry: "IN" },
    ...(sameAs.length ? { sameAs } : {}),
  };
}
