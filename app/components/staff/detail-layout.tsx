import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { AuditTrail, type AuditView } from "./audit-trail";

/**
 * The two columns of a staff detail page (lead, payment, job, doubt): the
 * record on the left, a DetailStack of what staff do with it and its history
 * on the right. Job openings have a longer form on the left, so theirs keeps a
 * narrow aside.
 */
export function DetailColumns({
  narrowAside = false,
  children,
}: {
  narrowAside?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={
        narrowAside
          ? "grid grid-cols-1 gap-6 xl:grid-cols-[3fr_1fr]"
          : "grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]"
      }
    >
      {children}
    </div>
  );
}

/** Cards stacked in one column, each as tall as its content. */
export function DetailStack({ children }: { children: ReactNode }) {
  return <div className="grid min-w-0 content-start gap-6">{children}</div>;
}

/** One titled card of a detail page (its title is a level-2 heading under the page's h1). */
export function DetailSection({
  id,
  title,
  description,
  contentClassName,
  children,
}: {
  /** An anchor to jump to (e.g. a form further down on phones). */
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    // min-w-0: a wide table inside scrolls in its card instead of widening the page.
    <Card id={id} className={id ? "min-w-0 scroll-mt-4" : "min-w-0"}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** The History card: the record's audit log entries, or what it says while there are none. */
export function HistoryCard({ entries, empty }: { entries: AuditView[]; empty: string }) {
  return (
    <DetailSection title="History">
      <AuditTrail entries={entries} empty={empty} />
    </DetailSection>
  );
}
