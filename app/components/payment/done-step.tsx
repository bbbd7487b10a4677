import { CircleCheckBig, MessageCircle } from "lucide-react";
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { ORDER_STATUS_HELP, type OrderSummary, paymentStepHref } from "~/lib/payment";
import { OrderStatusBadge } from "./order-status-badge";

interface DoneStepProps {
  order: OrderSummary;
  visitor: boolean;
  whatsappHref: string;
  onDone: () => void;
}

/** Verified, rejected, refunded or paid without a seat: no longer waiting for anyone's check. */
const decided = (order: OrderSummary) =>
  order.status !== "awaiting_payment" && order.status !== "pending_verification";

/**
 * The way on from step 3: signed in, the portal where the enrolment shows as
 * pending; signed out, an account created with the payer's e-mail, which
 * takes this order over once the address is confirmed (docs/decisions/100,
 * 127).
 */
function WayOn({ order, visitor }: { order: OrderSummary; visitor: boolean }) {
  if (!visitor) {
    return (
      <p className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm">
        {order.status === "verified"
          ? "Your enrolment is active in the student portal."
          : decided(order)
            ? "You can follow this order in the student portal."
            : "Your enrolment shows as pending in the student portal until we verify the payment."}{" "}
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          Go to your portal
        </Link>
      </p>
    );
  }
  const search = new URLSearchParams();
  if (order.payerEmail) search.set("email", order.payerEmail);
  if (order.batchId) search.set("batch", order.batchId);
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm">
      <p>
        Create your student account
        {order.payerEmail ? (
          <>
            {" "}
            with <strong>{order.payerEmail}</strong>
          </>
        ) : (
          " with the e-mail you gave us"
        )}
        , then open the link we e-mail you to confirm the address: this order joins the account, and you can
        follow your enrolment there.
      </p>
      <Button asChild className="mt-3">
        <Link to={`/signup?${search.toString()}`}>Create your account with this e-mail</Link>
      </Button>
    </div>
  );
}

/**
 * Paid online and back from Checkout: the gateway's confirmation (webhook)
 * usually arrives within seconds, so the page asks again a few times.
 */
function useConfirmationPoll(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > 20) clearInterval(timer);
      else if (revalidator.state === "idle") void revalidator.revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
}

/** Step 3: thank you, the order id, and the way on. */
export function DoneStep({ order, visitor, whatsappHref, onDone }: DoneStepProps) {
  const online = Boolean(order.paidOnline);
  const confirming = online && order.status === "awaiting_payment";
  useConfirmationPoll(confirming);
  const sentDetails = order.status !== "awaiting_payment" || online;
  return (
    <>
      <div className="grid gap-4">
        <div className="flex flex-col items-center gap-2 text-center">
          <CircleCheckBig aria-hidden="true" className="size-12 text-green-700" />
          {online ? (
            <p className="text-lg font-bold" role="status">
              Payment received
            </p>
          ) : null}
          <p>
            Your order ID is{" "}
            <strong className="font-mono" data-testid="done-order-id">
              {order.id}
            </strong>
            . Please keep it for any question about this payment.
          </p>
          <p className="flex flex-wrap items-center justify-center gap-2 text-sm">
            Status: <OrderStatusBadge status={order.status} />
          </p>
          {confirming ? (
            <p className="text-sm text-ink-muted">
              Razorpay is confirming it with us: your seat is confirmed in a moment, and we e-mail your
              receipt.
            </p>
          ) : order.status === "verified" ||
            order.status === "rejected" ||
            order.status === "paid_needs_seat" ||
            order.status === "refunded" ? (
            <p className="text-sm text-ink-muted">{ORDER_STATUS_HELP[order.status]}</p>
          ) : null}
        </div>
        {/* What happens next, while the payment waits; once decided, the status line above says it. */}
        {decided(order) ? null : (
          <section aria-labelledby="next-heading" className="rounded-lg bg-surface-muted p-4">
            <h3 id="next-heading" className="font-semibold">
              What happens next
            </h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
              {!sentDetails ? (
                <li>
                  Send us the payment proof: the UTR in{" "}
                  <Link
                    to={paymentStepHref(order.id, 2)}
                    preventScrollReset
                    className="font-semibold text-brand-700 underline"
                  >
                    step 2
                  </Link>{" "}
                  or the screenshot on WhatsApp with your order ID.
                </li>
              ) : null}
              {online ? null : (
                <li>
                  Our admissions team matches your payment with the bank statement, usually within one working
                  day.
                </li>
              )}
              <li>
                Once it is verified, your enrolment
                {order.batchName ? ` in ${order.batchName}` : ""} becomes active: your classes, materials and
                exams open in the student portal, and we e-mail you.
              </li>
            </ol>
          </section>
        )}
        <WayOn order={order} visitor={visitor} />
        {!sentDetails ? (
          <Button asChild variant="outline">
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              Send payment proof on WhatsApp
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
      <DialogFooter>
        <Button asChild variant="outline">
          <Link to={paymentStepHref(order.id, 2)} preventScrollReset>
            Back
          </Link>
        </Button>
        <Button asChild>
          <Link to="/paymentpage" preventScrollReset onClick={onDone}>
            Done
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}
