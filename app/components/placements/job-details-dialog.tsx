import type { RefObject } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { type JobOpening, packageLabel } from "~/lib/jobs";
import { JobActions } from "./job-actions";
import { JobDetailsBody } from "./job-details";
import { ExperienceBadge } from "./job-facts";

/**
 * The job board's one details dialog (Radix: focus trapped, Escape closes). One for the
 * board rather than one per card: a dialog per card made hydration re-render every card
 * into a dialog tree in one uninterruptible task (20 ms on /placements; decision 219).
 * `job` stays set while it closes; focus goes back to the View Details button it came from.
 */
export function JobDetailsDialog({
  job,
  open,
  onClose,
  returnFocusTo,
}: {
  job: JobOpening | null;
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open && job !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      {job ? (
        <DialogContent
          className="max-w-2xl"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
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
      ) : null}
    </Dialog>
  );
}
