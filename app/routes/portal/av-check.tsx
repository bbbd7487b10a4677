import type { Route } from "./+types/av-check";
import { AvCheck } from "~/components/portal/av-check";
import { BackLink } from "~/components/portal/back-link";
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
      <BackLink to="/dashboard/schedule">Back to schedule</BackLink>
      <PageHeading
        title="Test Audio/Video"
        description="Check your camera, microphone and speakers a few minutes before class. When the browser asks, allow this site to use them."
      />
      <AvCheck />
    </>
  );
}
