import { OutcomeNotes } from "~/components/marketing/outcome-notes";
import { PLACEMENT_CLAIMS, PLACEMENT_DISCLAIMER, PLACEMENTS_HERO } from "~/content/placements";

/** SPEC.md hero: students placed, average package, placement rate (outcomes.ts), what each counts and the disclaimer. */
export function PlacementsHero() {
  return (
    <section
      aria-labelledby="placements-title"
      className="bg-gradient-to-b from-brand-950 to-brand-800 text-white"
    >
      <div className="container-page py-14 text-center sm:py-20">
        <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">
          {PLACEMENTS_HERO.eyebrow}
        </p>
        <h1
          id="placements-title"
          className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold text-white sm:text-5xl"
        >
          {PLACEMENTS_HERO.title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{PLACEMENTS_HERO.subtitle}</p>
        <figure className="mx-auto mt-10 max-w-3xl">
          <dl className="grid grid-cols-3 gap-2 sm:gap-4">
            {PLACEMENT_CLAIMS.map((c) => (
              <div
                key={c.label}
                className="flex flex-col-reverse justify-end rounded-card bg-white/10 px-2 py-4 ring-1 ring-white/15 sm:px-4 sm:py-6"
              >
                <dt className="mt-1 text-xs font-medium text-brand-100 sm:text-sm">{c.label}</dt>
                <dd className="text-xl font-extrabold whitespace-nowrap text-white tabular-nums min-[400px]:text-2xl sm:text-4xl">
                  {c.value}
                </dd>
              </div>
            ))}
          </dl>
          <figcaption className="mt-4 text-sm text-brand-100">
            <p>{PLACEMENTS_HERO.claimsNote}</p>
            <OutcomeNotes figures={PLACEMENT_CLAIMS} className="mx-auto mt-2 max-w-2xl text-brand-100" />
            <strong className="mt-2 block font-semibold text-white">{PLACEMENT_DISCLAIMER}</strong>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
