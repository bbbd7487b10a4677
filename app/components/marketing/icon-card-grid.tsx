import type { LucideIcon } from "lucide-react";
import { cx } from "~/components/ui/class-names";
import { revealItem, useReveal } from "./reveal";

/** A grid of cards with an icon, a title and a description, fading in `stepMs` apart. */
export function IconCardGrid<Icon extends string>({
  cards,
  icons,
  stepMs = 150,
  className,
}: {
  cards: readonly { title: string; description: string; icon: Icon }[];
  icons: Record<Icon, LucideIcon>;
  stepMs?: number;
  className?: string;
}) {
  const ref = useReveal<HTMLUListElement>(stepMs);
  return (
    <ul ref={ref} className={cx("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {cards.map((card, i) => {
        const Icon: LucideIcon = icons[card.icon];
        return (
          <li
            key={card.title}
            {...revealItem(i)}
            className="rounded-card border border-line bg-surface p-6 shadow-card"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{card.title}</h3>
            <p className="mt-2 text-ink-muted">{card.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
