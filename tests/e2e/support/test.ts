import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIResponse, Browser, BrowserContext, Page } from "@playwright/test";

/**
 * The app boots one frame after the first paint (app/server/http/content-first.server.ts):
 * until React has hydrated, a click on a button that needs JavaScript does nothing,
 * just as for a person who taps before the scripts arrive. Tests act like someone
 * who waits: with JavaScript on, `page.goto` and `page.reload` return once
 * `<html data-hydrated>` is set (root.tsx sets it on every page, error pages too).
 */
export async function waitForHydration(page: Page, response: Response | null) {
  if (!response) return;
  // Only this site's pages hydrate (a test may serve a page of its own on another origin).
  const site = new URL(base.info().project.use.baseURL ?? response.url()).origin;
  if (new URL(response.url()).origin !== site) return;
  const type = response.headers()["content-type"] ?? "";
  if (!type.includes("text/html")) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
}

/** For pages a test opens itself (`context.newPage()`): the same wait as the `page` fixture. */
export function waitAfterNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await waitForHydration(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await waitForHydration(page, response);
    return response;
  };
  return page;
}

/** Playwright's `test`, whose `page` waits for hydration after each `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitAfterNavigation(page);
    await provide(page);
  },
});
