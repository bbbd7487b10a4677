import type { ComponentProps, ReactNode } from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { useCn } from "./class-names";

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root> & {
  /** Shows a red asterisk (hidden from screen readers: mark the control itself `required`). */
  required?: boolean;
};

export function Label({ className, required = false, children, ...props }: LabelProps) {
  const cn = useCn();
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn("inline-flex items-center gap-1 text-sm font-semibold text-ink select-none", className)}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}

export type FieldErrorProps = Omit<ComponentProps<"p">, "children"> & {
  /** A message, or a list of messages (e.g. Conform's `field.errors`); nothing renders when empty. */
  message?: string | readonly string[] | null;
};

export function FieldError({ message, className, ...props }: FieldErrorProps) {
  const cn = useCn();
  const text = typeof message === "string" ? message : message?.filter(Boolean).join(" ");
  if (!text) return null;
  return (
    <p data-slot="field-error" className={cn("text-sm font-medium text-red-700", className)} {...props}>
      {text}
    </p>
  );
}

export function FieldDescription({ className, ...props }: ComponentProps<"p">) {
  const cn = useCn();
  return <p data-slot="field-description" className={cn("text-sm text-ink-muted", className)} {...props} />;
}

export type FieldProps = {
  /** id of the control; the label's htmlFor. Error id = `${id}-error`, hint id = `${id}-hint`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | readonly string[] | null;
  className?: string;
  children: ReactNode;
};

/** Label + control + hint + error stack. Give the control `aria-describedby` via `fieldDescribedBy()`. */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  const cn = useCn();
  return (
    <div data-slot="field" className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children}
      {hint ? <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria-describedby value for a control rendered inside `Field`. */
export function fieldDescribedBy(id: string, opts: { hint?: boolean; error?: boolean }): string | undefined {
  const ids = [opts.hint ? `${id}-hint` : null, opts.error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
