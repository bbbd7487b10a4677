import { useEffect, useRef } from "react";

/**
 * Fades the `[data-reveal]` children of the returned ref in when 20% of each
 * is visible, `stepMs` apart by their `data-reveal-index` (SPEC.md: 0.2 s per
 * course card, 150 ms per feature card). The server HTML shows everything;
 * only items still below the fold when the page hydrates are hidden first, so
 * nothing visible flickers and nothing is lost without JavaScript. Reduced
 * motion: nothing is hidden.
 */
export function useReveal<T extends HTMLElement>(stepMs: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const below = Array.from(root.querySelectorAll<HTMLElement>("[data-reveal]")).filter(
      (el) => el.getBoundingClientRect().top > window.innerHeight,
    );
    if (below.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const el = entry.target as HTMLElement;
          el.style.transitionDelay = `${Number(el.dataset.revealIndex ?? 0) * stepMs}ms`;
          el.dataset.reveal = "shown";
          observer.unobserve(el);
        }
      },
      { threshold: 0.2 },
    );
    for (const el of below) {
      el.dataset.reveal = "hidden";
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      for (const el of below) el.dataset.reveal = "";
    };
  }, [stepMs]);
  return ref;
}

/** Props that mark one item of a reveal group. */
export function revealItem(index: number) {
  return { "data-reveal": "", "data-reveal-index": index } as const;
}
