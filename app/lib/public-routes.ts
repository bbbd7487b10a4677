/**
 * Public, indexable pages with a fixed path, listed in /sitemap.xml together
 * with one entry per course page and blog post (see routes/resources/sitemap.ts).
 * A new public page adds its path here.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  "/",

  // -- marketing pages (issue 3)
  "/courses",
  "/mindset",
  "/about",

  // -- placements and blog (issue 4)
  "/placements",
  "/blog",

  // -- contact and enquiries (issue 5)
  "/contact",
  "/enrol",

  // -- payment (issue 8)
  "/paymentpage",

  "/privacy",
  "/terms",
];
