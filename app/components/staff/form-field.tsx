import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/label";

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/**
 * The attributes a native control needs from a Conform field: name, the
 * value to start from (kept after a 400 answer, with or without JavaScript),
 * and aria-invalid/aria-describedby pointing at the error under it.
 * (Conform's getInputProps also returns a `key`, which React warns about when spread.)
 */
export function controlProps(field: AnyField, opts: { hint?: boolean } = {}) {
  const invalid = Boolean(field.errors?.length);
  const describedBy = [opts.hint ? `${field.id}-hint` : null, invalid ? field.errorId : null]
    .filter(Boolean)
    .join(" ");
  return {
    id: field.id,
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
  };
}

/** Label, control, hint and the field's error message (ids match controlProps). */
export function FormField({
  field,
  label,
  hint,
  required,
  className,
  children,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Field
      id={field.id}
      label={label}
      hint={hint}
      required={required}
      error={field.errors}
      className={cn("content-start", className)}
    >
      {children}
    </Field>
  );
}
