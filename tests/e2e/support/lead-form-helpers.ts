import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page (the enhanced forms are live). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form");
    return !!form && Object.keys(form).some((k) => k.startsWith("__react"));
  });
}
