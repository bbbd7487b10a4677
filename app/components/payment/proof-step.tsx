import { getFormProps } from "@conform-to/react";
import { CollectionNotice } from "~/components/layout/collection-notice";
import { Loader2, MessageCircle } from "lucide-react";
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { formatInr } from "~/lib/format";
import { IMAGE_ACCEPT } from "~/lib/image-upload";
import { type OrderSummary, paymentStepHref } from "~/lib/payment";
import { paymentProofSchema } from "~/lib/payment-forms";

interface ProofStepProps {
  order: OrderSummary;
  visitor: boolean;
  whatsappHref: string;
  lastResult: FormResult | undefined;
}

/**
 * Step 2: next steps, the WhatsApp link for the payment proof (SPEC.md) and
 * an optional form for the UTR, payer details and a screenshot. Going on
 * without it is always possible.
 */
export function ProofStep({ order, visitor, whatsappHref, lastResult }: ProofStepProps) {
  const schema = useMemo(() => paymentProofSchema({ visitor }), [visitor]);
  const [form, fields] = useSchemaForm(schema, { id: `proof-${order.id}`, lastResult, validateOn: "onBlur" });
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit-proof";
  const formError = form.errors?.join(" ");
  const resent = order.status === "pending_verification" || order.status === "rejected";

  return (
    <>
      <div className="grid gap-5">
        <section aria-labelledby="steps-heading">
          <h3 id="steps-heading" className="font-semibold">
            Next steps
          </h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            <li>Finish the payment of {formatInr(order.amountRupees)} in your UPI app.</li>
            <li>
              On the success screen, find the 12-digit <strong>UPI reference number</strong> (UTR, also shown
              as UPI Ref No. or RRN).
            </li>
            <li>
              Send it with the form below, or send the screenshot on WhatsApp with your order ID{" "}
              <span className="font-mono font-semibold">{order.id}</span>.
            </li>
          </ol>
          <Button asChild variant="outline" className="mt-3 w-full">
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              Send payment proof on WhatsApp
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </section>

        <Form
          method="post"
          encType="multipart/form-data"
          action={paymentStepHref(order.id, 2)}
          preventScrollReset
          {...getFormProps(form)}
          aria-labelledby="proof-heading"
          className="grid gap-4 rounded-lg border border-line p-4"
        >
          <div>
            <h3 id="proof-heading" className="font-semibold">
              Payment details
            </h3>
            <p className="mt-1 text-sm text-ink-muted">
              With the UTR we can verify your payment without waiting for a screenshot
              {visitor ? ", and we call the phone number if anything does not match" : ""}.
            </p>
            {resent ? (
              <p className="mt-1 text-sm text-ink-muted">
                We already have details for this order (UTR {order.utr}). Sending them again replaces them.
              </p>
            ) : null}
          </div>
          {formError ? (
            <p
              role="alert"
              id={form.errorId}
              className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800"
            >
              {formError}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="submit-proof" />
          <input type="hidden" name="orderId" value={order.id} />
          <FormField
            field={fields.utr}
            label="UPI reference number (UTR)"
            hint="12 digits, e.g. 412345678901"
            required
          >
            {(control) => (
              <Input {...control} type="text" inputMode="numeric" autoComplete="off" maxLength={20} />
            )}
          </FormField>
          {visitor ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField field={fields.payerName} label="Your name" required>
                {(control) => <Input {...control} type="text" autoComplete="name" />}
              </FormField>
              <FormField field={fields.payerEmail} label="E-mail" required>
                {(control) => <Input {...control} type="email" autoComplete="email" />}
              </FormField>
            </div>
          ) : null}
          <FormField
            field={fields.payerPhone}
            label={visitor ? "Phone" : "Phone (optional)"}
            hint={visitor ? "Our admissions team calls this number about your seat." : undefined}
            required={visitor}
          >
            {(control) => <Input {...control} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField
            field={fields.screenshot}
            label="Payment screenshot (optional)"
            hint="PNG, JPEG or WebP, up to 2 MB."
          >
            {({ defaultValue: _file, ...control }) => (
              <Input {...control} type="file" accept={IMAGE_ACCEPT} />
            )}
          </FormField>
          <Button type="submit" disabled={submitting}>
            {submitting ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin" />
                Sending…
              </>
            ) : (
              "Submit payment details"
            )}
          </Button>
          <CollectionNotice kind="payment" />
        </Form>
      </div>
      <DialogFooter>
        <Button asChild variant="outline">
          <Link to={paymentStepHref(order.id, 1)} preventScrollReset>
            Back
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paymentStepHref(order.id, 3)} preventScrollReset>
            Continue without details
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}
