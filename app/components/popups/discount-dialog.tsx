import { Clock, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { CourseFacts } from "~/lib/catalogue";
import { countdownParts, expireDiscountIfDue } from "~/lib/discount-countdown";
import { formatDateTime, formatInr } from "~/lib/format";
import { enrolHref } from "~/lib/payment";
import { useReturnFocus } from "./use-return-focus";
import { browserStore } from "./use-timed-popup";

export interface DiscountDialogProps {
  /** The course with its live offer (catalogue facts: price is what /paymentpage charges). */
  course: CourseFacts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The offer's end (ms since 1970), also saved under discountExpiryTime. */
  expiry: number;
  /** Called when the countdown reaches zero (the key is already removed). */
  onExpired: () => void;
}

/**
 * SPEC.md "Discount pop-up", made honest (decision 14): the live offer's
 * price (what /paymentpage charges) against the catalogue's regular price and
 * the percentage, a countdown to the offer's real end (the same for every
 * visitor, also written as an India date and time), and a remaining count
 * only when the offer has a cap. When the time runs out the key is removed
 * and the pop-up hides. Closed by the X, the backdrop or "Not now". Loaded
 * when the pop-up is first due (see timed-popups.tsx).
 */
export default function DiscountDialog({
  course,
  open,
  onOpenChange,
  expiry,
  onExpired,
}: DiscountDialogProps) {
  const [now, setNow] = useState(() => Date.now());
  const returnFocus = useReturnFocus();

  useEffect(() => {
    if (!open) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (expireDiscountIfDue(browserStore(), expiry, at)) onExpired();
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [open, expiry, onExpired]);

  const left = countdownParts(expiry - now);
  const offer = course.offer;
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md gap-5 border-t-4 border-t-accent-600 text-center"
        data-testid="discount-popup"
        {...returnFocus}
      >
        <div className="flex flex-col items-center gap-3 pt-2">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
            <Sparkles aria-hidden="true" className="size-4" />
            Limited-time offer
            <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">
              {course.discountPercent}% OFF
            </span>
          </p>
          <DialogTitle className="text-xl sm:text-2xl">{course.title}</DialogTitle>
          <DialogDescription>
            {offer && offer.seatsLeft !== null
              ? `${offer.seatsLeft} ${offer.seatsLeft === 1 ? "place" : "places"} left at this price.`
              : "The offer price for everyone who pays before the offer ends."}
          </DialogDescription>
        </div>

        <p className="flex items-baseline justify-center gap-3">
          <span className="text-4xl font-extrabold text-brand-700" data-testid="discount-price">
            <span className="sr-only">Offer price </span>
            {formatInr(course.priceRupees)}
          </span>
          <s className="text-lg text-ink-muted">
            <span className="sr-only">regular price </span>
            {formatInr(course.regularPriceRupees)}
          </s>
        </p>

        <p className="mx-auto max-w-sm text-sm text-ink-muted">{course.summary}</p>

        <div className="rounded-xl bg-slate-50 p-3">
          <p
            id="discount-countdown-label"
            className="flex items-center justify-center gap-1.5 text-sm font-semibold"
          >
            <Clock aria-hidden="true" className="size-4 text-accent-700" />
            Offer ends in
          </p>
          <div
            role="timer"
            aria-labelledby="discount-countdown-label"
            className="mt-2 grid grid-cols-4 gap-2"
          >
            {(
              [
                ["days", left.days, "Days"],
                ["hours", left.hours, "Hours"],
                ["minutes", left.minutes, "Minutes"],
                ["seconds", left.seconds, "Seconds"],
              ] as const
            ).map(([key, value, label]) => (
              <div key={key} className="rounded-lg bg-white py-2 shadow-sm">
                <span
                  data-testid={`countdown-${key}`}
                  className="block text-2xl font-bold tabular-nums text-ink"
                >
                  {String(value).padStart(2, "0")}
                </span>
                <span className="text-xs text-ink-muted">{label}</span>
              </div>
            ))}
          </div>
          <p className="mt-2 text-sm text-ink-muted" data-testid="discount-ends">
            Ends <time dateTime={new Date(expiry).toISOString()}>{formatDateTime(new Date(expiry))}</time> IST
          </p>
        </div>

        <div className="grid gap-2">
          <Link
            to={enrolHref(course.id)}
            onClick={close}
            className={cx(buttonVariants({ variant: "accent", size: "lg" }), "w-full")}
          >
            Claim Offer Now
          </Link>
          <DialogClose className={cx(buttonVariants({ variant: "ghost", size: "sm" }))}>
            <span className="text-ink-muted">Not now</span>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
