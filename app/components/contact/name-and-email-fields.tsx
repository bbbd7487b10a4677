import type { Ref } from "react";
import { type AnyField, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { FIELD_LIMITS } from "~/lib/lead-forms";

/** Name and Email, the same two fields opening every lead form's grid. */
export function NameAndEmailFields({
  name,
  email,
  firstInvalid,
  nameRef,
}: {
  name: AnyField;
  email: AnyField;
  /** The first field with a problem (it gets the cursor after a no-JavaScript post). */
  firstInvalid?: string;
  nameRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <FormField field={name} label="Name" required autoFocus={firstInvalid === "name"}>
        {(control) => (
          <Input ref={nameRef} {...control} type="text" autoComplete="name" maxLength={FIELD_LIMITS.name} />
        )}
      </FormField>
      <FormField field={email} label="Email" required autoFocus={firstInvalid === "email"}>
        {(control) => <Input {...control} type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />}
      </FormField>
    </>
  );
}
