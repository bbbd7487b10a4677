import { ExternalLink, Share2 } from "lucide-react";
import { useSite } from "~/components/layout/use-site";
import { buttonVariants } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { absoluteApplyUrl, type JobOpening, linkedInShareUrl } from "~/lib/jobs";
import { useCanShare } from "./use-can-share";

/**
 * Apply Now (new tab) and Share: the device share sheet when the browser has
 * one, otherwise a LinkedIn share link carrying the apply URL (SPEC.md).
 */
export function JobActions({ job }: { job: JobOpening }) {
  const site = useSite();
  const canShare = useCanShare();
  const applyUrl = absoluteApplyUrl(job.applyUrl, site.siteUrl);

  async function share() {
    try {
      await navigator.share({
        title: `${job.role} at ${job.company}`,
        text: `${job.role} at ${job.company}, ${job.location}. Apply here:`,
        url: applyUrl,
      });
    } catch {
      // Closing the share sheet rejects with AbortError: nothing to tell the visitor.
    }
  }

  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {canShare ? (
        <button type="button" onClick={share} className={cx(buttonVariants({ variant: "outline" }))}>
          <Share2 aria-hidden="true" />
          Share
        </button>
      ) : (
        <a
          href={linkedInShareUrl(applyUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className={cx(buttonVariants({ variant: "outline" }))}
        >
          <Share2 aria-hidden="true" />
          Share on LinkedIn
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      <a
        href={job.applyUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={cx(buttonVariants({ variant: "accent" }))}
      >
        Apply Now
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
