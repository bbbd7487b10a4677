import { Link } from "react-router";
import { cn } from "~/components/ui/cn";

/** Two or three views of one list as links (?show=...): bookmarkable, no JavaScript needed. */
export function SectionTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { to: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap",
                tab.current ? "bg-surface text-ink shadow-sm" : "text-ink-muted hover:text-ink",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
