import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import portalCssHref from "~/styles/portal.css?url";
import { FlashNotice, FlashToast } from "~/components/layout/flash-toast";
import { PortalShell } from "~/components/layout/portal-shell";
import { ClassMergeProvider } from "~/components/ui/class-names";
import { mergeClasses } from "~/components/ui/cn";
import { DemoProvider } from "~/components/portal/demo-store";
import { ActivationNotice } from "~/components/portal/enrolment-state-card";
import { istDateKey } from "~/lib/ist";
import { readFlash } from "~/server/flash.server";
import { demoMailboxOn } from "~/server/demo-mailbox.server";
import { clearActivationNotice } from "~/server/enrolments.server";
import { portalContext } from "~/server/portal/context.server";

/** The portal's own stylesheet, on top of the public one every page inlines (decision 192). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: portalCssHref }];

/** /dashboard/*: signed out, the demo portal; signed in, the student's own portal. */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, student, enrolment, activeBatchId } = await portalContext(request);
  const { flash, headers } = readFlash(request);
  // "Your enrolment is active" is said once: on this visit, then cleared.
  const noticed = !viewer.demo && enrolment?.state === "active" && enrolment.activationNotice;
  if (noticed) await clearActivationNotice(viewer.userId);
  return data(
    {
      demo: viewer.demo,
      student,
      emailVerified: Boolean(viewer.user?.emailVerifiedAt),
      // A demo without SMTP: the verification e-mail is shown instead of sent (docs/decisions/203).
      demoMail: !viewer.demo && demoMailboxOn(),
      enrolment,
      access: activeBatchId !== null,
      // Before the batch starts, the dashboard and schedule say when it does (docs/decisions/204).
      startsOn:
        activeBatchId !== null && enrolment && enrolment.startDate > istDateKey(new Date())
          ? enrolment.startDate
          : null,
      activationNotice: noticed ? enrolment.batchName : null,
      flash,
    },
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
    <ClassMergeProvider value={mergeClasses}>
      <DemoProvider>
        <PortalShell
          student={loaderData.student}
          demo={loaderData.demo}
          emailVerified={loaderData.emailVerified}
          demoMail={loaderData.demoMail}
        >
          <FlashToast flash={loaderData.flash} />
          <FlashNotice flash={loaderData.flash} className="mb-6" />
          {loaderData.activationNotice ? <ActivationNotice batchName={loaderData.activationNotice} /> : null}
          <Outlet />
        </PortalShell>
      </DemoProvider>
    </ClassMergeProvider>
  );
}
