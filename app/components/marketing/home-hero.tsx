import { ArrowRight } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { Button } from "~/components/ui/button";
import { HERO } from "~/content/home";
import { homeIcons } from "./home-icons";
import { MotionSwitch, MotionToggleLabel } from "./motion-toggle";
import { OnBrandButton } from "./on-brand-button";

type Lane = { key: string; left: number; duration: number; delay: number; restY: number } & (
  { kind: "tag"; text: string } | { kind: "icon"; icon: (typeof HERO.fallingIcons)[number] }
);

/*
 * Deterministic lanes (same on server and client): tags and icons spread over
 * the width, each falling at its own speed. Negative delays start them part
 * way down, so the hero looks alive from the first frame.
 */
const items = [
  ...HERO.fallingTags.map((text) => ({ kind: "tag" as const, text })),
  ...HERO.fallingIcons.map((icon) => ({ kind: "icon" as const, icon })),
];
const LANES: Lane[] = items.map((item, i) => {
  const duration = 14 + ((i * 7) % 11);
  return {
    ...item,
    key: `${item.kind}-${i}`,
    left: (i * 41 + 3) % 96,
    duration,
    delay: -((i * 5.3) % duration),
    restY: 10 + ((i * 29) % 80),
  };
});

/** Home hero (SPEC.md "Home"): falling skill tags and icons behind the heading, with a pause switch. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <MotionSwitch id="hero-motion" />
      <div data-motion aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 select-none">
        {LANES.map((lane) => (
          <div
            key={lane.key}
            className="fall-lane"
            style={
              {
                left: `${lane.left}%`,
                "--fall-duration": `${lane.duration}s`,
                "--fall-delay": `${lane.delay.toFixed(1)}s`,
                "--rest-y": `${lane.restY}%`,
              } as CSSProperties
            }
          >
            {lane.kind === "tag" ? (
              <span className="block rounded-full border border-white/20 bg-white/10 px-3 py-1 font-mono text-sm whitespace-nowrap text-white/75">
                {lane.text}
              </span>
            ) : (
              <IconChip icon={lane.icon} />
            )}
          </div>
        ))}
        {/* Keeps the text readable over the moving layer. */}
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgb(22_31_80/0.85)_0%,rgb(22_31_80/0.55)_45%,transparent_80%)]" />
      </div>
      <div className="container-page relative py-20 text-center sm:py-28 lg:py-32">
        <h1
          id="hero-heading"
          className="mx-auto max-w-4xl text-4xl font-extrabold text-white sm:text-5xl lg:text-6xl"
        >
          {HERO.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{HERO.subtitle}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <OnBrandButton tone="white">
            <Link to="/courses" prefetch="intent">
              Explore Courses
              <ArrowRight aria-hidden="true" />
            </Link>
          </OnBrandButton>
          <Button asChild size="lg" variant="accent">
            <EnquiryLink intent="join">Join Now</EnquiryLink>
          </Button>
        </div>
      </div>
      <MotionToggleLabel
        htmlFor="hero-motion"
        label="Pause animation"
        className="absolute right-4 bottom-4"
      />
    </section>
  );
}

function IconChip({ icon }: { icon: (typeof HERO.fallingIcons)[number] }) {
  const Icon = homeIcons[icon];
  return (
    <span className="flex h-10 w-10 items-center justify-center rounded-xl border border-white/20 bg-white/10 text-white/70">
      <Icon className="h-5 w-5" />
    </span>
  );
}
