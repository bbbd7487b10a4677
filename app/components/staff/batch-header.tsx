import type { ReactNode } from "react";
import { BATCH_NAV, batchPath } from "~/components/staff/batch-nav";
import { PageHeader } from "~/components/staff/page-header";
import { SectionTabs } from "~/components/staff/section-tabs";
import { Badge } from "~/components/ui/badge";

export interface BatchHeaderBatch {
  id: string;
  name: string;
  /** With these, the line under the title says the course, the times and the state. */
  courseTitle?: string;
  times?: string;
  state?: string;
}

/**
 * The top of a batch's sub-page in the staff console: the section's title
 * with the batch's name, a way back to the batch, and the batch's section
 * navigation (components/staff/batch-nav.ts).
 */
export function BatchHeader({
  batch,
  segment,
  title,
  description,
  actions,
}: {
  batch: BatchHeaderBatch;
  /** The sub-page shown (a segment of BATCH_NAV). */
  segment: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <PageHeader
        back={{ to: batchPath(batch.id), label: batch.name }}
        title={title}
        description={
          description ??
          (batch.courseTitle ? (
            <>
              <span className="font-semibold text-ink">{batch.name}</span> · {batch.courseTitle} ·{" "}
              {batch.times}{" "}
              {batch.state ? (
                <Badge variant="secondary" className="ml-1 capitalize">
                  {batch.state}
                </Badge>
              ) : null}
            </>
          ) : null)
        }
        actions={actions}
      />
      <BatchSectionNav batch={batch} segment={segment} />
    </>
  );
}

/** The batch's sub-pages (batch-nav.ts), the current one marked. */
export function BatchSectionNav({
  batch,
  segment,
}: {
  batch: { id: string; name: string };
  segment: string;
}) {
  return (
    <SectionTabs
      label={`${batch.name}: sections`}
      tabs={BATCH_NAV.map((item) => ({
        to: batchPath(batch.id, item.segment),
        label: item.label,
        current: item.segment === segment,
      }))}
    />
  );
}
