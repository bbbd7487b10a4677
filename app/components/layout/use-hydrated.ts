import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false on the server and during hydration, true once the page runs JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
