import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

const TONES = {
  // The main action: a white button.
  white: "border-white bg-white text-brand-900 hover:bg-brand-50",
  // A second action: white outline on the band's colour.
  outline: "border-white bg-transparent text-white hover:bg-white/10 hover:text-white",
} as const;

/**
 * A large button on the dark brand gradient (home hero, course hero, closing
 * call-to-action bands); its child is the link (a Link or an EnquiryLink).
 */
export function OnBrandButton({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <Button asChild size="lg" variant="outline" className={TONES[tone]}>
      {children}
    </Button>
  );
}
