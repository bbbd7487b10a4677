import { Link } from "react-router";
import type { Route } from "./+types/home";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { BecomeTechPro } from "~/components/marketing/become-tech-pro";
import { CtaBand } from "~/components/marketing/cta-band";
import { FeaturedCourses } from "~/components/marketing/featured-courses";
import { HomeHero } from "~/components/marketing/home-hero";
import { KnowledgeHub } from "~/components/marketing/knowledge-hub";
import { LearnWithTheBest } from "~/components/marketing/learn-with-the-best";
import { ReferralSection } from "~/components/marketing/referral-section";
import { WhyChoose } from "~/components/marketing/why-choose";
import { Button } from "~/components/ui/button";
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
        <Button
          asChild
          size="lg"
          variant="outline"
          className="border-white bg-white text-brand-900 hover:bg-brand-50"
        >
          <EnquiryLink intent="enrol">Enroll Now</EnquiryLink>
        </Button>
        <Button
          asChild
          size="lg"
          variant="outline"
          className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white"
        >
          <Link to="/contact" prefetch="intent">
            Talk to Admissions
          </Link>
        </Button>
      </CtaBand>
      <KnowledgeHub />
      <ReferralSection />
    </>
  );
}
