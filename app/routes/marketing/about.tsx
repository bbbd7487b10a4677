import { Eye, Target } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { useSite } from "~/components/layout/use-site";
import { CtaBand } from "~/components/marketing/cta-band";
import { aboutIcons } from "~/components/marketing/about-icons";
import { IconCardGrid } from "~/components/marketing/icon-card-grid";
import { OnBrandButton } from "~/components/marketing/on-brand-button";
import { PageHero } from "~/components/marketing/page-hero";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Button } from "~/components/ui/button";
import { ABOUT } from "~/content/about";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `About Us: Our Mission, Vision and Teaching Methods`,
    description: `Why ${site.brandName} trains job-ready developers: our mission and vision, what makes us different and how we teach, with live classes, projects and mentorship.`,
    path: "/about",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: `About ${site.brandName}`,
        url: `${site.siteUrl}/about`,
      },
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "About Us", path: "/about" },
      ]),
    ],
  });
};

/** SPEC.md "About": Mission, Vision, Why Choose (six), Teaching Methods (six), closing call to action. */
export default function AboutPage() {
  const site = useSite();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`About ${site.brandName}`}
        intro={ABOUT.intro}
        aside={
          <img
            src={ABOUT.image.url}
            alt={ABOUT.image.alt}
            width={560}
            height={420}
            fetchPriority="high"
            className="mx-auto w-full max-w-md"
          />
        }
      />

      <section aria-label="Mission and vision" className="py-16 sm:py-20">
        <div className="container-page grid gap-6 md:grid-cols-2">
          {[
            { ...ABOUT.mission, Icon: Target, id: "mission-heading" },
            { ...ABOUT.vision, Icon: Eye, id: "vision-heading" },
          ].map(({ heading, text, Icon, id }) => (
            <article
              key={id}
              aria-labelledby={id}
              className="rounded-card border border-line bg-surface p-8 shadow-card"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h2 id={id} className="mt-4 text-2xl font-extrabold">
                {heading}
              </h2>
              <p className="mt-3 text-lg text-ink-muted">{text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-why-heading" className="bg-surface-muted py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="about-why-heading" eyebrow="Why us" title={`Why Choose ${site.brandName}?`} />
          <IconCardGrid cards={ABOUT.whyChoose} icons={aboutIcons} className="mt-10" />
        </div>
      </section>

      <section aria-labelledby="methods-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="methods-heading"
            eyebrow="How we teach"
            title="Our Teaching Methods"
            intro="Practical, live and personal: the way engineers actually learn on the job."
          />
          <IconCardGrid cards={ABOUT.teachingMethods} icons={aboutIcons} className="mt-10" />
        </div>
      </section>

      <CtaBand id="about-cta-heading" heading={ABOUT.closing.heading} text={ABOUT.closing.text}>
        <OnBrandButton tone="white">
          <Link to="/courses" prefetch="intent">
            Browse Courses
          </Link>
        </OnBrandButton>
        <Button asChild size="lg" variant="accent">
          <EnquiryLink intent="enrol">Enroll Now</EnquiryLink>
        </Button>
        <OnBrandButton tone="outline">
          <Link to="/contact" prefetch="intent">
            Contact Us
          </Link>
        </OnBrandButton>
      </CtaBand>
    </>
  );
}
