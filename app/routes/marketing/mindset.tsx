import { CalendarCheck, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/mindset";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { CtaBand } from "~/components/marketing/cta-band";
import { mindsetIcons } from "~/components/marketing/mindset-icons";
import { OnBrandButton } from "~/components/marketing/on-brand-button";
import { PageHero } from "~/components/marketing/page-hero";
import { revealItem, useReveal } from "~/components/marketing/reveal";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { MINDSET } from "~/content/mindset";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: MINDSET.title,
    description:
      "1:1 mentorship, communication, resume and professional profile, interview preparation, confidence and a growth mindset: the soft-skills module included with every course at no extra cost.",
    path: "/mindset",
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Mindset Module", path: "/mindset" },
      ]),
    ],
  });
};

/** SPEC.md "Mindset". */
export default function MindsetPage() {
  const ref = useReveal<HTMLUListElement>(150);
  return (
    <>
      <PageHero
        eyebrow="Mindset Module"
        title={MINDSET.title}
        intro={MINDSET.intro}
        aside={
          <img
            src={MINDSET.image.url}
            alt={MINDSET.image.alt}
            width={560}
            height={420}
            fetchPriority="high"
            className="mx-auto w-full max-w-md"
          />
        }
      >
        <Badge variant="success" size="note" className="mt-6">
          {MINDSET.noExtraCost}
        </Badge>
        <dl className="mt-8 grid max-w-xl grid-cols-3 gap-3 sm:gap-4">
          {MINDSET.statistics.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-xl bg-white/10 p-3 sm:p-4">
              <dt className="mt-1 text-sm text-brand-100">{stat.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-white sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <section aria-labelledby="items-heading" className="py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="items-heading"
            title="What the module covers"
            intro="Six focus areas, practised every week alongside your technical course."
          />
          <ul ref={ref} className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {MINDSET.items.map((item, i) => {
              const Icon = mindsetIcons[item.icon];
              return (
                <li
                  key={item.title}
                  {...revealItem(i)}
                  className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card"
                >
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-xl font-bold">{item.title}</h3>
                  <p className="mt-2 text-ink-muted">{item.description}</p>
                  <ul className="mt-4 space-y-2 text-sm">
                    {item.points.map((point) => (
                      <li key={point} className="flex items-start gap-2">
                        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="session-heading" className="bg-surface-muted py-14 sm:py-20">
        <div className="container-page flex flex-col items-center gap-6 text-center lg:flex-row lg:justify-between lg:text-left">
          <div className="max-w-2xl">
            <h2 id="session-heading" className="text-3xl font-extrabold">
              {MINDSET.session.heading}
            </h2>
            <p className="mt-3 text-lg text-ink-muted">{MINDSET.session.text}</p>
          </div>
          <Button asChild size="lg">
            <Link to="/contact" prefetch="intent">
              <CalendarCheck aria-hidden="true" />
              Schedule a Session
            </Link>
          </Button>
        </div>
      </section>

      <CtaBand id="mindset-cta-heading" heading={MINDSET.closing.heading} text={MINDSET.closing.text}>
        <OnBrandButton tone="white">
          <Link to="/courses" prefetch="intent">
            Browse Courses
          </Link>
        </OnBrandButton>
        <OnBrandButton tone="outline">
          <EnquiryLink intent="request-info">Request Information</EnquiryLink>
        </OnBrandButton>
      </CtaBand>
    </>
  );
}
