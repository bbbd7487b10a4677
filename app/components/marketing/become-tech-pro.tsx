import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { Button } from "~/components/ui/button";
import { PLACEMENT_DISCLAIMER } from "~/content/disclaimers";
import { BECOME_A_TECH_PRO } from "~/content/home";
import { formatInr } from "~/lib/format";

/** Home "Become a Tech Professional". */
export function BecomeTechPro() {
  return (
    <section aria-labelledby="become-heading" className="py-16 sm:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Your career</p>
          <h2 id="become-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
            {BECOME_A_TECH_PRO.heading}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{BECOME_A_TECH_PRO.text}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {BECOME_A_TECH_PRO.points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <EnquiryLink intent="enrol">Enroll Now</EnquiryLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/placements" prefetch="intent">
                See Placements
              </Link>
            </Button>
          </div>
        </div>
        <div className="rounded-card bg-gradient-to-br from-accent-700 to-accent-800 p-8 text-white shadow-card lg:col-span-2">
          <p className="text-lg font-semibold text-accent-100">Salaries from</p>
          <p className="mt-1 text-4xl font-extrabold sm:text-5xl">
            {formatInr(BECOME_A_TECH_PRO.startingSalaryInr)}
          </p>
          <p className="mt-1 text-lg font-semibold">per annum</p>
          <p className="mt-6 text-sm text-accent-50">{PLACEMENT_DISCLAIMER}</p>
        </div>
      </div>
    </section>
  );
}
