import { Clock, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { DISCOUNT_OFFER } from "~/content/popups";
import { countdownParts, expireDiscountIfDue } from "~/lib/discount-countdown";
import { formatInr } from "~/lib/format";
import { useReturnFocus } from "./use-return-focus";
import { browserStore } from "./use-timed-popup";

export interface DiscountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved expiry (ms since 1970) the countdown runs to. */
  expiry: number;
  /** Called when the countdown reaches zero (the key is already removed). */
  onExpired: () => void;
}

/**
 * SPEC.md "Discount pop-up": the offer with a countdown to the saved expiry,
 * ticking each second; when the time runs out the key is removed and the
 * pop-up hides. Closed by the X, the backdrop or the "No thanks" button.
 * Loaded when the pop-up is first due (see timed-popups.tsx).
 */
export default function DiscountDialog({ open, onOpenChange, expiry, onExpired }: DiscountDialogProps) {
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
              {DISCOUNT_OFFER.label}
            </span>
          </p>
          <DialogTitle className="text-xl sm:text-2xl">{DISCOUNT_OFFER.course}</DialogTitle>
          <DialogDescription>Only for the first {DISCOUNT_OFFER.seats} registered members.</DialogDescription>
        </div>

        <p className="flex items-baseline justify-center gap-3">
          <span className="text-4xl font-extrabold text-brand-700">
            <span className="sr-only">Offer price </span>
            {formatInr(DISCOUNT_OFFER.price)}
          </span>
          <s className="text-lg text-ink-muted">
            <span className="sr-only">regular price </span>
            {formatInr(DISCOUNT_OFFER.originalPrice)}
          </s>
        </p>

        <ul className="mx-auto grid max-w-sm gap-1.5 text-left text-sm text-ink-muted">
          {DISCOUNT_OFFER.highlights.map((h) => (
            <li key={h} className="flex gap-2">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
              {h}
            </li>
          ))}
        </ul>

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
            className="mt-2 grid grid-cols-3 gap-2"
          >
            {(
              [
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
        </div>

        <div className="grid gap-2">
          <EnquiryLink
            intent="enrol"
            course={DISCOUNT_OFFER.courseId}
            onClick={close}
            className={cn(buttonVariants({ variant: "accent", size: "lg" }), "w-full")}
          >
            Claim Offer Now
          </EnquiryLink>
          <DialogClose className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "text-ink-muted")}>
            No thanks, I&apos;ll pay full price later
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
