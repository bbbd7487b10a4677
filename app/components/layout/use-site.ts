import { useRouteLoaderData } from "react-router";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import type { loader as rootLoader } from "~/root";

function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The site configuration (brand, e-mail, phone, UPI...) loaded by the root route. */
export function useSite(): SiteConfig {
  return useRootData()?.site ?? defaultSiteConfig;
}

/** The signed-in person, or null. */
export function useOptionalUser() {
  return useRootData()?.user ?? null;
}

export function useCurrentYear(): number {
  return useRootData()?.year ?? new Date().getFullYear();
}
