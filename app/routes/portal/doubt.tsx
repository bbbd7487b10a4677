import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/doubt";
import { DoubtCard } from "~/components/portal/doubt-card";
import { pageMeta, siteFromMatches } from "~/lib/seo";
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
  const doubt = await getDoubt(viewer.userId, params.doubtId);
  if (!doubt) throw new Response("Doubt not found", { status: 404, statusText: "Not Found" });
  return { doubt };
}

export default function DoubtPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Link
        to="/dashboard/doubts"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All doubts
      </Link>
      <DoubtCard doubt={loaderData.doubt} headingLevel="h1" />
    </>
  );
}
