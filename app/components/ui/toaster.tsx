import type { ComponentProps } from "react";
import { Toaster as SonnerToaster } from "sonner";

export { toast } from "sonner";

/* Sonner pauses on hover/focus, swipes to dismiss and collapses on Escape. Alt+T focuses the region. */
export function Toaster({
  position = "bottom-right",
  visibleToasts = 3,
  duration = 4500,
  hotkey = ["altKey", "KeyT"],
  richColors = true,
  closeButton = true,
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
      theme="light"
      {...props}
    />
  );
}
