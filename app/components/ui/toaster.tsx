import type { ComponentProps } from "react";
import { Toaster as SonnerToaster } from "sonner";

/* Sonner pauses on hover/focus, swipes to dismiss and collapses on Escape. Alt+T focuses the region. */
export function Toaster({
  position = "bottom-right",
  visibleToasts = 3,
  duration = 4500,
  hotkey = ["altKey", "KeyT"],
  richColors = true,
  closeButton = true,
  // Above the floating chat button (bottom right, 56px at 16px/24px from the edge).
  offset = { bottom: 96, right: 24 },
  mobileOffset = { bottom: 88, right: 16, left: 16 },
  ...props
}: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster
      position={position}
      visibleToasts={visibleToasts}
      duration={duration}
      hotkey={hotkey}
      richColors={richColors}
      closeButton={closeButton}
      offset={offset}
      mobileOffset={mobileOffset}
      theme="light"
      {...props}
    />
  );
}
