import { STATIC_PUBLIC_PATHS } from "~/lib/public-routes";
import { ARTICLES } from "~/content/articles";
import { COURSE_IDS } from "~/content/course-catalogue";
import { siteConfig } from "~/server/env.server";
import { escapeHtml as escapeXml } from "~/lib/html-escape";

export function sitemapPaths(): string[] {
  return [
    ...STATIC_PUBLIC_PATHS,
    // -- course pages
    ...COURSE_IDS.map((id) => `/courses/${id}`),

    // -- blog posts
    ...ARTICLES.map((a) => `/blog/${a.id}`),
  ];
}

export function loader() {
  const base = siteConfig().siteUrl;
  const urls = sitemapPaths()
    .map((p) => `  <url><loc>${escapeXml(`${base}${p}`)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
