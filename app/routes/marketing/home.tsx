import { Link } from "react-router";
import type { Route } from "./+types/home";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { BecomeTechPro } from "~/components/marketing/become-tech-pro";
import { CtaBand } from "~/components/marketing/cta-band";
import { FeaturedCourses } from "~/components/marketing/featured-courses";
import { HomeHero } from "~/components/marketing/home-hero";
import { KnowledgeHub } from "~/components/marketing/knowledge-hub";
import { LearnWithTheBest } from "~/components/marketing/learn-with-the-best";
import { OnBrandButton } from "~/components/marketing/on-brand-button";
import { ReferralSection } from "~/components/marketing/referral-section";
import { WhyChoose } from "~/components/marketing/why-choose";
import { CTA_BAND, HERO } from "~/content/home";
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

/** SPEC.md "Home", sections in order. */
export default function Home() {
  return (
    <>
      <HomeHero />
      <FeaturedCourses />
      <WhyChoose />
      <LearnWithTheBest />
      <BecomeTechPro />
      <CtaBand id="cta-heading" heading={CTA_BAND.heading} text={CTA_BAND.text}>
        <OnBrandButton tone="white">
          <EnquiryLink intent="enrol">Enroll Now</EnquiryLink>
        </OnBrandButton>
        <OnBrandButton tone="outline">
          <Link to="/contact" prefetch="intent">
            Talk to Admissions
          </Link>
        </OnBrandButton>
      </CtaBand>
      <KnowledgeHub />
      <ReferralSection />
    </>
  );
}
