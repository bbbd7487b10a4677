import type { ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { LabelledControl } from "~/components/ui/labelled-control";
import { PasswordInput } from "./password-input";

/** The Email field of the sign-in, sign-up and forgot-password forms. */
export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <LabelledControl id="email" label="Email" required error={error}>
      {(control) => (
        <Input {...control} type="email" autoComplete="email" required defaultValue={defaultValue} />
      )}
    </LabelledControl>
  );
}

/** A required password field with the show/hide toggle; the password is never filled back in. */
export function PasswordField({
  id,
  name = id,
  label,
  autoComplete,
  hint,
  error,
}: {
  id: string;
  /** The form field's name when it differs from the element id (two forms on one page). */
  name?: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: ReactNode;
  error?: string;
}) {
  return (
    <LabelledControl id={id} name={name} label={label} required hint={hint} error={error}>
      {(control) => <PasswordInput {...control} autoComplete={autoComplete} required />}
    </LabelledControl>
  );
}

/** The Full Name field of the sign-up and first-administrator forms. */
export function FullNameField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <LabelledControl id="fullName" label="Full Name" required error={error}>
      {(control) => <Input {...control} autoComplete="name" required defaultValue={defaultValue} />}
    </LabelledControl>
  );
}

/** A new password and its confirmation (`password`, `confirmPassword`): sign-up, reset, first administrator. */
export function NewPasswordFields({
  hint,
  errors,
  label = "Password",
}: {
  hint: ReactNode;
  errors: { password?: string; confirmPassword?: string };
  /** "Password", or "New Password" (the confirmation reads "Confirm " + label). */
  label?: "Password" | "New Password";
}) {
  return (
    <>
      <PasswordField
        id="password"
        label={label}
        autoComplete="new-password"
        hint={hint}
        error={errors.password}
      />
      <PasswordField
        id="confirmPassword"
        label={`Confirm ${label}`}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}
