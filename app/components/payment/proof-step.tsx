import {
  getFormProps,
  getInputProps,
  type FieldMetadata,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2, MessageCircle } from "lucide-react";
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { FieldDescription, FieldError, Label } from "~/components/ui/label";
import { formatInr } from "~/lib/format";
import { type OrderSummary, paymentProofSchema, paymentStepHref } from "~/lib/payment";

interface ProofStepProps {
  order: OrderSummary;
  visitor: boolean;
  whatsappHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
}

type InputOptions = Parameters<typeof getInputProps>[1];

/** A labelled input wired to Conform's ids (error and hint are announced with the field). */
function TextField({
  field,
  label,
  hint,
  required,
  options,
  ...rest
}: {
  field: FieldMetadata<string | File | undefined>;
  label: string;
  hint?: string;
  required?: boolean;
  options: InputOptions;
} & Omit<React.ComponentProps<"input">, "type" | "name" | "id" | "required">) {
  const { key, ...props } = getInputProps(field, options);
  const describedBy = [hint ? field.descriptionId : null, field.errors ? field.errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={field.id} required={required}>
        {label}
      </Label>
      <Input key={key} {...props} {...rest} required={required} aria-describedby={describedBy || undefined} />
      {hint ? <FieldDescription id={field.descriptionId}>{hint}</FieldDescription> : null}
      <FieldError id={field.errorId} message={field.errors} />
    </div>
  );
}

/**
 * Step 2: next steps, the WhatsApp link for the payment proof (SPEC.md) and
 * an optional form for the UTR, payer details and a screenshot. Going on
 * without it is always possible.
 */
export function ProofStep({ order, visitor, whatsappHref, lastResult }: ProofStepProps) {
  const schema = useMemo(() => paymentProofSchema({ visitor }), [visitor]);
  const [form, fields] = useForm({
    id: `proof-${order.id}`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
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
          <TextField
            field={fields.utr}
            label="UPI reference number (UTR)"
            hint="12 digits, e.g. 412345678901"
            required
            options={{ type: "text" }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
          />
          {visitor ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                field={fields.payerName}
                label="Your name"
                required
                options={{ type: "text" }}
                autoComplete="name"
              />
              <TextField
                field={fields.payerEmail}
                label="E-mail"
                required
                options={{ type: "email" }}
                autoComplete="email"
              />
            </div>
          ) : null}
          <TextField
            field={fields.payerPhone}
            label={visitor ? "Phone" : "Phone (optional)"}
            hint={visitor ? "Our admissions team calls this number about your seat." : undefined}
            required={visitor}
            options={{ type: "tel" }}
            autoComplete="tel"
          />
          <TextField
            field={fields.screenshot}
            label="Payment screenshot (optional)"
            hint="PNG, JPEG or WebP, up to 2 MB."
            options={{ type: "file" }}
            accept="image/png,image/jpeg,image/webp"
          />
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
