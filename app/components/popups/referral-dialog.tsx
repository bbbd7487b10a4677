import { Copy, Gift, Send } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useSite } from "~/components/layout/use-site";
import { buttonVariants } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { useReturnFocus } from "./use-return-focus";
import { REFERRAL_POPUP } from "~/content/popups";
import { referralUrl } from "~/lib/enquiry";
import { formatInr } from "~/lib/format";

/**
 * SPEC.md "Referral dialog": Copy copies the referral link, toasts 'Referral
 * Link Copied!' and closes; Refer Now opens the referral form in a new tab
 * and closes. Loaded when it is first due (see timed-popups.tsx).
 */
export default function ReferralDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const site = useSite();
  const [copyFailed, setCopyFailed] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  // Start on Copy Link rather than selecting the link's text.
  const returnFocus = useReturnFocus(() => copyRef.current);
  const linkId = useId();
  const link = referralUrl(site);
  const reward = formatInr(REFERRAL_POPUP.reward);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(REFERRAL_POPUP.copiedToast);
      setOpen(false);
    } catch {
      // No clipboard access (old browser, insecure page, denied): let the person copy it by hand.
      setCopyFailed(true);
      linkRef.current?.focus();
      linkRef.current?.select();
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-md" data-testid="referral-popup" {...returnFocus}>
        <DialogHeader className="items-start">
          <span
            aria-hidden="true"
            className="mb-1 inline-flex size-11 items-center justify-center rounded-full bg-accent-50"
          >
            <Gift className="size-6 text-accent-700" />
          </span>
          <DialogTitle>Refer a friend, earn {reward}</DialogTitle>
          <DialogDescription>
            Know someone who wants a career in tech? Share your referral link. You earn {reward} for every
            friend who enrols through it.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <label htmlFor={linkId} className="text-sm font-semibold">
            Your referral link
          </label>
          <input
            ref={linkRef}
            id={linkId}
            readOnly
            value={link}
            aria-describedby={copyFailed ? `${linkId}-hint` : undefined}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-slate-500 bg-slate-50 px-3 text-sm text-ink"
          />
          {copyFailed ? (
            <p id={`${linkId}-hint`} role="alert" className="text-sm font-medium text-red-700">
              Your browser blocked copying. The link is selected: press Ctrl+C (or long-press and Copy).
            </p>
          ) : null}
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <button
            ref={copyRef}
            type="button"
            onClick={copy}
            className={buttonVariants({ variant: "outline" })}
          >
            <Copy aria-hidden="true" />
            Copy Link
          </button>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
            className={cx(buttonVariants({ variant: "accent" }))}
          >
            <Send aria-hidden="true" />
            Refer Now
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
