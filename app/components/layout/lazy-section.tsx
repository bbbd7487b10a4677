import { type ComponentType, lazy, Suspense } from "react";

/** How far below the viewport a section starts loading: it is hydrated before it scrolls in. */
const MARGIN = "600px 0px";

/**
 * Resolves when the element with `id` comes within MARGIN of the viewport. At once on the
 * server, where IntersectionObserver is missing, and when the element is not on the page
 * with the server's HTML in it (a client-side navigation renders the section straight away).
 * React hydrates a Suspense boundary after the rest of the page, so "hydrating" cannot be
 * read from the page's own hydration marker.
 */
function nearViewport(id: string): Promise<void> {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined")
    return Promise.resolve();
  const el = document.getElementById(id);
  if (!el?.firstElementChild) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: MARGIN },
    );
    observer.observe(el);
  });
}

/**
 * A section below the fold (or the footer's form), rendered in full by the server (its HTML, text and links work
 * from the first paint, with or without JavaScript) but hydrated on its own: in its own
 * Suspense boundary, with its code fetched and run only when it nears the viewport. The
 * first page load runs less JavaScript in fewer long tasks (docs/decisions/132-home-hydration.md).
 * A failed download (offline, a new build) leaves the server's HTML in place, not hydrated.
 */
export function lazySection(id: string, load: () => Promise<ComponentType>) {
  // The server renders the section itself, never a suspended boundary: a boundary that is
  // still pending when the page's shell is done is sent hidden and revealed by an inline
  // script, which a browser without JavaScript never runs. Its code is loaded when this
  // module is (see lazySectionsReady).
  let onServer: ComponentType | undefined;
  if (typeof document === "undefined") serverLoads.push(load().then((c) => (onServer = c)));
  const Section = lazy(async () => {
    await nearViewport(id);
    // Never settling keeps the boundary's server HTML (rendering nothing would replace it).
    return { default: await load().catch(() => new Promise<never>(() => {})) };
  });
  return function DeferredSection() {
    const Server = onServer;
    return (
      <div id={id}>
        <Suspense fallback={null}>{Server ? <Server /> : <Section />}</Suspense>
      </div>
    );
  };
}

const serverLoads: Promise<unknown>[] = [];

/** Resolves once every lazy section's code is in (server only; entry.server.tsx awaits it). */
export function lazySectionsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}
