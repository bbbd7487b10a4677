import { LEARN_WITH_THE_BEST } from "~/content/home";
import { CodeCollage } from "./code-collage";
import { homeIcons } from "./home-icons";
import { SectionHeading } from "./section-heading";

/** Home "Learn With The Best": the learning path beside a decorative code collage. */
export function LearnWithTheBest() {
  return (
    <section aria-labelledby="learn-heading" className="overflow-hidden bg-surface-muted py-16 sm:py-24">
      <div className="container-page grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="learn-heading"
            eyebrow="Your learning path"
            title={LEARN_WITH_THE_BEST.heading}
            intro={LEARN_WITH_THE_BEST.intro}
            align="left"
          />
          <ol className="mt-8 space-y-5">
            {LEARN_WITH_THE_BEST.steps.map((step, i) => {
              const Icon = homeIcons[step.icon];
              return (
                <li key={step.title} className="flex gap-4">
                  <span className="relative flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                    <span className="absolute -top-1 -right-1 flex h-5 w-5 items-center justify-center rounded-full bg-accent-700 text-xs font-bold">
                      {i + 1}
                    </span>
                  </span>
                  <div>
                    <h3 className="text-lg font-bold">{step.title}</h3>
                    <p className="mt-1 text-ink-muted">{step.description}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
        <CodeCollage className="min-w-0" />
      </div>
    </section>
  );
}
