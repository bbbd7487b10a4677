import { Copy, Gift, Share2 } from "lucide-react";
import { useId } from "react";
import { useSite } from "~/components/layout/use-site";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { REFERRAL } from "~/content/home";
import { referralUrl } from "~/lib/enquiry";
import { formatInr } from "~/lib/format";
import { copyText } from "./clipboard";

/**
 * The home referral card (SPEC.md "Referral dialog and card"): Copy shows the
 * toast 'Link Copied!' / 'Referral link has been copied to your clipboard.';
 * Share Now opens the device share sheet when there is one, otherwise copies;
 * a share error (including the person cancelling) is ignored.
 */
export function ReferralCard() {
  const site = useSite();
  const link = referralUrl(site);
  const inputId = useId();

  async function copy() {
    if (await copyText(link)) {
      toast.success("Link Copied!", { description: "Referral link has been copied to your clipboard." });
    } else {
      toast.error("Could not copy the link", {
        description: "Select the link in the box and copy it yourself.",
      });
    }
  }

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({
          title: `${site.brandName}: learn with me`,
          text: "Join me at " + site.brandName + " and start a career in tech.",
          url: link,
        });
      } catch {
        // SPEC.md: a share error is ignored.
      }
      return;
    }
    await copy();
  }

  return (
    <div className="rounded-card bg-surface p-6 text-ink shadow-2xl sm:p-8">
      <p className="flex items-center gap-3 text-lg font-bold">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
          <Gift className="h-6 w-6" aria-hidden="true" />
        </span>
        Earn {formatInr(REFERRAL.rewardInr)} per successful referral
      </p>
      <ol className="mt-5 space-y-2 text-ink-muted">
        {REFERRAL.steps.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
              {i + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <label htmlFor={inputId} className="mt-6 block text-sm font-semibold">
        Your referral link
      </label>
      <input
        id={inputId}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-2 w-full rounded-lg border border-slate-300 bg-surface-muted px-3 py-2.5 font-mono text-sm text-ink"
      />
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" variant="accent" onClick={share}>
          <Share2 aria-hidden="true" />
          Share Now
        </Button>
      </div>
    </div>
  );
}
