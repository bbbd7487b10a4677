import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

const TONES = {
  // The main action: a white button.
  white: "white",
  // A second action: white outline on the band's colour.
  outline: "whiteOutline",
} as const;

/**
 * A large button on the dark brand gradient (home hero, course hero, closing
 * call-to-action bands); its child is the link (a Link or an EnquiryLink).
 */
export function OnBrandButton({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <Button asChild size="lg" variant={TONES[tone]}>
      {children}
    </Button>
  );
}
