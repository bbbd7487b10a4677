import { Clock, Megaphone, TrendingUp } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { CourseSummary } from "~/content/courses";
import type { HomeCourseCard } from "~/content/home";

type CardCourse = HomeCourseCard & Partial<Pick<CourseSummary, "adText" | "comingSoon">>;

/**
 * A course card (home Featured Courses and the /courses grid). SPEC.md: a
 * coming-soon course shows a 'Coming Soon' badge and a disabled grey 'Coming
 * Soon' button; otherwise 'Learn More' links to the course page.
 */
export function CourseCard({
  course,
  className,
  ...rest
}: { course: CardCourse } & Omit<ComponentProps<"article">, "children">) {
  const titleId = `course-${course.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
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
        {course.comingSoon ? (
          <Badge variant="warning" className="absolute top-3 right-3 text-sm shadow">
            Coming Soon
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 id={titleId} className="text-xl font-bold">
          {course.title}
        </h3>
        <p className="mt-2 text-ink-muted">{course.description}</p>
        <CourseFacts course={course} className="mt-4" />
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Skills">
          {course.skills.map((skill) => (
            <li key={skill}>
              <Badge variant="outline">{skill}</Badge>
            </li>
          ))}
        </ul>
        {course.adText ? (
          <p className="mt-4 flex gap-2 rounded-lg bg-accent-50 p-3 text-sm font-medium text-accent-800">
            <Megaphone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {course.adText}
          </p>
        ) : null}
        <div className="mt-auto pt-6">
          {course.comingSoon ? (
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
  course,
  onBrand = false,
  className,
}: {
  course: Pick<CourseSummary, "duration" | "level">;
  onBrand?: boolean;
  className?: string;
}) {
  const chip = (cardTone: string) =>
    cn(
      "inline-flex items-center gap-1.5 rounded-full px-3",
      onBrand ? "bg-white/15 py-1.5 font-semibold text-white" : `py-1 font-medium ${cardTone}`,
    );
  return (
    <ul className={cn("flex flex-wrap gap-2 text-sm", className)} aria-label="Duration and level">
      <li className={chip("bg-brand-50 text-brand-800")}>
        <Clock className="h-4 w-4" aria-hidden="true" />
        {course.duration}
      </li>
      <li className={chip("bg-slate-100 text-slate-800")}>
        <TrendingUp className="h-4 w-4" aria-hidden="true" />
        {course.level}
      </li>
    </ul>
  );
}
