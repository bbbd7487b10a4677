import { Check, Copy, Download, Smartphone } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { formatInr } from "~/lib/format";
import { type OrderPayment, paymentStepHref } from "~/lib/payment";
import { OnlinePay } from "./online-pay";
import { PriceNote } from "./price-note";

/** Step 1: the amount, the payee's UPI id and the QR code of this order's UPI link. */
export function PayStep({ payment }: { payment: OrderPayment }) {
  const { order, upiId, payeeName, upiUrl, qrDataUrl } = payment;
  const [copied, setCopied] = useState(false);

  async function copyUpiId() {
    try {
      await navigator.clipboard.writeText(upiId);
      setCopied(true);
      toast.success("UPI ID copied", { description: upiId });
    } catch {
      toast.error("Could not copy", { description: `Please copy it by hand: ${upiId}` });
    }
  }

  return (
    <>
      <div className="grid gap-4">
        <div className="text-center">
          <p className="text-sm text-ink-muted">
            {order.courseName}
            {order.batchName ? ` · ${order.batchName}` : ""}
          </p>
          <p className="text-3xl font-bold" data-testid="pay-amount">
            {formatInr(order.amountRupees)}
          </p>
        </div>
        <PriceNote order={order} />
        {payment.online && (order.status === "awaiting_payment" || order.status === "rejected") ? (
          <>
            <OnlinePay order={order} online={payment.online} />
            <p className="text-center text-sm font-semibold text-ink-muted">
              Or pay by UPI with the QR code: no gateway in between, we confirm it by hand.
            </p>
          </>
        ) : null}
        {/* A phone cannot scan its own screen: there "Pay with UPI app" leads and the QR follows
            (for paying from another phone); from md up the QR leads and the app link is not shown. */}
        <div className="flex flex-col gap-4">
          <Button asChild size="lg" className="md:hidden" data-testid="pay-with-upi-app">
            <a href={upiUrl}>
              <Smartphone aria-hidden="true" />
              Pay with UPI app
            </a>
          </Button>
          <figure className="mx-auto flex flex-col items-center gap-2">
            <img
              src={qrDataUrl}
              width={224}
              height={224}
              alt={`UPI QR code: pay ${formatInr(order.amountRupees)} to ${upiId}`}
              className="size-56 rounded-lg border border-line bg-white"
              data-testid="upi-qr"
            />
            <figcaption className="text-center text-sm text-ink-muted">
              <span className="md:hidden">Paying from another phone? </span>Scan with any UPI app: Google Pay,
              PhonePe, Paytm, BHIM or your bank's app.
            </figcaption>
          </figure>
        </div>
        <dl className="grid gap-2 rounded-lg bg-surface-muted p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <dt className="text-ink-muted">UPI ID</dt>
            <dd className="flex min-w-0 items-center gap-1">
              <span className="font-mono font-semibold break-all" data-testid="upi-id">
                {upiId}
              </span>
              <Button type="button" variant="ghost" size="icon" onClick={copyUpiId} className="size-9">
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                <span className="sr-only">Copy UPI ID</span>
              </Button>
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3 gap-y-1">
            <dt className="text-ink-muted">Payee</dt>
            <dd className="font-semibold">{payeeName}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3 gap-y-1">
            <dt className="text-ink-muted">Order ID</dt>
            <dd className="font-mono font-semibold" data-testid="order-id">
              {order.id}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-ink-muted">
          Pay exactly {formatInr(order.amountRupees)}. The order ID is already in the payment note, so we can
          match your payment.{" "}
          <a
            href={qrDataUrl}
            download={`upi-qr-${order.id}.png`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
          >
            <Download aria-hidden="true" className="size-4" />
            Save QR image
          </a>
        </p>
      </div>
      <DialogFooter>
        <Button asChild>
          <Link to={paymentStepHref(order.id, 2)} preventScrollReset>
            Next: payment proof
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}
