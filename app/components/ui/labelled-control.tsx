import type { ReactNode } from "react";
import { Field, fieldDescribedBy } from "./label";

/** What the control inside a LabelledControl takes: spread it first, then the control's own attributes. */
export interface ControlAttributes {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A Field (label, hint, error) around one control, for forms checked with a
 * plain schema (`FieldErrors`, one message a field): the control gets its id,
 * name and the aria attributes pointing at the hint and the error. `required`
 * marks the label only; a control that the browser should also check says
 * `required` itself.
 */
export function LabelledControl({
  id,
  name = id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  /** The form field's name when it differs from the element id. */
  name?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlAttributes) => ReactNode;
}) {
  const control: ControlAttributes = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": fieldDescribedBy(id, { hint: Boolean(hint), error: Boolean(error) }),
  };
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {children(control)}
    </Field>
  );
}
