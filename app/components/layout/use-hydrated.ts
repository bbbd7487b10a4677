import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false on the server and during hydration, true once the page runs
 * JavaScript: lets a control render as a plain link first (works without
 * JavaScript) and become a button once the page is interactive, without a
 * hydration mismatch.
 *
 * When hydration ends, React re-renders every component that reads this at once, in one
 * task it cannot interrupt: read it in the smallest component that changes with it (a
 * button, a link), never in one that renders a list or a form
 * (docs/decisions/219-hydration-switches-stay-small.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
