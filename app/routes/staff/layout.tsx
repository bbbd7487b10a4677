import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import staffCssHref from "~/styles/staff.css?url";
import { StaffLayoutErrorBoundary } from "~/components/staff/staff-error";
import { StaffShell } from "~/components/staff/staff-shell";
import { ClassMergeProvider } from "~/components/ui/class-names";
import { mergeClasses } from "~/components/ui/cn";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff } from "~/server/auth.server";
import { demoMailboxOn } from "~/server/demo-mailbox.server";
import { readiness } from "~/server/readiness.server";
import { staffNavCounts } from "~/server/staff/overview.server";

/** The staff console's own stylesheet, on top of the public one every page inlines (decision 192). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffCssHref }];

// The guard is here and again in every page's loader and action: a page's
// loader runs in parallel with this one, so each must check for itself.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return {
    user: { name: user.name, email: user.email, isAdmin: user.isAdmin },
    counts: await staffNavCounts(),
    // A demo (placeholder business details): staff see it in a slim banner, with what to set.
    demoSettings: readiness().placeholders.map((p) => p.setting),
    demoMailbox: demoMailboxOn(),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Staff console",
    description: "Leads, doubts, payments and job openings for the academy's staff.",
    path: "/staff",
    noindex: true,
  });

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ClassMergeProvider value={mergeClasses}>
      <StaffShell
        user={loaderData.user}
        counts={loaderData.counts}
        demoSettings={loaderData.demoSettings}
        demoMailbox={loaderData.demoMailbox}
      >
        <Outlet />
      </StaffShell>
    </ClassMergeProvider>
  );
}

export const ErrorBoundary = StaffLayoutErrorBoundary;
