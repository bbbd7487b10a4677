import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import type { ReactNode, Ref } from "react";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/label";
import { FIELD_LIMITS } from "~/lib/lead-forms";

type LeadFieldMetadata = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** What a control in a lead form takes from its Conform field (spread it first, then its own attributes). */
export interface LeadControlProps {
  id: string;
  name: string;
  form?: string;
  defaultValue?: string;
  required?: boolean;
  autoFocus: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * One field of the contact and enquiry forms: label, control, hint and the
 * field's error. `firstInvalid` names the first field with a problem: without
 * JavaScript the page reloads after a 400, and the cursor (and the view) go there.
 */
export function LeadField({
  field,
  label,
  required = false,
  hint,
  firstInvalid,
  className,
  children,
}: {
  field: LeadFieldMetadata;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  firstInvalid?: string;
  className?: string;
  children: (control: LeadControlProps) => ReactNode;
}) {
  // Conform's textarea props are the ones every control shares (no `type`).
  const conform = getTextareaProps(field);
  const describedBy = hint
    ? [`${field.id}-hint`, field.errors ? field.errorId : null].filter(Boolean).join(" ")
    : conform["aria-describedby"];
  const control: LeadControlProps = {
    id: field.id,
    name: field.name,
    form: conform.form,
    defaultValue: conform.defaultValue,
    "aria-invalid": conform["aria-invalid"],
    "aria-describedby": describedBy,
    autoFocus: firstInvalid === field.name,
    required: required || undefined,
  };
  return (
    <Field
      className={className}
      id={field.id}
      label={label}
      required={required}
      hint={hint}
      error={field.errors}
    >
      {children(control)}
    </Field>
  );
}

/** Name and Email, the same two fields opening every lead form's grid. */
export function NameAndEmailFields({
  name,
  email,
  firstInvalid,
  nameRef,
}: {
  name: LeadFieldMetadata;
  email: LeadFieldMetadata;
  firstInvalid?: string;
  nameRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <LeadField className="content-start" field={name} label="Name" required firstInvalid={firstInvalid}>
        {(control) => (
          <Input ref={nameRef} {...control} type="text" autoComplete="name" maxLength={FIELD_LIMITS.name} />
        )}
      </LeadField>
      <LeadField className="content-start" field={email} label="Email" required firstInvalid={firstInvalid}>
        {(control) => <Input {...control} type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />}
      </LeadField>
    </>
  );
}
