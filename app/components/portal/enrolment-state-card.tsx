import { CircleCheckBig, Clock, Hourglass, Info } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { BATCH_MODE_LABELS } from "~/lib/catalogue";
import { formatDate, formatInr } from "~/lib/format";
import { istDateKey } from "~/lib/ist";
import { enrolHref, paymentStepHref } from "~/lib/payment";
import type { PortalEnrolment } from "~/lib/portal-types";
import { usePortal } from "./use-portal";

const day = (key: string) => formatDate(`${key}T12:00:00+05:30`);

function Chosen({ enrolment }: { enrolment: PortalEnrolment }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-ink-muted">Course</dt>
        <dd className="font-semibold">{enrolment.courseTitle}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">Batch</dt>
        <dd className="font-semibold">{enrolment.batchName}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">
          {enrolment.startDate <= istDateKey(new Date()) ? "Started" : "Starts"}
        </dt>
        <dd>{day(enrolment.startDate)}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">Classes</dt>
        <dd>
          {enrolment.times} · {BATCH_MODE_LABELS[enrolment.mode]}
        </dd>
      </div>
    </dl>
  );
}

/** The order's state and the next step, for a pending enrolment. */
function OrderStep({ enrolment }: { enrolment: PortalEnrolment }) {
  const order = enrolment.order;
  const pay = enrolHref(enrolment.courseId, enrolment.batchId);
  if (!order || order.status === "awaiting_payment") {
    return (
      <Step title="Payment: not received yet">
        <p>
          Pay for your seat by UPI: it takes a minute. Staff can also enrol you after a cash or bank transfer
          payment, or with a scholarship: write to us if that is your case.
        </p>
        <Button asChild className="mt-3">
          <Link to={order ? paymentStepHref(order.id, 1) : pay}>
            {order ? "Continue your payment" : "Pay for this batch"}
          </Link>
        </Button>
      </Step>
    );
  }
  if (order.status === "pending_verification") {
    return (
      <Step title="Payment: being verified">
        <p>
          We have your payment of {formatInr(order.amountRupees)} (order{" "}
          <span className="font-mono">{order.id}</span>
          {order.utr ? `, UTR ${order.utr}` : ""}). Our admissions team matches it with the bank statement,
          usually within one working day.
        </p>
      </Step>
    );
  }
  if (order.status === "rejected") {
    return (
      <Step title="Payment: not confirmed">
        <p>
          We could not confirm your payment for order <span className="font-mono">{order.id}</span>.
          {order.rejectionReason ? (
            <>
              {" "}
              <span className="font-semibold">Reason:</span> {order.rejectionReason}
            </>
          ) : null}
        </p>
        <Button asChild className="mt-3">
          <Link to={paymentStepHref(order.id, 2)}>Send the payment details again</Link>
        </Button>
      </Step>
    );
  }
  return null;
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-surface-muted p-4 text-sm" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      <div className="mt-1 text-ink-muted">{children}</div>
    </section>
  );
}

/**
 * What a student without an active enrolment sees instead of classes, exams,
 * materials and calendar events (decision 12): what they chose, the order's
 * state, how to pay and what happens next. Doubts and the profile stay open.
 */
export function EnrolmentStateCard() {
  const { enrolment } = usePortal();
  const shell = "grid gap-4 rounded-card border border-amber-300 bg-surface p-5 shadow-card sm:p-6";
  if (!enrolment) {
    return (
      <section aria-labelledby="state-heading" className={shell} data-testid="enrolment-state">
        <h2 id="state-heading" className="flex items-center gap-2 text-lg font-bold">
          <Info aria-hidden="true" className="size-5 text-brand-700" />
          You have no batch yet
        </h2>
        <p className="text-ink-muted">
          Choose a course and a batch, pay for your seat, and your classes, materials and exams appear here.
        </p>
        <Button asChild className="justify-self-start">
          <Link to="/courses">Browse courses</Link>
        </Button>
      </section>
    );
  }
  if (enrolment.state === "withdrawn" || enrolment.state === "completed") {
    const withdrawn = enrolment.state === "withdrawn";
    return (
      <section aria-labelledby="state-heading" className={shell} data-testid="enrolment-state">
        <h2 id="state-heading" className="flex items-center gap-2 text-lg font-bold">
          <Info aria-hidden="true" className="size-5 text-brand-700" />
          {withdrawn
            ? `Your enrolment in ${enrolment.batchName} has ended`
            : `You completed ${enrolment.batchName}`}
        </h2>
        <Chosen enrolment={enrolment} />
        {withdrawn && enrolment.reason ? (
          <p className="text-sm">
            <span className="font-semibold">Reason:</span> {enrolment.reason}
          </p>
        ) : null}
        <p className="text-sm text-ink-muted">
          {withdrawn
            ? "Its classes, materials and exams are no longer open to you. To join a batch again, choose one on the course pages, or write to us."
            : "Well done! Your certificate and project portfolio stay yours; to learn more, choose your next course."}
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/courses">Browse courses</Link>
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="state-heading" className={shell} data-testid="enrolment-state">
      <div>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          <Hourglass aria-hidden="true" className="size-4" />
          Enrolment pending
        </p>
        <h2 id="state-heading" className="mt-2 text-lg font-bold">
          Your seat in {enrolment.batchName} is not confirmed yet
        </h2>
      </div>
      <Chosen enrolment={enrolment} />
      <OrderStep enrolment={enrolment} />
      <Step title="What happens next">
        <p>
          As soon as your payment is verified your enrolment becomes active: the schedule with the class
          links, your materials, exams and calendar open here, and we e-mail you. Meanwhile you can ask doubts
          and edit your profile.
        </p>
      </Step>
    </section>
  );
}

/** Shown once, on the first visit after the enrolment became active. */
export function ActivationNotice({ batchName }: { batchName: string }) {
  return (
    <p
      role="status"
      className="mb-6 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
      data-testid="activation-notice"
    >
      <CircleCheckBig aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>You're in!</strong> Your enrolment in {batchName} is active: your classes, materials and exams
        are open.
      </span>
    </p>
  );
}

/** A portal page that shows a batch's classes, exams or materials: its heading and, without access, the state card. */
export function NoAccessPage({ heading, children }: { heading: ReactNode; children?: ReactNode }) {
  return (
    <>
      {heading}
      <p className="mb-4 flex items-center gap-2 text-sm text-ink-muted">
        <Clock aria-hidden="true" className="size-4" />
        This page fills in once your enrolment is active.
      </p>
      <EnrolmentStateCard />
      {children}
    </>
  );
}
