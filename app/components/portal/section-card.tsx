import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";

/** A titled panel on a portal page, with an optional "see all" link. */
export function SectionCard({
  title,
  action,
  children,
  className,
  id,
}: {
  title: string;
  action?: { to: string; label: string };
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const autoId = useId();
  const headingId = id ? `${id}-heading` : autoId;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("rounded-card border border-line bg-surface p-5 shadow-card sm:p-6", className)}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {action ? (
          <Link
            to={action.to}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {action.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Page title with an optional line below it. */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {description ? <div className="mt-1 text-ink-muted">{description}</div> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
