import { paymentCourses, type PaymentCourseKey } from "~/content/pricing";
import { Badge } from "~/components/ui/badge";
import { formatInr } from "~/lib/format";
import { discountPercent } from "~/lib/pricing";

interface CoursePickerProps {
  selected: PaymentCourseKey | null;
  onSelect: (key: PaymentCourseKey) => void;
  /** Server-side message (no course posted without JavaScript). */
  error?: string;
}

/**
 * The course list as native radio buttons (name="course"), so the form
 * posts without JavaScript. Each option shows its own price, so the page
 * reads fully without the live summary.
 */
export function CoursePicker({ selected, onSelect, error }: CoursePickerProps) {
  return (
    <fieldset aria-describedby={error ? "course-error" : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-xl font-bold">Choose a course</legend>
      {error ? (
        <p id="course-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {paymentCourses.map((course) => {
          const id = `course-${course.key}`;
          const off = discountPercent(course.price, course.originalPrice);
          return (
            <label
              key={course.key}
              htmlFor={id}
              className="flex cursor-pointer gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
            >
              <input
                type="radio"
                id={id}
                name="course"
                value={course.key}
                checked={selected === course.key}
                onChange={() => onSelect(course.key)}
                aria-labelledby={`${id}-name ${id}-price`}
                aria-describedby={`${id}-desc`}
                className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-600 focus-visible:outline-none"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  <span id={`${id}-name`} className="font-semibold text-ink">
                    {course.name}
                  </span>
                  {course.comingSoon ? <Badge variant="secondary">Coming Soon</Badge> : null}
                </span>
                <span id={`${id}-desc`} className="text-sm text-ink-muted">
                  {course.description}
                </span>
                <span id={`${id}-price`} className="mt-auto flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <span className="text-lg font-bold text-ink">{formatInr(course.price)}</span>
                  <s className="text-sm text-ink-muted">
                    <span className="sr-only">instead of </span>
                    {formatInr(course.originalPrice)}
                  </s>
                  <Badge variant="success">{off}% OFF</Badge>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
