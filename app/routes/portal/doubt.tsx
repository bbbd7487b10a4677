import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/doubt";
import { BackLink } from "~/components/portal/back-link";
import { DoubtCard } from "~/components/portal/doubt-card";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { idFromUrl } from "~/server/db/ids.server";
import { portalContext } from "~/server/portal/context.server";
import { getDoubt } from "~/server/portal/doubts.server";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `${loaderData?.doubt.title ?? "Doubt"} | Student Portal`,
    description: "A question to your trainers and their answer.",
    path: `/dashboard/doubts/${loaderData?.doubt.id ?? ""}`,
    noindex: true,
  });

/** One doubt; someone else's is answered exactly like a missing one (404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { viewer } = await portalContext(request);
  const doubt = await getDoubt(viewer.userId, idFromUrl(params.doubtId));
  if (!doubt) throw new Response("Doubt not found", { status: 404, statusText: "Not Found" });
  return { doubt };
}

export default function DoubtPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to="/dashboard/doubts">All doubts</BackLink>
      <DoubtCard doubt={loaderData.doubt} headingLevel="h1" />
    </>
  );
}

/** Inside the portal shell: a missing (or someone else's) doubt. */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="rounded-card border border-line bg-surface p-8 text-center shadow-card">
      <h1 className="text-2xl font-bold">{missing ? "Doubt not found" : "Something went wrong"}</h1>
      <p className="mt-2 text-ink-muted">
        {missing ? "This doubt doesn't exist, or it isn't one of yours." : "Please try again in a moment."}
      </p>
      <Link
        to="/dashboard/doubts"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Back to your doubts
      </Link>
    </div>
  );
}
