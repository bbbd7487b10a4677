/**
 * The whole public stylesheet (production). A public page inlines only the rules its server
 * markup uses; root.tsx links the whole sheet as "print", which loads it without delaying the
 * first paint (docs/decisions/192-css-per-area.md, addendum).
 */
const selector = "link[data-public-css]";

/** From hydration on, the whole sheet applies: what appears later (a dialog, the next page) has its styles. */
export function applyPublicStylesheet() {
  document.querySelector(selector)?.setAttribute("media", "all");
}

/**
 * Resolves once the whole sheet has loaded (or failed to), at once where there is none (the
 * development server links it normally). For what mounts by itself after hydration, such as the
 * chat button: it must not show before its styles are there.
 */
export function publicStylesheetReady(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(selector);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}
