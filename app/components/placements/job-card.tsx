import { memo } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Button, buttonVariants } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { type JobOpening, jobDetailsPath } from "~/lib/jobs";
import { ExperienceBadge, JobFacts } from "./job-facts";

/** Opens the board's one details dialog for this opening, from this button. */
export type ViewDetails = (job: JobOpening, from: HTMLElement) => void;

/**
 * SPEC.md job card: experience, role, company, location, package, and View
 * Details. Without JavaScript, View Details is a link to a page that shows the
 * details; once hydrated it is a button that opens the board's details dialog
 * (job-details-dialog.tsx: focus trapped, Escape closes, focus returns here).
 * Memoised: typing in the search or opening a dialog re-renders only the cards that change.
 */
export const JobCard = memo(function JobCard({
  job,
  expanded,
  onViewDetails,
}: {
  job: JobOpening;
  /** Its dialog is open. */
  expanded: boolean;
  onViewDetails: ViewDetails;
}) {
  const titleId = `job-${job.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <ExperienceBadge experience={job.experience} />
      <h3 id={titleId} className="text-lg leading-snug font-semibold">
        {job.role}
      </h3>
      <JobFacts job={job} />
      <div className="mt-auto pt-2">
        <ViewDetailsControl job={job} titleId={titleId} expanded={expanded} onViewDetails={onViewDetails} />
      </div>
    </article>
  );
});

/**
 * The link before hydration, the button after: the only part of a card that changes when the
 * page hydrates (useHydrated re-renders synchronously, so the rest of the card stays out of it).
 */
function ViewDetailsControl({
  job,
  titleId,
  expanded,
  onViewDetails,
}: {
  job: JobOpening;
  titleId: string;
  expanded: boolean;
  onViewDetails: ViewDetails;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Link
        to={`${jobDetailsPath(job.id)}#job-details`}
        className={cx(buttonVariants({ variant: "primary" }), "w-full sm:w-auto")}
        aria-describedby={titleId}
      >
        View Details
      </Link>
    );
  }
  return (
    <Button
      variant="primary"
      className="w-full sm:w-auto"
      aria-describedby={titleId}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={(e) => onViewDetails(job, e.currentTarget)}
    >
      View Details
    </Button>
  );
}
