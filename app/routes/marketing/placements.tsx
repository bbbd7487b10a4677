import { useLocation } from "react-router";
import type { Route } from "./+types/placements";
import { OUTCOMES } from "~/content/outcomes";
import { CommitmentSection } from "~/components/placements/commitment-section";
import { JobBoard } from "~/components/placements/job-board";
import { JobDetailsPanel } from "~/components/placements/job-details-panel";
import { PlacementsClosing } from "~/components/placements/placements-closing";
import { PlacementsHero } from "~/components/placements/placements-hero";
import { JOB_BOARD } from "~/content/placements";
import { jobPostingJsonLd, MAX_QUERY_LENGTH } from "~/lib/jobs";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "~/lib/seo";
import { listOpenJobOpenings } from "~/server/jobs.server";

/**
 * /placements: every published, unexpired opening straight from the database
 * (so staff changes show on the next load). The list is filtered by ?q= on
 * the page, on the server for the first render and in the browser as you type.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const jobs = await listOpenJobOpenings();
  const jobId = url.searchParams.get("job");
  return {
    jobs,
    q: (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH),
    selected: jobId ? (jobs.find((j) => j.id === jobId) ?? null) : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Placements and Job Openings for Freshers",
    description: `${OUTCOMES.placed.value} students placed, ${OUTCOMES.averagePackage.value} average package, ${OUTCOMES.placementRate.value} placement rate. Browse current job openings for freshers in Bengaluru, Hyderabad, Pune, Gurgaon and New Delhi.`,
    path: "/placements",
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Placements", path: "/placements" },
      ]),
      ...(loaderData?.jobs ?? []).map((job) => jobPostingJsonLd(site, job)),
    ],
  });
};

export default function Placements({ loaderData }: Route.ComponentProps) {
  const { jobs, q, selected } = loaderData;
  // A navigation to /placements (a link, Back, a search without JavaScript) starts the board afresh from ?q=.
  const { key } = useLocation();
  return (
    <>
      <PlacementsHero />
      <CommitmentSection />
      <section aria-labelledby="jobs-title" className="py-14 sm:py-20">
        <div className="container-page grid gap-8">
          <div className="max-w-2xl">
            <h2 id="jobs-title" className="text-3xl font-bold sm:text-4xl">
              {JOB_BOARD.title}
            </h2>
            <p className="mt-3 text-lg text-ink-muted">{JOB_BOARD.intro}</p>
          </div>
          {selected ? <JobDetailsPanel job={selected} /> : null}
          <JobBoard key={key} jobs={jobs} initialQuery={q} />
        </div>
      </section>
      <PlacementsClosing />
    </>
  );
}
