import { type ComponentType, useCallback, useState } from "react";

/**
 * A component whose code is fetched on first use (dynamic import), for the
 * overlays that must not weigh on the first page load. Unlike React.lazy it
 * needs no Suspense boundary: `ensure()` resolves once the code is in (or
 * reports false when the download failed, so the caller can offer a retry).
 */
export function useOnDemand<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [state, setState] = useState<{ Component: ComponentType<P> | null; failed: boolean }>({
    Component: null,
    failed: false,
  });
  const ensure = useCallback(async (): Promise<boolean> => {
    try {
      const mod = await load();
      setState({ Component: mod.default, failed: false });
      return true;
    } catch {
      setState((s) => ({ ...s, failed: true }));
      return false;
    }
  }, [load]);
  return { Component: state.Component, failed: state.failed, ensure };
}
