import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page (the enhanced forms are live). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return !!form && Object.keys(form).some((k) => k.startsWith("__react"));
  });
}

/**
 * The footer's Subscribe form is hydrated as it nears the viewport
 * (components/layout/lazy-section.tsx): scrolls to it and waits until it is
 * live (it switches off the browser's own e-mail check for its own).
 */
export async function hydrateFooterSubscribe(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("#footer-subscribe").scrollIntoViewIfNeeded();
  await page.locator("#footer-subscribe form[novalidate]").waitFor({ state: "attached" });
}

/**
 * A section hydrated as it nears the viewport (components/layout/lazy-section.tsx, e.g. the
 * home page's "home-referral"): scrolls to it and waits until React has taken it over.
 */
export async function hydrateSection(page: Page, id: string) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.waitForFunction((sectionId) => {
    const first = document.getElementById(sectionId)?.firstElementChild;
    return !!first && Object.keys(first).some((k) => k.startsWith("__react"));
  }, id);
}
