import { siteConfig } from "~/server/env.server";

export function loader() {
  const base = siteConfig().siteUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /staff",
    "Disallow: /paymentpage/orders",
    "Disallow: /uploads/",
    "Disallow: /calendar/",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
