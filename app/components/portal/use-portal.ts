import { useRouteLoaderData } from "react-router";
import type { FlashMessage } from "~/components/layout/flash-toast";
import type { PortalEnrolment, PortalStudent } from "~/lib/portal-types";

export const PORTAL_LAYOUT_ID = "routes/portal/layout";

export interface PortalLayoutData {
  demo: boolean;
  student: PortalStudent;
  /** The enrolment the portal is about (the state card), or null: no batch at all. */
  enrolment: PortalEnrolment | null;
  /** An active enrolment opens classes, exams, materials and the calendar (decision 12). */
  access: boolean;
  /** The enrolment became active since the last visit: say so once. */
  activationNotice: string | null;
  flash: FlashMessage | null;
}

/** The portal layout's data: demo or signed in, and whose portal this is. */
export function usePortal(): PortalLayoutData {
  const data = useRouteLoaderData(PORTAL_LAYOUT_ID) as PortalLayoutData | undefined;
  if (!data) throw new Error("usePortal() is only available inside /dashboard");
  return data;
}
