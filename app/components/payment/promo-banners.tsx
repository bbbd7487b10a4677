import { Gift, Percent } from "lucide-react";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { cx } from "~/components/ui/class-names";
import { REFERRAL_BANNER } from "~/content/pricing";
import type { CourseFacts } from "~/lib/catalogue";
import { formatDateTime, formatInr } from "~/lib/format";

const banner = "flex gap-4 rounded-card p-5 text-white shadow-card sm:p-6";

/**
 * SPEC.md "Promo banner": a live offer from the catalogue (decision 14: its
 * real price, percentage and end, and a remaining count only when the offer
 * has a cap), and the referral reward. No live offer, no offer banner.
 */
export function PromoBanners({ catalogue }: { catalogue: CourseFacts[] }) {
  const offers = catalogue.filter((c) => c.offer);
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Offers">
      {offers.map((course) => {
        const offer = course.offer!;
        return (
          <li key={offer.id} className={cx(banner, "bg-gradient-to-br from-brand-700 to-brand-900")}>
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Percent aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">
                Offer: {course.title}
              </p>
              <p className="mt-1 text-xl font-bold text-white">
                {formatInr(offer.priceRupees)} instead of {formatInr(course.regularPriceRupees)} (
                {course.discountPercent}% off)
              </p>
              <p className="mt-2 text-sm text-white/90">
                Until {formatDateTime(offer.endsAt)} IST
                {offer.seatsLeft !== null ? `, or until ${offer.seatsLeft} more students have taken it` : ""}.
              </p>
            </div>
          </li>
        );
      })}
      <li className={cx(banner, "bg-gradient-to-br from-accent-700 to-accent-800")}>
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Gift aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">
            {REFERRAL_BANNER.title}
          </p>
          <p className="mt-1 text-xl font-bold text-white">{REFERRAL_BANNER.subtitle}</p>
          <p className="mt-2 text-sm text-white/90">{REFERRAL_BANNER.description}</p>
          <EnquiryLink
            intent="refer"
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-accent-800 hover:bg-accent-50"
          >
            {REFERRAL_BANNER.button}
          </EnquiryLink>
        </div>
      </li>
    </ul>
  );
}
