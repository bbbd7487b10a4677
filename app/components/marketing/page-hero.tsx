import type { ReactNode } from "react";
import { cx } from "~/components/ui/class-names";

/** The banner at the top of Courses, Mindset, About and course pages. */
export function PageHero({
  eyebrow,
  title,
  intro,
  before,
  children,
  aside,
  className,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Above the heading (breadcrumbs). */
  before?: ReactNode;
  /** Below the intro (chips, buttons). */
  children?: ReactNode;
  /** Beside the text on wide screens (an image). */
  aside?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cx("bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white", className)}
    >
      <div
        className={cx(
          "container-page py-14 sm:py-20",
          aside && "grid grid-cols-1 items-center gap-10 lg:grid-cols-2",
        )}
      >
        <div className={aside ? undefined : "mx-auto max-w-3xl text-center"}>
          {before}
          {eyebrow ? (
            <p className="mt-4 text-sm font-semibold tracking-wide text-accent-400 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-4xl font-extrabold text-white sm:text-5xl">{title}</h1>
          {intro ? <p className="mt-5 text-lg text-brand-100 sm:text-xl">{intro}</p> : null}
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
