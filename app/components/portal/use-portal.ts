import { useRouteLoaderData } from "react-router";
import type { FlashMessage } from "~/components/layout/flash-toast";
import type { PortalStudent } from "~/lib/portal-types";

export const PORTAL_LAYOUT_ID = "routes/portal/layout";

export interface PortalLayoutData {
  demo: boolean;
  student: PortalStudent;
  emailVerified: boolean;
  flash: FlashMessage | null;
}

/** The portal layout's data: demo or signed in, and whose portal this is. */
export function usePortal(): PortalLayoutData {
  const data = useRouteLoaderData(PORTAL_LAYOUT_ID) as PortalLayoutData | undefined;
  if (!data) throw new Error("usePortal() is only available inside /dashboard");
  return data;
}
