import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { JobOpening } from "~/lib/jobs";
import { JobActions } from "./job-actions";
import { JobDetailsBody } from "./job-details";
import { ExperienceBadge, JobFacts } from "./job-facts";

/**
 * One opening's details on the page itself (/placements?job=<id>): what View
 * Details shows without JavaScript, and a link that can be shared.
 */
export function JobDetailsPanel({ job }: { job: JobOpening }) {
  return (
    <section
      id="job-details"
      aria-labelledby="job-details-title"
      tabIndex={-1}
      className="rounded-card border-2 border-brand-200 bg-brand-50/40 p-5 outline-none sm:p-8"
    >
      <Link
        to="/placements"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All openings
      </Link>
      <div className="mt-2 grid gap-3">
        <ExperienceBadge experience={job.experience} />
        <h2 id="job-details-title" className="text-2xl font-bold">
          {job.role}
        </h2>
        <JobFacts job={job} className="sm:flex sm:flex-wrap sm:gap-x-8" />
      </div>
      <div className="mt-6">
        <JobDetailsBody job={job} />
      </div>
      <div className="mt-6">
        <JobActions job={job} />
      </div>
    </section>
  );
}
