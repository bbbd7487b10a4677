import type { FormResult } from "~/components/ui/form-field";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useSite } from "~/components/layout/use-site";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import type { CourseFacts } from "~/lib/catalogue";
import { formatInr } from "~/lib/format";
import type { OrderPayment, PaymentStep } from "~/lib/payment";
import { whatsappLink } from "~/lib/upi";
import { DoneStep } from "./done-step";
import { PayStep } from "./pay-step";
import { ProofStep } from "./proof-step";

interface PaymentDialogProps {
  open: boolean;
  step: PaymentStep;
  /** The order being paid; null while it is being created. */
  payment: OrderPayment | null;
  /** The course chosen, while its order is being created. */
  pendingCourse: CourseFacts | null;
  visitor: boolean;
  proofResult: FormResult | undefined;
  /** Called when the dialog closes (the page clears the course selection). */
  onClosed: () => void;
}

/** id of the element that gets focus back when the dialog closes. */
export const RETURN_FOCUS_ID = "complete-payment";

const TITLES: Record<PaymentStep, { title: string; description: string }> = {
  1: { title: "Scan and pay", description: "Scan the QR code with any UPI app, or pay to the UPI ID below." },
  2: {
    title: "Send your payment proof",
    description: "Tell us your UPI reference so we can match your payment.",
  },
  3: { title: "Thank you!", description: "Your order is saved. Here is what happens next." },
};

function StepIndicator({ step }: { step: PaymentStep }) {
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
      <span>Step {step} of 3</span>
      <span aria-hidden="true" className="flex gap-1">
        {[1, 2, 3].map((n) => (
          <span key={n} className={`h-1.5 w-6 rounded-full ${n <= step ? "bg-brand-600" : "bg-slate-200"}`} />
        ))}
      </span>
    </p>
  );
}

/**
 * SPEC.md "Payment dialog": step 1 (QR code and amount) -> step 2 (next
 * steps, WhatsApp link for payment proof) -> step 3 (thank you). The order
 * and the step live in the address (?order=…&step=…), so Back and the
 * browser's back button go one step down, a reload (common after switching
 * to a UPI app on a phone) keeps the order, and it works without JavaScript.
 * Rendered in place, not in a portal, so that it is in the server's HTML.
 */
export function PaymentDialog({
  open,
  step,
  payment,
  pendingCourse,
  visitor,
  proofResult,
  onClosed,
}: PaymentDialogProps) {
  const navigate = useNavigate();
  const site = useSite();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const shownStep: PaymentStep = payment ? step : 1;
  const { title, description } = TITLES[shownStep];

  // A new step replaces the content under the focused button: start it at
  // the top and move focus to its title.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    contentRef.current?.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [shownStep]);

  function close() {
    onClosed();
    navigate("/paymentpage", { preventScrollReset: true });
  }

  const order = payment?.order;
  const whatsappHref = order
    ? whatsappLink(
        site.whatsappNumber,
        `Hello ${site.brandName}, I have paid ${formatInr(order.amountRupees)} for ${order.courseName}. ` +
          `Order ID: ${order.id}. Here is my payment screenshot.`,
      )
    : "";

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        portal={false}
        showCloseButton={false}
        ref={contentRef}
        data-testid="payment-dialog"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          titleRef.current?.focus();
        }}
        // The dialog has no trigger element (a form post opens it): return focus to Complete Payment.
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          document.getElementById(RETURN_FOCUS_ID)?.focus();
        }}
      >
        <Link
          to="/paymentpage"
          preventScrollReset
          onClick={onClosed}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </Link>
        <DialogHeader>
          <StepIndicator step={shownStep} />
          <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {payment && order ? (
          shownStep === 1 ? (
            <PayStep payment={payment} />
          ) : shownStep === 2 ? (
            <ProofStep order={order} visitor={visitor} whatsappHref={whatsappHref} lastResult={proofResult} />
          ) : (
            <DoneStep order={order} visitor={visitor} whatsappHref={whatsappHref} onDone={onClosed} />
          )
        ) : (
          <div className="grid gap-4" aria-busy="true">
            <div className="text-center">
              <p className="text-sm text-ink-muted">{pendingCourse?.title}</p>
              {pendingCourse ? (
                <p className="text-3xl font-bold">{formatInr(pendingCourse.priceRupees)}</p>
              ) : null}
            </div>
            <Skeleton className="mx-auto size-56" />
            <p role="status" className="text-center text-sm text-ink-muted">
              Creating your order and QR code…
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
