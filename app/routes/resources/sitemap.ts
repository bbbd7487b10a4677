import { STATIC_PUBLIC_PATHS } from "~/lib/public-routes";
import { COURSE_IDS } from "~/content/course-catalogue";
import { siteConfig } from "~/server/env.server";

function escapeXml(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapPaths(): string[] {
  return [
    ...STATIC_PUBLIC_PATHS,
    // -- course pages (issue 3)
    ...COURSE_IDS.map((id) => `/courses/${id}`),

    // -- blog posts (issue 4)
    // One per content/blog/<id>.md (blog.server.ts checks these match content/articles.ts);
    // a build-time glob keeps this slot free of import lines.
    ...Object.keys(import.meta.glob("../../content/blog/*.md")).map((f) => `/blog/${f.slice(f.lastIndexOf("/") + 1, -3)}`),

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
