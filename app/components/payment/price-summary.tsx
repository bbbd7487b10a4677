import { Loader2 } from "lucide-react";
import type { PaymentCourse } from "~/content/pricing";
import { Button } from "~/components/ui/button";
import { formatInr } from "~/lib/format";
import { priceSummary } from "~/lib/pricing";

/** The pricing summary beside the course list, with Complete Payment. */
export function PriceSummary({ course, busy }: { course: PaymentCourse | undefined; busy: boolean }) {
  const s = course ? priceSummary(course) : null;
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="summary-heading" className="text-xl font-bold">
        Pricing summary
      </h2>
      <div aria-live="polite" className="mt-4">
        {course && s ? (
          <dl className="grid gap-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Course</dt>
              <dd className="text-right font-semibold" data-testid="summary-course">
                {course.name}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Original price</dt>
              <dd>
                <s>{formatInr(s.originalPrice)}</s>
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Discount ({s.discountPercent}%)</dt>
              <dd className="font-semibold text-green-800" data-testid="summary-discount">
                −{formatInr(s.savings)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
              <dt className="font-semibold">You pay</dt>
              <dd className="text-2xl font-bold" data-testid="summary-total">
                {formatInr(s.price)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-ink-muted">Select a course to see your price.</p>
        )}
      </div>
      <Button type="submit" id="complete-payment" size="lg" className="mt-6 w-full" disabled={busy}>
        {busy ? (
          <>
            <Loader2 aria-hidden="true" className="animate-spin" />
            Creating your order…
          </>
        ) : (
          "Complete Payment"
        )}
      </Button>
      <p className="mt-3 text-xs text-ink-muted">
        Pay by UPI with any app (Google Pay, PhonePe, Paytm, BHIM or your bank's app). No card details, no
        extra fees.
      </p>
    </section>
  );
}
