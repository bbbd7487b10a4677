import type { ReactNode } from "react";
import { type AnyField, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "./password-input";

/** The Email field of the sign-in, sign-up and forgot-password forms. */
export function EmailField({ field }: { field: AnyField }) {
  return (
    <FormField field={field} id="email" label="Email" required>
      {(control) => <Input {...control} type="email" autoComplete="email" />}
    </FormField>
  );
}

/** A required password field with the show/hide toggle; the password is never filled back in. */
export function PasswordField({
  field,
  label,
  autoComplete,
  hint,
}: {
  field: AnyField;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: ReactNode;
}) {
  return (
    <FormField field={field} id={field.name} label={label} required hint={hint}>
      {({ defaultValue: _never, ...control }) => <PasswordInput {...control} autoComplete={autoComplete} />}
    </FormField>
  );
}
