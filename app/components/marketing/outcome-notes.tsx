import { cx } from "~/components/ui/class-names";
import type { OutcomeFigure } from "~/content/outcomes";

/** What each outcome figure counts, in words (PRODUCT.md decision 13), printed under the figures. */
export function OutcomeNotes({
  figures,
  className,
}: {
  figures: readonly OutcomeFigure[];
  className?: string;
}) {
  return (
    <ul className={cx("grid gap-1 text-sm", className)} aria-label="What the figures count">
      {figures.map((f) => (
        <li key={f.label}>
          <span className="font-semibold">
            {f.label} ({f.value}):
          </span>{" "}
          {f.counts}.
        </li>
      ))}
    </ul>
  );
}
