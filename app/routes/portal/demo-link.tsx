import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/demo-link";
import { BackLink } from "~/components/portal/back-link";
import { PageHeading, SectionCard } from "~/components/portal/section-card";
import { Button } from "~/components/ui/button";
import { pageMeta, siteFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Demo link | Student Portal",
    description: "In the demo portal, class, exam and material links lead here.",
    path: "/dashboard/demo-link",
    noindex: true,
  });

const WHAT = {
  class: {
    title: "This is where the live class would open",
    text: "Enrolled students join their batch's live class from their schedule: the Join Class button opens the class's meeting link a few minutes before it starts.",
  },
  exam: {
    title: "This is where the exam would open",
    text: "Enrolled students start their batch's exams from here: the Start Exam button opens the test when it begins.",
  },
  recording: {
    title: "This is where the class recording would play",
    text: "Enrolled students watch the recording of each completed class from their schedule: the Watch recording link opens it once the trainer has attached it.",
  },
  material: {
    title: "This is where the material would open",
    text: "Enrolled students view and download their batch's notes, recordings and slides from here.",
  },
} as const;

/**
 * Where every link of the demo portal leads (decision 12): the demo batch is
 * fictional, so its Join Class, Start Exam and material links stay on this
 * site and say what an enrolled student gets instead.
 */
export default function DemoLinkPage() {
  const [params] = useSearchParams();
  const to = params.get("to");
  const what = to === "exam" || to === "material" || to === "recording" ? WHAT[to] : WHAT.class;
  return (
    <>
      <BackLink to="/dashboard">Back to the dashboard</BackLink>
      <PageHeading
        title={what.title}
        description="You are in the demo portal: it belongs to a sample batch."
      />
      <SectionCard title="How enrolled students use it">
        <p className="text-ink-muted">{what.text}</p>
        <p className="mt-3 text-ink-muted">
          To get your own: create your account, choose a batch and pay for your seat. Once we verify the
          payment, your portal shows your batch's classes, exams and materials.
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/courses">Choose a course and batch</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/signup">Create your account</Link>
          </Button>
        </div>
      </SectionCard>
    </>
  );
}
