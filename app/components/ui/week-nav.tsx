import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { addDays } from "~/lib/ist";

/** The outlined link of the week views (also their other quick links). */
export const weekNavLink =
  "inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-semibold text-ink hover:border-brand-600 hover:bg-brand-50";

/**
 * Previous / This week / Next for a page that shows one week (`?week=` a
 * Monday, India time): plain links, so it works without JavaScript.
 */
export function WeekNav({ monday, thisMonday }: { monday: string; thisMonday: string }) {
  return (
    <nav aria-label="Weeks" className="flex flex-wrap gap-2">
      <Link to={`?week=${addDays(monday, -7)}`} className={weekNavLink} preventScrollReset>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous<span className="sr-only"> week</span>
      </Link>
      {monday !== thisMonday ? (
        <Link to="?" className={weekNavLink} preventScrollReset>
          This week
        </Link>
      ) : null}
      <Link to={`?week=${addDays(monday, 7)}`} className={weekNavLink} preventScrollReset>
        Next<span className="sr-only"> week</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </nav>
  );
}
