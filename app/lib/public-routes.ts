/**
 * Public, indexable pages with a fixed path, listed in /sitemap.xml together
 * with one entry per course page and blog post (see routes/resources/sitemap.ts).
 * A new public page adds its path here.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  "/",

  // -- marketing pages
  "/courses",
  "/mindset",
  "/about",

  // -- placements and blog
  "/placements",
  "/blog",

  // -- contact and enquiries
  "/contact",
  "/enrol",

  // -- payment
  "/paymentpage",

  // -- certificates (the look-up form; each certificate's page is indexed only if its holder chose so)
  "/certificates",

  "/privacy",
  "/terms",
];
