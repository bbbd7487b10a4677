import { Briefcase, Globe2, TrendingUp, Wallet } from "lucide-react";
import { Link } from "react-router";
import { enrolHref } from "~/lib/payment";
import { Button } from "~/components/ui/button";
import type { CareerCard } from "~/content/courses";
import type { CourseId } from "~/content/course-catalogue";
import { PLACEMENT_DISCLAIMER } from "~/content/disclaimers";
import { SectionHeading } from "./section-heading";

function careerId(card: CareerCard) {
  return `career-${card.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/** Course page career cards (SPEC.md: python-full-stack only): title, salary, growth, scope, responsibilities, Enroll. */
export function CareerCards({ courseId, cards }: { courseId: CourseId; cards: CareerCard[] }) {
  return (
    <section aria-labelledby="careers-heading" className="py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="careers-heading"
          eyebrow="Where this course leads"
          title="Career Opportunities"
          intro="Roles our graduates prepare for, with typical salary ranges for freshers and early-career developers in India."
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {cards.map((card) => (
            <li key={card.title}>
              <article
                aria-labelledby={careerId(card)}
                className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 id={careerId(card)} className="flex items-center gap-2 text-xl font-bold">
                    <Briefcase className="h-5 w-5 text-brand-700" aria-hidden="true" />
                    {card.title}
                  </h3>
                  <p className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-sm font-bold text-green-800">
                    <Wallet className="h-4 w-4" aria-hidden="true" />
                    <span className="sr-only">Salary: </span>
                    {card.salary}
                  </p>
                </div>
                <dl className="mt-4 space-y-3 text-sm">
                  <div className="flex gap-2">
                    <dt className="flex shrink-0 items-center gap-1.5 font-semibold">
                      <TrendingUp className="h-4 w-4 text-brand-700" aria-hidden="true" />
                      Growth:
                    </dt>
                    <dd className="text-ink-muted">{card.growth}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="flex shrink-0 items-center gap-1.5 font-semibold">
                      <Globe2 className="h-4 w-4 text-brand-700" aria-hidden="true" />
                      Scope:
                    </dt>
                    <dd className="text-ink-muted">{card.scope}</dd>
                  </div>
                </dl>
                <h4 className="mt-5 text-sm font-semibold">Responsibilities</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
                  {card.responsibilities.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
                <div className="mt-auto pt-6">
                  <Button asChild variant="accent" className="w-full sm:w-auto">
                    <Link to={enrolHref(courseId)}>
                      Enroll Now<span className="sr-only"> to become a {card.title}</span>
                    </Link>
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-ink-muted">{PLACEMENT_DISCLAIMER}</p>
      </div>
    </section>
  );
}
