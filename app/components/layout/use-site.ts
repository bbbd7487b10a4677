import { useRouteLoaderData } from "react-router";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";

export interface RootData {
  site: SiteConfig;
  user: { id: string; name: string; email: string; role: "student" | "staff" } | null;
  year: number;
}

/** The site configuration (brand, e-mail, phone, UPI...) loaded by the root route. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.site ?? defaultSiteConfig;
}

/** The signed-in person, or null. */
export function useOptionalUser(): RootData["user"] {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.user ?? null;
}

export function useCurrentYear(): number {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.year ?? new Date().getFullYear();
}
