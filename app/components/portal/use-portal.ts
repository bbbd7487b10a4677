import { useRouteLoaderData } from "react-router";
import type { loader as portalLayoutLoader } from "~/routes/portal/layout";

export const PORTAL_LAYOUT_ID = "routes/portal/layout";

/** The portal layout's data: demo or signed in, and whose portal this is. */
export function usePortal() {
  const data = useRouteLoaderData<typeof portalLayoutLoader>(PORTAL_LAYOUT_ID);
  if (!data) throw new Error("usePortal() is only available inside /dashboard");
  return data;
}
