import { CheckCircle2 } from "lucide-react";
import { formatDate } from "~/lib/format";
import type { JobOpening } from "~/lib/jobs";

/** Description and requirements of one opening (in the dialog and the no-JavaScript panel). */
export function JobDetailsBody({
  job,
  headingLevel = "h3",
}: {
  job: JobOpening;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <div className="grid gap-5 text-base">
      <div>
        <Heading className="text-base font-semibold">About the role</Heading>
        <p className="mt-2 leading-7 text-ink">{job.description}</p>
      </div>
      <div>
        <Heading className="text-base font-semibold">Requirements</Heading>
        <ul className="mt-2 grid gap-2">
          {job.requirements.map((r) => (
            <li key={r} className="flex gap-2 leading-6">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />
              <span>{r}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-ink-muted">
        Posted <time dateTime={job.postedAt}>{formatDate(job.postedAt)}</time> · Apply by{" "}
        <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>
      </p>
    </div>
  );
}
