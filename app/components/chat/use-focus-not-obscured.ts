import { type RefObject, useEffect } from "react";

const GAP = 12;

/**
 * WCAG 2.4.11: nothing sticky may hide the focused element. When keyboard
 * focus lands on page content that the fixed chat button or the open chat
 * panel covers, scroll the page so the element sits just above them.
 */
export function useFocusNotObscured(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    function onFocusIn(event: FocusEvent) {
      const target = event.target;
      const widget = root.current;
      if (!(target instanceof Element) || !widget || widget.contains(target)) return;
      // Only keyboard focus: scrolling under a mouse press moves the button
      // away before mouseup, and the click never happens.
      if (!target.matches(":focus-visible")) return;
      const box = target.getBoundingClientRect();
      let top = Infinity;
      for (const el of widget.querySelectorAll<HTMLElement>("button[data-state], [data-chat-panel]")) {
        const cover = el.getBoundingClientRect();
        if (cover.height === 0) continue;
        const overlaps =
          box.left < cover.right &&
          box.right > cover.left &&
          box.top < cover.bottom &&
          box.bottom > cover.top;
        if (overlaps) top = Math.min(top, cover.top);
      }
      if (top !== Infinity) window.scrollBy({ top: box.bottom - top + GAP, behavior: "instant" });
    }
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [root]);
}
