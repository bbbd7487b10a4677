import type { LucideIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";

const tones = {
  brand: "bg-brand-50 text-brand-700",
  green: "bg-green-50 text-green-700",
  amber: "bg-amber-50 text-amber-800",
  red: "bg-red-50 text-red-700",
  violet: "bg-violet-50 text-violet-700",
  sky: "bg-sky-50 text-sky-800",
} as const;

/** A count or percentage tile (SPEC.md's "tiles" on every portal screen). */
export function StatTile({
  label,
  value,
  icon: Icon,
  tone = "brand",
  className,
}: {
  label: string;
  value: string | number;
  icon: LucideIcon;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex min-w-0 flex-col items-start gap-2 rounded-card border border-line bg-surface p-3 shadow-card sm:flex-row sm:items-center sm:gap-3 sm:p-4",
        className,
      )}
    >
      <span
        className={cn(
          "inline-flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11",
          tones[tone],
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xl leading-tight font-bold text-ink tabular-nums sm:text-2xl">{value}</p>
        <p className="text-sm leading-snug text-ink-muted">{label}</p>
      </div>
    </div>
  );
}
