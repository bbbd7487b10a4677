import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/av-check";
import { AvCheck } from "~/components/portal/av-check";
import { PageHeading } from "~/components/portal/section-card";
import { pageMeta, siteFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Test Audio/Video | Student Portal",
    description: "Check your camera, microphone and speakers before a live class.",
    path: "/dashboard/schedule/av-check",
    noindex: true,
  });

export default function AvCheckPage() {
  return (
    <>
      <Link
        to="/dashboard/schedule"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to schedule
      </Link>
      <PageHeading
        title="Test Audio/Video"
        description="Check your camera, microphone and speakers a few minutes before class. When the browser asks, allow this site to use them."
      />
      <AvCheck />
    </>
  );
}
