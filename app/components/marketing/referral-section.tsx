import { REFERRAL } from "~/content/home";
import { MotionSwitch, MotionToggleLabel } from "./motion-toggle";
import { ReferralCard } from "./referral-card";

/** Home "Earn While You Learn": the referral card and an image over a parallax background (with a pause switch). */
export function ReferralSection() {
  return (
    <section
      aria-labelledby="referral-heading"
      className="relative isolate overflow-hidden bg-brand-950 py-16 text-white sm:py-24"
    >
      <MotionSwitch id="parallax-motion" />
      <div
        data-motion
        aria-hidden="true"
        className="parallax-layer absolute inset-x-0 -top-1/4 -bottom-1/4 -z-10 bg-[radial-gradient(circle_at_20%_30%,rgb(52_101_246/0.45),transparent_35%),radial-gradient(circle_at_80%_70%,rgb(234_88_12/0.35),transparent_35%),radial-gradient(rgb(255_255_255/0.12)_1.5px,transparent_1.5px)] bg-[length:100%_100%,100%_100%,28px_28px]"
      />
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">Refer and earn</p>
          <h2 id="referral-heading" className="mt-2 text-3xl font-extrabold text-white sm:text-4xl">
            {REFERRAL.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-200">{REFERRAL.text}</p>
          <img
            src={REFERRAL.imageUrl}
            alt={REFERRAL.imageAlt}
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className="mx-auto mt-8 w-full max-w-sm lg:mx-0"
          />
        </div>
        <ReferralCard />
      </div>
      <MotionToggleLabel
        htmlFor="parallax-motion"
        label="Pause background motion"
        className="absolute right-4 bottom-4"
      />
    </section>
  );
}
