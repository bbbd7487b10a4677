import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { certificateRuleSchema } from "~/lib/certificate-forms";

/**
 * An administrator sets a course's certificate rule (the attendance needed;
 * the final exam is marked on each batch's exam) and who signs it. Applies
 * to certificates issued from now on: issued ones keep what they say.
 */
export function CertificateRuleForm({
  defaultValue,
  lastResult,
}: {
  defaultValue: Record<string, string>;
  lastResult: FormResult | null | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "certificate";
  const [form, fields] = useSchemaForm(certificateRuleSchema, {
    id: "certificate-rule",
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue,
    validateOn: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="intent" value="certificate" />
      <FormField
        field={fields.certificateAttendancePercent}
        label="Attendance needed (%)"
        required
        hint="Of the classes marked for the student; late counts as attended. The final exam, when a batch marks one, must also be passed."
      >
        {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={100} step={1} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.certificateSignatoryName} label="Signed by" required>
          {(control) => <Input {...control} maxLength={80} autoComplete="off" />}
        </FormField>
        <FormField
          field={fields.certificateSignatoryTitle}
          label="Signatory's title"
          required
          hint="e.g. Head of Training"
        >
          {(control) => <Input {...control} maxLength={80} autoComplete="off" />}
        </FormField>
      </div>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Saving..." : "Save certificate rule"}
      </Button>
    </Form>
  );
}
