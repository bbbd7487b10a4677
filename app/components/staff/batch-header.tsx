import type { ReactNode } from "react";
import { BATCH_NAV, batchPath } from "~/components/staff/batch-nav";
import { PageHeader } from "~/components/staff/page-header";
import { SectionTabs } from "~/components/staff/section-tabs";

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
  batch: { id: string; name: string };
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
        description={description}
        actions={actions}
      />
      <SectionTabs
        label={`${batch.name}: sections`}
        tabs={BATCH_NAV.map((item) => ({
          to: batchPath(batch.id, item.segment),
          label: item.label,
          current: item.segment === segment,
        }))}
      />
    </>
  );
}
