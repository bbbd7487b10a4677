import { CalendarDays, Clock, Megaphone, TrendingUp } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Badge, badgeVariants } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import type { CourseSummary } from "~/content/courses";
import { type CourseFacts as Facts, formatWeeks, SALE_STATUS_LABELS } from "~/lib/catalogue";
import { formatDate, formatInr } from "~/lib/format";

/**
 * A course card (home Featured Courses and the /courses grid): its words from
 * courses.ts, its facts (fee, duration, level, next start, sale status) from
 * the catalogue. SPEC.md: a coming-soon course shows a 'Coming Soon' badge and
 * a disabled grey 'Coming Soon' button; otherwise 'Learn More' links to the
 * course page.
 */
export function CourseCard({
  course,
  facts,
  showAd = true,
  className,
  ...rest
}: { course: CourseSummary; facts: Facts; showAd?: boolean } & Omit<ComponentProps<"article">, "children">) {
  const titleId = `course-${course.id}-title`;
  const onSale = facts.saleStatus === "on_sale";
  const status = SALE_STATUS_LABELS[facts.saleStatus];
  return (
    <article
      aria-labelledby={titleId}
      data-course={course.id}
      className={cx(
        "flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-lg",
        className,
      )}
      {...rest}
    >
      <div className="relative">
        <img
          src={course.imageUrl}
          alt={course.imageAlt}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
        {onSale ? null : (
          <Badge variant="warning" size="md" className="absolute top-3 right-3 shadow">
            {status}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 id={titleId} className="text-xl font-bold">
          {course.title}
        </h3>
        <p className="mt-2 text-ink-muted">{facts.summary}</p>
        <CourseFacts facts={facts} className="mt-4" />
        {onSale ? <CourseFee facts={facts} className="mt-4" /> : null}
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Skills">
          {/* The list item is the badge: one element per skill, not two (decision 193). */}
          {course.skills.map((skill) => (
            <li key={skill} className={badgeVariants({ variant: "outline" })}>
              {skill}
            </li>
          ))}
        </ul>
        {showAd && onSale ? (
          <p className="mt-4 flex gap-2 rounded-lg bg-accent-50 p-3 text-sm font-medium text-accent-800">
            <Megaphone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {course.adText}
          </p>
        ) : null}
        <div className="mt-auto pt-6">
          {facts.saleStatus === "coming_soon" ? (
            <Button type="button" disabled className="w-full">
              Coming Soon
            </Button>
          ) : (
            <Button asChild className="w-full">
              <Link to={course.href} prefetch="intent">
                Learn More<span className="sr-only"> about {course.title}</span>
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** A course's duration and level as two chips: on a card, or `onBrand` on the course page's blue hero. */
export function CourseFacts({
  facts,
  onBrand = false,
  className,
}: {
  facts: Pick<Facts, "durationWeeks" | "level">;
  onBrand?: boolean;
  className?: string;
}) {
  const chip = (cardTone: string) =>
    cx(
      "inline-flex items-center gap-1.5 rounded-full px-3",
      onBrand ? "bg-white/15 py-1.5 font-semibold text-white" : `py-1 font-medium ${cardTone}`,
    );
  return (
    <ul className={cx("flex flex-wrap gap-2 text-sm", className)} aria-label="Duration and level">
      <li className={chip("bg-brand-50 text-brand-800")} data-fact="duration">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {formatWeeks(facts.durationWeeks)}
      </li>
      <li className={chip("bg-slate-100 text-slate-800")}>
        <TrendingUp className="h-4 w-4" aria-hidden="true" />
        {facts.level}
      </li>
    </ul>
  );
}

/**
 * A course's fee as every page prints it: what /paymentpage charges, the
 * regular price struck through and the percentage. `onBrand` on the course
 * page's blue hero.
 */
export function PriceTag({ facts, onBrand = false }: { facts: Facts; onBrand?: boolean }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={cx("font-extrabold", onBrand ? "text-3xl text-white" : "text-2xl text-ink")}
        data-fact="price"
      >
        <span className="sr-only">Fee </span>
        {formatInr(facts.priceRupees)}
      </span>
      {facts.regularPriceRupees > facts.priceRupees ? (
        <>
          <s className={onBrand ? "text-lg text-brand-100" : "text-ink-muted"}>
            <span className="sr-only">regular price </span>
            {formatInr(facts.regularPriceRupees)}
          </s>
          <span
            className={cx(
              "text-sm font-semibold",
              onBrand ? "rounded-full bg-white/15 px-2.5 py-0.5 text-white" : "text-green-800",
            )}
          >
            {facts.discountPercent}% off
          </span>
        </>
      ) : null}
    </p>
  );
}

/** The fee and the next start, as on every card. */
export function CourseFee({ facts, className }: { facts: Facts; className?: string }) {
  return (
    <div className={cx("grid gap-1", className)}>
      <PriceTag facts={facts} />
      <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
        <CalendarDays className="size-4" aria-hidden="true" />
        {facts.nextStart
          ? `Next batch starts ${formatDate(`${facts.nextStart}T12:00:00+05:30`)}`
          : "Next batch dates to be announced"}
      </p>
    </div>
  );
}
