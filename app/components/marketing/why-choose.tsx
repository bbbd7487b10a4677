import { useCatalogue } from "~/components/layout/use-catalogue";
import { useSite } from "~/components/layout/use-site";
import { PLACEMENT_DISCLAIMER } from "~/content/disclaimers";
import { WHY_CHOOSE } from "~/content/home";
import { OUTCOMES } from "~/content/outcomes";
import { withCertificateRule } from "~/lib/certificates";
import { OutcomeNotes } from "./outcome-notes";
import { homeIcons } from "./home-icons";
import { IconCardGrid } from "./icon-card-grid";
import { SectionHeading } from "./section-heading";

/** Home "Why Choose": six feature cards fading in 150 ms apart, and the three headline statistics. */
export function WhyChoose() {
  const site = useSite();
  // The certificate card states the rule the catalogue's courses apply (one home: lib/certificates.ts).
  const thresholds = useCatalogue().map((c) => c.certificateAttendancePercent);
  const features = withCertificateRule(WHY_CHOOSE.features, thresholds);
  return (
    <section aria-labelledby="why-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="why-heading"
          eyebrow="Why us"
          title={`Why Choose ${site.brandName}?`}
          intro={WHY_CHOOSE.intro}
        />
        <IconCardGrid cards={features} icons={homeIcons} stepMs={150} className="mt-12" />
        <dl className="mt-14 grid gap-4 rounded-card bg-brand-900 p-8 text-center text-white sm:grid-cols-3">
          {WHY_CHOOSE.statistics.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="mt-1 text-brand-100">{stat.label}</dt>
              <dd className="order-first text-4xl font-extrabold sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <OutcomeNotes
          figures={[OUTCOMES.trained, OUTCOMES.placementRate]}
          className="mx-auto mt-4 max-w-3xl text-center text-ink-muted"
        />
        <p className="mt-2 text-center text-sm text-ink-muted">{PLACEMENT_DISCLAIMER}</p>
      </div>
    </section>
  );
}
