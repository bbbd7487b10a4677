import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** Previous / next links; `href(page)` builds each page's URL (the filter stays in it). */
export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const link =
    "inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 bg-surface px-3 font-semibold hover:bg-slate-100";
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={link} rel="next">
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
