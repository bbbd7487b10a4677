import { useRef } from "react";

/**
 * Radix returns focus to a dialog's trigger on close; the timed pop-ups have
 * no trigger, so they give focus back to whatever had it when they opened.
 */
export function useReturnFocus(focusOnOpen?: () => HTMLElement | null) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const target = focusOnOpen?.();
      if (target) {
        event.preventDefault();
        target.focus();
      }
    },
    onCloseAutoFocus(event: Event) {
      const el = previous.current;
      previous.current = null;
      if (el && el !== document.body && el.isConnected) {
        event.preventDefault();
        el.focus({ preventScroll: true });
      }
    },
  };
}
