import { lazy, Suspense, useEffect, useState } from "react";
import { whenToastWanted } from "./toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast region, loaded with the first toast instead of with every page:
 * most pages never show one, and the toast library is ~10 KB of gzip that a
 * page would otherwise fetch and run while it starts. A toast fired before
 * the region has loaded is shown as soon as it has (sonner replays toasts
 * created before its Toaster subscribed).
 */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastWanted(() => setWanted(true)), []);
  // <html data-toasts>: a toast is on its way (the browser tests wait for it before an axe scan,
  // as they wait for data-hydrated: a toast scanned while it fades in reads as low contrast).
  useEffect(() => {
    if (wanted) document.documentElement.dataset.toasts = "wanted";
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
