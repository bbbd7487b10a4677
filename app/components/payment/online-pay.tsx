import { getFormProps } from "@conform-to/react";
import { CreditCard, Loader2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useSubmit } from "react-router";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { formatInr } from "~/lib/format";
import type { OnlineCheckout, OnlinePayment, OrderSummary } from "~/lib/payment";
import { payOnlineSchema } from "~/lib/payment-forms";

type CheckoutAnswer =
  { status: "checkout"; checkout: OnlineCheckout } | { status: "error"; result: FormResult };

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/** Loads Checkout's script once (from the configured origin, which the CSP allows), on demand. */
function loadCheckout(src: string): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("Checkout did not load"));
    };
    script.onerror = () => reject(new Error("Checkout did not load"));
    document.head.appendChild(script);
  });
}

/**
 * Step 1's online option (docs/decisions/164): the payer's details the first
 * time, the state when a GST invoice needs it, then Razorpay Checkout. Its
 * success comes back to the server, which checks the signature and shows
 * step 3; the seat follows from the gateway's webhook.
 */
export function OnlinePay({ order, online }: { order: OrderSummary; online: OnlinePayment }) {
  const fetcher = useFetcher<CheckoutAnswer>();
  const submit = useSubmit();
  const [problem, setProblem] = useState<string | null>(order.paymentError ?? null);
  const [opening, setOpening] = useState(false);
  const schema = useMemo(
    () => payOnlineSchema({ askPayer: online.askPayer, askState: online.states !== null }),
    [online.askPayer, online.states],
  );
  const answer = fetcher.data;
  const [form, fields] = useSchemaForm(schema, {
    id: `pay-online-${order.id}`,
    lastResult: answer?.status === "error" ? answer.result : null,
    validateOn: "onBlur",
    // Valid: the fetcher form posts itself; an earlier problem is no longer current.
    onValid: () => setProblem(null),
  });

  // The server's answer: open Checkout with its options (once per answer).
  const opened = useRef<OnlineCheckout | null>(null);
  useEffect(() => {
    if (answer?.status !== "checkout" || opened.current === answer.checkout) return;
    opened.current = answer.checkout;
    const { scriptUrl, options } = answer.checkout;
    setOpening(true);
    loadCheckout(scriptUrl)
      .then((Razorpay) => {
        const checkout = new Razorpay({
          ...options,
          handler(response: Record<string, string>) {
            submit(
              {
                intent: "checkout-return",
                orderId: order.id,
                razorpay_payment_id: response.razorpay_payment_id ?? "",
                razorpay_order_id: response.razorpay_order_id ?? "",
                razorpay_signature: response.razorpay_signature ?? "",
              },
              { method: "post", preventScrollReset: true },
            );
          },
          modal: { ondismiss: () => setOpening(false) },
        });
        checkout.on("payment.failed", (response) =>
          setProblem(
            `${response.error?.description ?? "The payment did not go through."} Nothing was charged for this attempt: you can try again, or pay by UPI below.`,
          ),
        );
        checkout.open();
      })
      .catch(() => {
        setOpening(false);
        setProblem(
          "Razorpay's payment window could not be loaded. Check your connection and try again, or pay by UPI below.",
        );
      });
  }, [answer, order.id, submit]);

  const busy = fetcher.state !== "idle" || opening;
  const formError = form.errors?.join(" ");
  return (
    <section
      aria-labelledby="online-heading"
      className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <div>
        <h3 id="online-heading" className="font-semibold">
          Pay online (UPI, card, net banking)
        </h3>
        <p className="text-sm text-ink-muted">
          {formatInr(order.amountRupees)} through {online.gateway}: your seat is confirmed as soon as the
          payment goes through, with your receipt by e-mail.
        </p>
      </div>
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        className="grid gap-3"
        aria-describedby="online-heading"
      >
        <input type="hidden" name="intent" value="pay-online" />
        <input type="hidden" name="orderId" value={order.id} />
        {online.askPayer ? (
          <>
            <FormField field={fields.payerName} label="Your name" required>
              {(control) => <Input {...control} autoComplete="name" />}
            </FormField>
            <FormField field={fields.payerEmail} label="E-mail" required hint="Your receipt goes here.">
              {(control) => <Input {...control} type="email" autoComplete="email" />}
            </FormField>
            <FormField field={fields.payerPhone} label="Mobile number" required>
              {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" />}
            </FormField>
          </>
        ) : null}
        {online.states ? (
          <FormField
            field={fields.payerState}
            label="Your state"
            required
            hint="It decides the GST on your invoice."
          >
            {(control) => (
              <NativeSelect {...control} defaultValue={control.defaultValue ?? ""}>
                <option value="" disabled>
                  Choose your state
                </option>
                {online.states!.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        {formError || problem ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {formError ?? problem}
          </p>
        ) : null}
        <PayOnlineButton busy={busy} />
        <noscript>
          <p className="text-sm">Paying online needs JavaScript. The UPI QR code below works without it.</p>
        </noscript>
      </fetcher.Form>
    </section>
  );
}

/**
 * Disabled until the page has hydrated (checkout needs JavaScript). Its own component: the
 * re-render when hydration ends is synchronous, and it should cover this button, not the form.
 */
function PayOnlineButton({ busy }: { busy: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" disabled={!hydrated || busy} data-testid="pay-online">
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <CreditCard aria-hidden="true" />}
      {busy ? "Opening the payment window…" : "Pay online (UPI, card, net banking)"}
    </Button>
  );
}
