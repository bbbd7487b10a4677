import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The axe tags of WCAG 2.2 levels A and AA, the level every page must pass. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Console errors and uncaught exceptions of a page from now on (attach before
 * the first navigation). `ignore` drops the console errors a test expects, such
 * as the browser's own "Failed to load resource" line for a 404 or 400 answer.
 */
export function collectPageErrors(page: Page, ignore?: RegExp): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (ignore?.test(message.text())) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Collects the page's errors; call the returned function at the end to fail the test on any. */
export function failOnConsoleErrors(page: Page): () => void {
  const errors = collectPageErrors(page);
  return () => expect(errors, "console errors").toEqual([]);
}

/**
 * An axe run with WCAG 2.5.3 Label in Name switched on (axe ships that rule
 * off, as "experimental"); we hold every page to it. options() replaces all
 * options, so tags (withTags) must be added after this.
 */
export function wcagAxe(page: Page) {
  return new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } });
}

/**
 * Waits (at most 3 s) until the page's entrances are over: axe measures colours as painted, so a
 * toast scanned while it fades in reads as low contrast (a green-800 title at 80 % opacity:
 * 4.34:1). A flash toast appears only once React has hydrated the page (<html data-hydrated>,
 * root.tsx) and its lazily loaded region is there (<html data-toasts>), so those are awaited
 * first; then the page must show no running transition or finite
 * animation for three checks in a row (endless ones, spinners, are not waited for). With
 * JavaScript off (React Router's inline context never ran) nothing is waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    if (!("__reactRouterContext" in window)) return;
    const deadline = performance.now() + 3_000;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    while (!document.documentElement.dataset.hydrated && performance.now() < deadline) await sleep(25);
    // A toast asked for (a flash carried by the page) arrives with its lazily loaded region
    // (toaster-host.tsx, <html data-toasts>): wait for the region, then briefly for a toast in it
    // to begin its entrance (none comes if an earlier one has already gone).
    if (document.documentElement.dataset.toasts === "wanted") {
      const region = () => document.querySelector('section[aria-label^="Notifications"]');
      while (!region() && performance.now() < deadline) await sleep(25);
      const until = Math.min(deadline, performance.now() + 300);
      while (!document.querySelector('[data-sonner-toast][data-mounted="true"]') && performance.now() < until)
        await sleep(25);
    }
    for (let quiet = 0; quiet < 3 && performance.now() < deadline;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) {
        quiet += 1;
        await sleep(50);
        continue;
      }
      quiet = 0;
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        sleep(Math.max(0, deadline - performance.now())),
      ]);
    }
  });
}

/**
 * Axe scan of the current page (or of `include`, a selector): the WCAG 2.2 A
 * and AA rules (Label in Name included), or with `allRules` every rule axe has, best practices too.
 */
export async function expectNoAxeViolations(
  page: Page,
  { allRules = false, include }: { allRules?: boolean; include?: string } = {},
) {
  await settleAnimations(page);
  let builder = wcagAxe(page);
  if (include) builder = builder.include(include);
  if (!allRules) builder = builder.withTags(WCAG_22_AA);
  const { violations } = await builder.analyze();
  expect(
    violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary})`).join(", ")}`,
    ),
  ).toEqual([]);
}
