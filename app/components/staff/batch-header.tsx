import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { BATCH_NAV, batchPath } from "./batch-nav";
import { PageHeader } from "./page-header";
import { SectionTabs } from "./section-tabs";

export interface BatchHeaderBatch {
  id: string;
  name: string;
  courseTitle: string;
  times: string;
  state: string;
}

/**
 * The heading of every page about one batch: its name, course and times, and
 * the section navigation of its sub-pages (one list: batch-nav.ts).
 */
export function BatchHeader({
  batch,
  current,
  title,
  actions,
}: {
  batch: BatchHeaderBatch;
  /** The sub-page shown (a segment of BATCH_NAV). */
  current: string;
  /** The page's own heading; the batch name when not given. */
  title?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <PageHeader
        back={{ to: "/staff/batches", label: "All batches" }}
        title={title ?? batch.name}
        description={
          <>
            {title ? <span className="font-semibold text-ink">{batch.name}</span> : null}
            {title ? " · " : null}
            {batch.courseTitle} · {batch.times}{" "}
            <Badge variant="secondary" className="ml-1 capitalize">
              {batch.state}
            </Badge>
          </>
        }
        actions={actions}
      />
      <SectionTabs
        label={`${batch.name}: sections`}
        tabs={BATCH_NAV.map((item) => ({
          to: batchPath(batch.id, item.segment),
          label: item.label,
          current: item.segment === current,
        }))}
      />
    </>
  );
}
