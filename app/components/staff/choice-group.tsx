import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { FieldError } from "~/components/ui/label";

/**
 * Radio buttons or checkboxes under one legend, with the group's error
 * (a fieldset: screen readers read the legend with each choice, and the
 * arrow keys move between radios of one group).
 */
export function ChoiceGroup({
  legend,
  name,
  type,
  options,
  defaultValue,
  errors,
  hint,
  inline = true,
  className,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  type: "radio" | "checkbox";
  options: readonly { value: string; label: ReactNode }[];
  /** The checked value(s). */
  defaultValue?: string | readonly string[];
  errors?: readonly string[];
  hint?: ReactNode;
  inline?: boolean;
  className?: string;
  onChange?: (value: string, checked: boolean) => void;
}) {
  const checked = new Set(typeof defaultValue === "string" ? [defaultValue] : (defaultValue ?? []));
  const errorId = `${name}-group-error`;
  const hintId = `${name}-group-hint`;
  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      className={cn("grid gap-2", className)}
      aria-describedby={
        [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined
      }
    >
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className={cn("flex gap-2", inline ? "flex-wrap" : "flex-col")}>
        {options.map((o) => (
          <label
            key={o.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
          >
            <input
              type={type}
              name={name}
              value={o.value}
              defaultChecked={checked.has(o.value)}
              aria-invalid={invalid || undefined}
              onChange={onChange ? (e) => onChange(o.value, e.currentTarget.checked) : undefined}
              className="size-4 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={errors} />
    </fieldset>
  );
}
