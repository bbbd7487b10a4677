import type { ReactNode } from "react";

/** Label/value rows for an item's details; empty values are left out. */
export function DetailList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  const shown = rows.filter((r) => r.value !== null && r.value !== undefined && r.value !== "");
  return (
    <dl className="divide-y divide-line">
      {shown.map((row) => (
        <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-ink-muted">{row.label}</dt>
          <dd className="min-w-0 break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
