import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cx } from "~/components/ui/class-names";

export interface Crumb {
  name: string;
  path: string;
}

/** Visible breadcrumbs; the last crumb is the current page. Pair with breadcrumbJsonLd for search engines. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cx("text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    to={item.path}
                    className="text-brand-100 underline-offset-4 hover:text-white hover:underline"
                  >
                    {item.name}
                  </Link>
                  <ChevronRight className="h-4 w-4 text-brand-200" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
