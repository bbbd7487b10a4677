import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/format";
import { formatPaise } from "~/lib/gst";
import { manualRefundSchema, refundSchema } from "~/lib/refund-forms";

export interface RefundRow {
  id: string;
  amountPaise: number;
  reason: string;
  via: "gateway" | "manual";
  status: "requested" | "pending" | "processed" | "failed";
  gatewayRefundId: string | null;
  reference: string | null;
  failureReason: string | null;
  createdAt: string;
}

const STATUS_TEXT: Record<RefundRow["status"], string> = {
  requested: "Asked of the gateway",
  pending: "On its way to the payer",
  processed: "Refunded",
  failed: "Failed",
};

export function RefundList({ refunds }: { refunds: RefundRow[] }) {
  if (!refunds.length) return <p className="text-sm text-ink-muted">No refund yet.</p>;
  return (
    <ul className="grid gap-3">
      {refunds.map((r) => (
        <li key={r.id} className="rounded-lg border border-line p-3 text-sm">
          <p className="font-semibold">
            {formatPaise(r.amountPaise)} · {STATUS_TEXT[r.status]}
          </p>
          <p className="text-ink-muted">
            {formatDateTime(r.createdAt)} ·{" "}
            {r.via === "gateway"
              ? `through the gateway${r.gatewayRefundId ? ` (${r.gatewayRefundId})` : ""}`
              : `paid back by hand (${r.reference})`}
          </p>
          <p>Reason: {r.reason}</p>
          {r.failureReason ? <p className="text-red-800">{r.failureReason}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * An administrator's refund: through the gateway for an online payment, or
 * recorded by hand (with the bank reference) for a UPI payment.
 */
export function RefundForm({
  online,
  leftPaise,
  gateway,
  lastResult,
  busy,
}: {
  online: boolean;
  leftPaise: number;
  gateway: string | null;
  lastResult: FormResult | null | undefined;
  busy: boolean;
}) {
  const [form, fields] = useSchemaForm(online ? refundSchema : manualRefundSchema, {
    id: online ? "refund-online" : "refund-manual",
    lastResult,
    validateOn: "onBlur",
    defaultValue: { amount: (leftPaise / 100).toFixed(2) },
  });
  const reference = (fields as Record<string, Parameters<typeof FormField>[0]["field"]>).reference;
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 border-t border-line pt-4">
      <input type="hidden" name="intent" value={online ? "refund" : "refund-manual"} />
      <p className="text-sm text-ink-muted">
        {online
          ? `Refunds through ${gateway ?? "the gateway"} to the card, account or UPI id that paid. Up to ${formatPaise(leftPaise)}; the whole amount also withdraws the enrolment.`
          : `A UPI payment is refunded outside the site: send the money back from the bank account, then record it here with its reference. Up to ${formatPaise(leftPaise)}; the whole amount also withdraws the enrolment.`}
      </p>
      {form.errors?.length ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <FormField field={fields.amount} label="Amount (₹)" required>
        {(control) => <Input {...control} inputMode="decimal" autoComplete="off" />}
      </FormField>
      <FormField
        field={fields.reason}
        label="Reason"
        required
        hint="Sent to the payer and kept in the history."
      >
        {(control) => <Textarea {...control} rows={2} maxLength={500} />}
      </FormField>
      {!online && reference ? (
        <FormField field={reference} label="Bank reference of the money sent back" required>
          {(control) => <Input {...control} autoComplete="off" maxLength={100} />}
        </FormField>
      ) : null}
      <Button type="submit" variant="destructive" disabled={busy} className="justify-self-start">
        {online ? "Refund through the gateway" : "Record the refund"}
      </Button>
    </Form>
  );
}
