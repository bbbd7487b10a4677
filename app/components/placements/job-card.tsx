import { Link } from "react-router";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Button, buttonVariants } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { type JobOpening, jobDetailsPath, packageLabel } from "~/lib/jobs";
import { JobActions } from "./job-actions";
import { JobDetailsBody } from "./job-details";
import { ExperienceBadge, JobFacts } from "./job-facts";

/**
 * SPEC.md job card: experience, role, company, location, package, and View
 * Details. Without JavaScript, View Details is a link to a page that shows the
 * details; once hydrated it opens an accessible dialog (focus trapped, Escape
 * closes, focus returns to the button).
 */
export function JobCard({ job }: { job: JobOpening }) {
  const hydrated = useHydrated();
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
        {hydrated ? (
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="primary" className="w-full sm:w-auto" aria-describedby={titleId}>
                View Details
              </Button>
            </DialogTrigger>
            <DialogContent className="max-w-2xl">
              <DialogHeader>
                <ExperienceBadge experience={job.experience} />
                <DialogTitle>{job.role}</DialogTitle>
                <DialogDescription>
                  {job.company} · {job.location} · {packageLabel(job)}
                </DialogDescription>
              </DialogHeader>
              <JobDetailsBody job={job} />
              <DialogFooter>
                <JobActions job={job} />
              </DialogFooter>
            </DialogContent>
          </Dialog>
        ) : (
          <Link
            to={`${jobDetailsPath(job.id)}#job-details`}
            className={cx(buttonVariants({ variant: "primary" }), "w-full sm:w-auto")}
            aria-describedby={titleId}
          >
            View Details
          </Link>
        )}
      </div>
    </article>
  );
}
