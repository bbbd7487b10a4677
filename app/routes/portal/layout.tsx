import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { FlashNotice, FlashToast } from "~/components/layout/flash-toast";
import { PortalShell } from "~/components/layout/portal-shell";
import { DemoProvider } from "~/components/portal/demo-store";
import { readFlash } from "~/server/flash.server";
import { portalContext } from "~/server/portal/context.server";

/** /dashboard/*: signed out, the demo portal; signed in, the student's own portal. */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, student } = await portalContext(request);
  const { flash, headers } = readFlash(request);
  return data(
    { demo: viewer.demo, student, emailVerified: Boolean(viewer.user?.emailVerifiedAt), flash },
    { headers: { ...headers, "Cache-Control": "private, no-store" } },
  );
}

/** The shell's data changes only when something is submitted (a new page keeps it). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DemoProvider>
      <PortalShell
        student={loaderData.student}
        demo={loaderData.demo}
        emailVerified={loaderData.emailVerified}
      >
        <FlashToast flash={loaderData.flash} />
        <FlashNotice flash={loaderData.flash} className="mb-6" />
        <Outlet />
      </PortalShell>
    </DemoProvider>
  );
}
