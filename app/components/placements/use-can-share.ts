import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * true once hydrated in a browser that has the Web Share API (a device share sheet). Like
 * useHydrated, it re-renders its reader synchronously when hydration ends: keep it in small components.
 */
export function useCanShare(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof navigator !== "undefined" && typeof navigator.share === "function",
    () => false,
  );
}
