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
  id = field.name,
  label,
  autoComplete,
  hint,
}: {
  field: AnyField;
  /** The element id when two forms on one page have a field of this name. */
  id?: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: ReactNode;
}) {
  return (
    <FormField field={field} id={id} label={label} required hint={hint}>
      {({ defaultValue: _never, ...control }) => <PasswordInput {...control} autoComplete={autoComplete} />}
    </FormField>
  );
}

/** The Full Name field of the sign-up and first-administrator forms. */
export function FullNameField({ field }: { field: AnyField }) {
  return (
    <FormField field={field} id="fullName" label="Full Name" required>
      {(control) => <Input {...control} autoComplete="name" />}
    </FormField>
  );
}

/** A new password and its confirmation (`password`, `confirmPassword`): sign-up, reset, first administrator. */
export function NewPasswordFields({
  fields,
  hint,
  label = "Password",
}: {
  fields: { password: AnyField; confirmPassword: AnyField };
  hint: ReactNode;
  /** "Password", or "New Password" (the confirmation reads "Confirm " + label). */
  label?: "Password" | "New Password";
}) {
  return (
    <>
      <PasswordField field={fields.password} label={label} autoComplete="new-password" hint={hint} />
      <PasswordField field={fields.confirmPassword} label={`Confirm ${label}`} autoComplete="new-password" />
    </>
  );
}
