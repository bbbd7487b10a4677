import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { DISCOUNT_POPUP_TIMING, REFERRAL_POPUP } from "~/content/popups";
import { expireDiscountIfDue, startDiscountCountdown } from "~/lib/discount-countdown";
import { browserStore, useTimedPopup } from "./use-timed-popup";

// The dialogs' code loads when a pop-up is first due, not with the page.
const DiscountDialog = lazy(() => import("./discount-dialog"));
const ReferralDialog = lazy(() => import("./referral-dialog"));

/**
 * The public site's timed pop-ups (SPEC.md "Site-wide overlays"): the
 * discount offer at 10 s and every 2 minutes after, the referral dialog once
 * at 20 s. See docs/decisions/040 for where they appear.
 */
export function TimedPopups() {
  const [discount, setDiscount] = useState<{ open: boolean; expiry: number } | null>(null);
  const [referralOpen, setReferralOpen] = useState<boolean | null>(null);
  // Once the offer has run out it stays away for the rest of the visit.
  const discountExpired = useRef(false);

  useTimedPopup(
    () => {
      if (discountExpired.current) return;
      const store = browserStore();
      const now = Date.now();
      const expiry = startDiscountCountdown(store, now);
      if (expireDiscountIfDue(store, expiry, now)) {
        discountExpired.current = true;
        return;
      }
      setDiscount({ open: true, expiry });
    },
    {
      delayMs: DISCOUNT_POPUP_TIMING.firstShowMs,
      repeatMs: DISCOUNT_POPUP_TIMING.repeatMs,
      isOpen: discount?.open ?? false,
    },
  );
  const discountOpen = useRef(false);
  discountOpen.current = discount?.open ?? false;
  useTimedPopup(() => setReferralOpen(true), {
    delayMs: REFERRAL_POPUP.showAfterMs,
    isOpen: referralOpen ?? false,
    // The offer may be due but its code still loading: wait for it too.
    waitWhile: () => discountOpen.current,
  });

  const closeDiscount = useCallback((open: boolean) => {
    if (!open) setDiscount((d) => (d ? { ...d, open: false } : d));
  }, []);
  const expireDiscount = useCallback(() => {
    discountExpired.current = true;
    setDiscount((d) => (d ? { ...d, open: false } : d));
  }, []);

  return (
    <>
      <Suspense fallback={null}>
        {discount ? (
          <DiscountDialog
            open={discount.open}
            expiry={discount.expiry}
            onOpenChange={closeDiscount}
            onExpired={expireDiscount}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {referralOpen !== null ? <ReferralDialog open={referralOpen} onOpenChange={setReferralOpen} /> : null}
      </Suspense>
    </>
  );
}
