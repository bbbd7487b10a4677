import { cx } from "~/components/ui/class-names";

/** A section's eyebrow, h2 and intro, centred or left-aligned. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cx(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl", className)}>
      {eyebrow ? (
        <p
          className={cx(
            "text-sm font-semibold tracking-wide uppercase",
            dark ? "text-accent-400" : "text-accent-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cx("mt-2 text-3xl font-extrabold sm:text-4xl", dark && "text-white")}>
        {title}
      </h2>
      {intro ? (
        <p className={cx("mt-4 text-lg", dark ? "text-slate-200" : "text-ink-muted")}>{intro}</p>
      ) : null}
    </div>
  );
}
