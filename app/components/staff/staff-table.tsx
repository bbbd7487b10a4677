import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

// Narrow screens drop the secondary columns; a row's own cells use the same classes.
const SHOWN_FROM = {
  sm: "hidden sm:table-cell",
  md: "hidden md:table-cell",
  lg: "hidden lg:table-cell",
} as const;

export interface StaffColumn {
  label: ReactNode;
  /** The breakpoint from which the column shows (always shown without). */
  shownFrom?: keyof typeof SHOWN_FROM;
  alignRight?: boolean;
}

/** A list table of the staff console (leads, payments, job openings): bordered card, scrolls sideways when narrow. */
export function StaffTable({
  caption,
  columns,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  columns: StaffColumn[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto rounded-card border border-line bg-surface shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-muted text-ink-muted">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={cn(
                  column.shownFrom && SHOWN_FROM[column.shownFrom],
                  "px-4 py-3 font-semibold",
                  column.alignRight && "text-right",
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
