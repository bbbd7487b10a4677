import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast region, loaded after hydration instead of with every page: most
 * pages never show a toast, and the toast library is ~10 KB of gzip. A toast
 * fired before it has loaded is shown as soon as it has (sonner replays
 * toasts created before its Toaster subscribed). `toast` (ui/toast.ts)
 * loads the same library on first use.
 */
export function ToasterHost() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
