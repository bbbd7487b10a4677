import type { ComponentProps } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";

/** SPEC: 700 ms open delay, 300 ms skip delay (between tooltips under the same provider). */
export function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}
