import { Gift } from "lucide-react";
import { Button } from "~/components/ui/button";
import { REFER_COMING_SOON } from "~/lib/portal-forms";

/** SPEC.md: "A Refer Now action elsewhere in the portal shows an alert that Refer & Earn is coming soon." */
export function ReferNowCard() {
  return (
    <section
      aria-labelledby="refer-heading"
      className="rounded-card bg-gradient-to-br from-brand-800 to-brand-950 p-5 text-white shadow-card sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
          <Gift aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="refer-heading" className="text-lg font-bold text-white">
            Refer &amp; Earn
          </h2>
          <p className="mt-1 text-sm text-brand-100">
            Invite friends to learn with you and earn a reward for every friend who joins.
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="secondary"
        className="mt-4 w-full bg-white text-brand-800 hover:bg-brand-50"
        onClick={() => window.alert(REFER_COMING_SOON)}
      >
        Refer Now
      </Button>
    </section>
  );
}
