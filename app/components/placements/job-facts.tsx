import { Briefcase, Building2, IndianRupee, MapPin } from "lucide-react";
import { type JobOpening, packageLabel } from "~/lib/jobs";
import { cx } from "~/components/ui/class-names";

/** Company, location and package of one opening, as a description list. */
export function JobFacts({ job, className }: { job: JobOpening; className?: string }) {
  const facts = [
    { label: "Company", value: job.company, Icon: Building2 },
    { label: "Location", value: job.location, Icon: MapPin },
    { label: "Package", value: packageLabel(job), Icon: IndianRupee },
  ];
  return (
    <dl className={cx("grid gap-2 text-sm", className)}>
      {facts.map(({ label, value, Icon }) => (
        <div key={label} className="flex items-start gap-2">
          <dt className="flex items-center text-ink-muted">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** SPEC.md: every listing states its experience level (all Freshers). */
export function ExperienceBadge({ experience }: { experience: string }) {
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
      <Briefcase aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Experience: </span>
      {experience}
    </span>
  );
}
