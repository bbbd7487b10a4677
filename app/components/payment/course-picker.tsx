import { Badge } from "~/components/ui/badge";
import { type CourseFacts, formatWeeks, notOnSaleMessage, SALE_STATUS_LABELS } from "~/lib/catalogue";
import { formatInr } from "~/lib/format";

interface CoursePickerProps {
  catalogue: CourseFacts[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** Server-side message (no course posted without JavaScript, a course not on sale, a full batch). */
  error?: string;
}

/**
 * The course list as native radio buttons (name="course"), so the form
 * posts without JavaScript. Each option shows its own price and duration from
 * the catalogue, so the page reads fully without the live summary. A course
 * that is not on sale cannot be chosen, and says why.
 */
export function CoursePicker({ catalogue, selected, onSelect, error }: CoursePickerProps) {
  return (
    <fieldset aria-describedby={error ? "course-error" : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-xl font-bold">Choose a course</legend>
      {error ? (
        <p id="course-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {catalogue.map((course) => {
          const id = `course-${course.id}`;
          const onSale = course.saleStatus === "on_sale";
          return (
            <label
              key={course.id}
              htmlFor={id}
              data-course={course.id}
              className="flex cursor-pointer gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:bg-surface-muted has-disabled:hover:border-line has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
            >
              <input
                type="radio"
                id={id}
                name="course"
                value={course.id}
                disabled={!onSale}
                checked={selected === course.id}
                onChange={() => onSelect(course.id)}
                aria-labelledby={`${id}-name ${id}-price`}
                aria-describedby={`${id}-desc`}
                className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-600 focus-visible:outline-none disabled:cursor-not-allowed"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  <span id={`${id}-name`} className="font-semibold text-ink">
                    {course.title}
                  </span>
                  {onSale ? null : <Badge variant="secondary">{SALE_STATUS_LABELS[course.saleStatus]}</Badge>}
                </span>
                <span id={`${id}-desc`} className="text-sm text-ink-muted">
                  {onSale
                    ? `${formatWeeks(course.durationWeeks)} · ${course.level}`
                    : notOnSaleMessage(course.saleStatus)}
                </span>
                <span id={`${id}-price`} className="mt-auto flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  {onSale ? (
                    <>
                      <span className="text-lg font-bold text-ink" data-fact="price">
                        {formatInr(course.priceRupees)}
                      </span>
                      {course.regularPriceRupees > course.priceRupees ? (
                        <>
                          <s className="text-sm text-ink-muted">
                            <span className="sr-only">instead of </span>
                            {formatInr(course.regularPriceRupees)}
                          </s>
                          <Badge variant="success">{course.discountPercent}% OFF</Badge>
                        </>
                      ) : null}
                    </>
                  ) : (
                    <span className="sr-only">Not available to buy</span>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
