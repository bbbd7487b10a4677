import { useCallback, useRef, useState } from "react";
import { useCatalogue } from "~/components/layout/use-catalogue";
import { DISCOUNT_POPUP_TIMING, REFERRAL_POPUP } from "~/content/popups";
import type { CourseFacts } from "~/lib/catalogue";
import { expireDiscountIfDue, syncDiscountExpiry } from "~/lib/discount-countdown";
import { useOnDemand } from "./use-on-demand";
import { browserStore, useTimedPopup } from "./use-timed-popup";

// The dialogs' code loads when a pop-up is first due, not with the page.
const loadDiscount = () => import("./discount-dialog");
const loadReferral = () => import("./referral-dialog");

/**
 * The public site's timed pop-ups (SPEC.md "Site-wide overlays"): the
 * discount offer at 10 s and every 2 minutes after, the referral dialog once
 * at 20 s. See docs/decisions/040 for where they appear. The discount pop-up
 * shows the live offer that ends first (decision 14), and never appears
 * without one.
 */
export function TimedPopups() {
  const catalogue = useCatalogue();
  const offered: CourseFacts | undefined = catalogue
    .filter((c) => c.offer)
    .sort((a, b) => Date.parse(a.offer!.endsAt) - Date.parse(b.offer!.endsAt))[0];
  const offerEnd = offered?.offer ? Date.parse(offered.offer.endsAt) : null;
  const discountCode = useOnDemand(loadDiscount);
  const referralCode = useOnDemand(loadReferral);
  const [discount, setDiscount] = useState<{ open: boolean; expiry: number } | null>(null);
  const [referralOpen, setReferralOpen] = useState(false);
  // Once the offer has run out it stays away for the rest of the visit.
  const discountExpired = useRef(false);
  // Due but its code still downloading: the other pop-up waits for it.
  const loading = useRef(false);

  useTimedPopup(
    async () => {
      if (discountExpired.current || offerEnd === null) return;
      loading.current = true;
      const ready = await discountCode.ensure();
      loading.current = false;
      if (!ready) return;
      const store = browserStore();
      const now = Date.now();
      const expiry = syncDiscountExpiry(store, offerEnd);
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
      waitWhile: () => loading.current,
    },
  );
  useTimedPopup(
    async () => {
      loading.current = true;
      const ready = await referralCode.ensure();
      loading.current = false;
      if (ready) setReferralOpen(true);
    },
    { delayMs: REFERRAL_POPUP.showAfterMs, isOpen: referralOpen, waitWhile: () => loading.current },
  );

  const closeDiscount = useCallback((open: boolean) => {
    if (!open) setDiscount((d) => (d ? { ...d, open: false } : d));
  }, []);
  const expireDiscount = useCallback(() => {
    discountExpired.current = true;
    setDiscount((d) => (d ? { ...d, open: false } : d));
  }, []);

  const Discount = discountCode.Component;
  const Referral = referralCode.Component;
  return (
    <>
      {Discount && discount && offered ? (
        <Discount
          course={offered}
          open={discount.open}
          expiry={discount.expiry}
          onOpenChange={closeDiscount}
          onExpired={expireDiscount}
        />
      ) : null}
      {Referral ? <Referral open={referralOpen} onOpenChange={setReferralOpen} /> : null}
    </>
  );
}
