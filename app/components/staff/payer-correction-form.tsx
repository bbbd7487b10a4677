import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { payerCorrectionSchema } from "~/lib/staff-forms";

/**
 * The payer writes their name, e-mail and phone once (PRODUCT.md decision
 * 17); when they ask, staff correct them here. Each change is kept in the
 * order's history with its old and new value.
 */
export function PayerCorrectionForm({
  order,
  lastResult,
}: {
  order: { payerName: string | null; payerEmail: string | null; payerPhone: string | null };
  lastResult: FormResult | null | undefined;
}) {
  const navigation = useNavigation();
  const ours = (lastResult?.initialValue as { intent?: unknown } | undefined)?.intent === "correct-payer";
  const [form, fields] = useSchemaForm(payerCorrectionSchema, {
    id: "correct-payer",
    lastResult: navigation.state === "idle" && ours ? lastResult : null,
    defaultValue: {
      payerName: order.payerName ?? "",
      payerEmail: order.payerEmail ?? "",
      payerPhone: order.payerPhone ?? "",
    },
    validateOn: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <p className="text-sm text-ink-muted">
        Only when the payer asks (they cannot change these themselves once sent). The verification e-mail goes
        to the e-mail address here.
      </p>
      <input type="hidden" name="intent" value="correct-payer" />
      <FormField field={fields.payerName} label="Payer's name" required>
        {(control) => <Input {...control} type="text" autoComplete="off" />}
      </FormField>
      <FormField field={fields.payerEmail} label="Payer's e-mail" required>
        {(control) => <Input {...control} type="email" autoComplete="off" />}
      </FormField>
      <FormField field={fields.payerPhone} label="Payer's phone" required>
        {(control) => <Input {...control} type="tel" autoComplete="off" />}
      </FormField>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={navigation.state === "submitting"}
      >
        Save the corrected details
      </Button>
    </Form>
  );
}
