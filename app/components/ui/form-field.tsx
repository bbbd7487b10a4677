import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent, ReactNode } from "react";
import type { z } from "zod";
import { useCn } from "./class-names";
import { Field, fieldDescribedBy } from "./label";

/* One way to build a form (docs/decisions/090-shared-form-fields-and-page-pieces.md):
 * the schema from app/lib/*-forms.ts, useSchemaForm here, the action's
 * parseForm (server/forms.server.ts), and a FormField per field. */

/** What an action answers when it refuses a form: Conform's result (messages, input kept). */
export type FormResult = SubmissionResult<string[]>;

/**
 * Conform's useForm checking with the same Zod schema as the action: first
 * on submit (or on leaving a field), then again on every change.
 * `onInvalid` runs when a submit is stopped in the browser (say, for a toast);
 * `onValid` when it goes ahead (call event.preventDefault() to handle it yourself).
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  options: {
    id: string;
    lastResult?: FormResult | null;
    defaultValue?: Record<string, unknown>;
    validateOn?: "onSubmit" | "onBlur";
    onInvalid?: (errors: Record<string, string[] | null>) => void;
    onValid?: (event: FormEvent<HTMLFormElement>, value: z.output<S>) => void;
  },
) {
  const { id, lastResult, defaultValue, validateOn = "onSubmit", onInvalid, onValid } = options;
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: validateOn,
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema });
      // A real submit carries no Conform intent; revalidation while typing does.
      if (submission.status === "error" && !formData.has("__intent__")) onInvalid?.(submission.error ?? {});
      return submission;
    },
    onSubmit(event, { submission }) {
      if (submission?.status === "success") onValid?.(event, submission.value as z.output<S>);
    },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>;

/** What the control inside a FormField takes: spread it first, then the control's own attributes. */
export interface ControlProps {
  id: string;
  name: string;
  defaultValue?: string;
  required?: true;
  autoFocus?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * One field: label (with the required mark), the control, a hint and the
 * field's error, wired together. The control gets its id, name, the value
 * to start from (kept after a 400, with or without JavaScript), `required`
 * and aria attributes pointing at the hint and the error. `autoFocus` puts
 * the cursor here after a page load (the first problem of a no-JavaScript post).
 */
export function FormField({
  field,
  id = field.id,
  label,
  required = false,
  hint,
  autoFocus = false,
  className,
  children,
}: {
  field: AnyField;
  /** The element id, when the page needs a particular one (default: Conform's). */
  id?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  autoFocus?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const cn = useCn();
  const invalid = Boolean(field.errors?.length);
  const control: ControlProps = {
    id,
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    required: required || undefined,
    autoFocus: autoFocus || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": fieldDescribedBy(id, { hint: Boolean(hint), error: invalid }),
  };
  return (
    // content-start: in a grid row beside a taller field, the label stays at the top.
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={field.errors}
      className={cn("content-start", className)}
    >
      {children(control)}
    </Field>
  );
}

/** The first of these fields that has an error: the one to focus after a no-JavaScript post. */
export function firstInvalid<Name extends string>(
  fields: Record<Name, AnyField>,
  order: readonly Name[],
): Name | undefined {
  return order.find((name) => fields[name].errors?.length);
}
