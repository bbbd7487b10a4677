import type { Route } from "./+types/home";
import { FeaturedCourses } from "~/components/marketing/featured-courses";
import { HomeHero } from "~/components/marketing/home-hero";
import { lazySection } from "~/components/layout/lazy-section";
import { WhyChoose } from "~/components/marketing/why-choose";
import { HERO } from "~/content/home";
import { pageMeta, siteFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${HERO.heading} | ${site.brandName}`,
    description:
      "Live instructor-led Python and Java full stack, AI & ML, Azure and SQL courses with placement support, certification and a mindset module at no extra cost.",
    path: "/",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.brandName,
        url: `${site.siteUrl}/`,
      },
    ],
  });
};

// Further down the page: server-rendered with the rest, hydrated each on its own as it nears
// the viewport (components/layout/lazy-section.tsx). One download for all five.
const below = () => import("~/components/marketing/home-below-fold");
const LearnWithTheBest = lazySection("home-learn", () => below().then((m) => m.LearnWithTheBest));
const BecomeTechPro = lazySection("home-become", () => below().then((m) => m.BecomeTechPro));
const HomeCta = lazySection("home-cta", () => below().then((m) => m.HomeCta));
const KnowledgeHub = lazySection("home-knowledge", () => below().then((m) => m.KnowledgeHub));
const ReferralSection = lazySection("home-referral", () => below().then((m) => m.ReferralSection));

/** SPEC.md "Home", sections in order. */
export default function Home() {
  return (
    <>
      <HomeHero />
      <FeaturedCourses />
      <WhyChoose />
      <LearnWithTheBest />
      <BecomeTechPro />
      <HomeCta />
      <KnowledgeHub />
      <ReferralSection />
    </>
  );
}
