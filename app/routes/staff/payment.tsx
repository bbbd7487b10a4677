import { getFormProps } from "@conform-to/react";
import { CircleCheck, Paperclip, RefreshCw } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/payment";
import { DocumentLinks } from "~/components/payment/document-links";
import { DetailColumns, DetailSection, DetailStack, HistoryCard } from "~/components/staff/detail-layout";
import { DetailList } from "~/components/staff/detail-list";
import { Notice } from "~/components/staff/notice";
import { RefundForm, RefundList } from "~/components/staff/order-refunds";
import { PageHeader } from "~/components/staff/page-header";
import { PayerCorrectionForm } from "~/components/staff/payer-correction-form";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { OrderStatusBadge } from "~/components/staff/status-badges";
import { Button } from "~/components/ui/button";
import { FormField, useSchemaForm } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { courseTitleOf } from "~/lib/catalogue";
import { formatDateTime, formatInr } from "~/lib/format";
import { formatPaise, stateLabel } from "~/lib/gst";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { orderDecisionText } from "~/lib/order-decision";
import { orderRejectSchema } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { idFromUrl } from "~/server/db/ids.server";
import { documentsForOrders } from "~/server/documents/documents.server";
import { paymentGateway } from "~/server/gateway/configured-gateway.server";
import { refundableLeft, refundsForOrder } from "~/server/refunds.server";
import { getOrder } from "~/server/staff/payments-review.server";
import { orderAction } from "~/server/staff/order-actions.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const order = await getOrder(idFromUrl(params.orderId));
  if (!order) throw data(null, { status: 404, statusText: "Not Found" });
  const [documents, refunds] = await Promise.all([documentsForOrders([order.id]), refundsForOrder(order.id)]);
  const refundable = order.status === "verified" || order.status === "paid_needs_seat";
  return {
    order,
    documents,
    refunds: refunds.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    gateway: paymentGateway()?.label ?? null,
    refund: user.isAdmin && refundable ? { leftPaise: refundableLeft(order) } : null,
    done: ((d) => (d === "checked" || d === "refunded" ? d : null))(
      new URL(request.url).searchParams.get("done"),
    ),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = idFromUrl(params.orderId);
  const outcome = await orderAction(request, user, id);
  if ("redirect" in outcome) return redirect(outcome.redirect);
  if ("notFound" in outcome) throw data(null, { status: 404, statusText: "Not Found" });
  if ("forbidden" in outcome) throw new Response(outcome.forbidden, { status: 403, statusText: "Forbidden" });
  return outcome.response;
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Order ${params.orderId} · Staff console`,
    description: "A payment: amount, UTR or online payment, receipt and refunds.",
    path: `/staff/payments/${params.orderId}`,
    noindex: true,
  });

export default function PaymentDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, documents, refunds, gateway, refund, done } = loaderData;
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const result = idle && actionData && "result" in actionData ? actionData.result : null;
  // Which form the refused answer belongs to: its own intent comes back with the input.
  const intent = (result?.initialValue as { intent?: string } | undefined)?.intent ?? "reject";
  const [rejectForm, rejectFields] = useSchemaForm(orderRejectSchema, {
    id: "reject-payment",
    lastResult: intent === "reject" || intent === "verify" ? result : null,
    validateOn: "onBlur",
  });
  const busy = navigation.state === "submitting";
  const online = Boolean(order.gatewayPaymentId);

  return (
    <>
      <PageHeader
        back={{ to: "/staff/payments", label: "All payments" }}
        title={`Order ${order.id}`}
        description={`${formatInr(order.amountRupees)} for ${courseTitleOf(order.courseKey)} · created ${formatDateTime(order.createdAt)}`}
        actions={<OrderStatusBadge status={order.status} />}
      />
      {rejectForm.errors?.length ? <Notice tone="error">{rejectForm.errors.join(" ")}</Notice> : null}
      {done === "checked" ? (
        <Notice tone="success">Checked with {gateway ?? "the gateway"}: the order shows what it says.</Notice>
      ) : done === "corrected" ? (
        <Notice tone="success">Payer details corrected (recorded in the history).</Notice>
      ) : done === "refunded" ? (
        <Notice tone="success">
          Refund recorded. The payer has been told; the credit note follows when the money is back.
        </Notice>
      ) : null}
      <DetailColumns>
        <DetailStack>
          <DetailSection title="Payment">
            <DetailList
              rows={[
                {
                  label: "Amount",
                  value: <span className="font-semibold">{formatInr(order.amountRupees)}</span>,
                },
                { label: "Course", value: courseTitleOf(order.courseKey) },
                {
                  label: "Batch",
                  value: order.batchId ? (
                    <Link
                      to={`/staff/batches/${order.batchId}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {order.batchName ?? order.batchId}
                    </Link>
                  ) : (
                    "None chosen (order from before batches)"
                  ),
                },
                {
                  label: "Paid",
                  value: online
                    ? `Online through ${gateway ?? "the gateway"}`
                    : order.utr
                      ? "By UPI (QR code)"
                      : null,
                },
                {
                  label: "UTR",
                  value: order.utr ? (
                    <span className="font-mono text-lg">{order.utr}</span>
                  ) : online ? null : (
                    "Not submitted yet"
                  ),
                },
                {
                  label: "Gateway order",
                  value: order.gatewayOrderId ? (
                    <span className="font-mono">{order.gatewayOrderId}</span>
                  ) : null,
                },
                {
                  label: "Gateway payment",
                  value: order.gatewayPaymentId ? (
                    <span className="font-mono">{order.gatewayPaymentId}</span>
                  ) : null,
                },
                { label: "Method", value: order.gatewayMethod?.toUpperCase() },
                {
                  label: "Gateway fee",
                  value:
                    order.gatewayFeePaise !== null
                      ? `${formatPaise(order.gatewayFeePaise)}${order.gatewayTaxPaise ? ` (incl. GST ${formatPaise(order.gatewayTaxPaise)})` : ""}`
                      : null,
                },
                { label: "Captured", value: order.paidAt ? formatDateTime(order.paidAt) : null },
                {
                  label: "Last failed attempt",
                  value: order.status === "awaiting_payment" ? order.paymentError : null,
                },
                { label: "Refunded", value: order.refundedPaise ? formatPaise(order.refundedPaise) : null },
                {
                  label: "Screenshot",
                  value: order.screenshotId ? (
                    <a
                      href={`/uploads/${order.screenshotId}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
                    >
                      <Paperclip aria-hidden="true" className="size-4" />
                      Open the screenshot{order.screenshotName ? ` (${order.screenshotName})` : ""}
                      <span className="sr-only"> in a new tab</span>
                    </a>
                  ) : online ? null : (
                    "None attached"
                  ),
                },
                { label: "Payer", value: order.payerName ?? order.accountName },
                { label: "E-mail", value: order.payerEmail ?? order.accountEmail },
                { label: "Phone", value: order.payerPhone },
                { label: "State", value: stateLabel(order.payerState) },
                {
                  label: "Account",
                  value: order.accountEmail
                    ? `${order.accountName} (${order.accountEmail})`
                    : "Paid without signing in",
                },
                { label: "Last update", value: formatDateTime(order.updatedAt) },
              ]}
            />
          </DetailSection>
          <DetailSection title="Receipt and credit notes">
            {documents.length ? (
              <DocumentLinks documents={documents} />
            ) : (
              <p className="text-sm text-ink-muted">Issued when the payment is verified.</p>
            )}
          </DetailSection>
        </DetailStack>
        <DetailStack>
          <DetailSection title="Decision">
            {order.status === "pending_verification" || order.status === "paid_needs_seat" ? (
              <div className="grid gap-6">
                <Form method="post">
                  <input type="hidden" name="intent" value="verify" />
                  <p className="mb-3 text-sm text-ink-muted">
                    {order.status === "paid_needs_seat"
                      ? `Paid online while ${order.batchName ?? "the batch"} was full. Add a seat to the batch, then verify: the payer is enrolled and gets the receipt. Or refund below.`
                      : `Verify when ${formatInr(order.amountRupees)} with UTR ${order.utr ?? "(none)"} is in the bank statement.`}
                    {order.batchId && order.status === "pending_verification"
                      ? " Verifying also activates the payer's enrolment in the batch (if it has a seat) and issues the receipt."
                      : null}
                  </p>
                  <Button type="submit" disabled={busy}>
                    <CircleCheck aria-hidden="true" />
                    {order.status === "paid_needs_seat" ? "Give a seat and verify" : "Verify payment"}
                  </Button>
                </Form>
                {order.status === "pending_verification" ? (
                  <Form
                    method="post"
                    {...getFormProps(rejectForm)}
                    className="grid gap-3 border-t border-line pt-6"
                  >
                    <input type="hidden" name="intent" value="reject" />
                    <FormField
                      field={rejectFields.reason}
                      label="Reason for rejecting"
                      required
                      hint="Sent to the payer by e-mail."
                    >
                      {(control) => <Textarea {...control} rows={3} minLength={5} maxLength={500} />}
                    </FormField>
                    <Button
                      type="submit"
                      variant="destructive"
                      disabled={busy}
                      className="justify-self-start"
                    >
                      Reject payment
                    </Button>
                  </Form>
                ) : null}
              </div>
            ) : (
              <p>
                {order.status === "awaiting_payment"
                  ? order.gatewayOrderId
                    ? `Waiting for the payment at ${gateway ?? "the gateway"}: it verifies itself when captured.`
                    : "The payer has not submitted a UTR yet: nothing to verify."
                  : orderDecisionText(order, online ? (gateway ?? "the gateway") : null)}
                {order.rejectionReason ? (
                  <span className="mt-2 block text-ink-muted">Reason: {order.rejectionReason}</span>
                ) : null}
              </p>
            )}
            {order.gatewayOrderId && gateway ? (
              <Form method="post" className="mt-4 border-t border-line pt-4">
                <input type="hidden" name="intent" value="reconcile" />
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  <RefreshCw aria-hidden="true" />
                  Check with {gateway}
                </Button>
              </Form>
            ) : null}
          </DetailSection>
          {refunds.length || refund ? (
            <DetailSection title="Refunds">
              <div className="grid gap-4">
                <RefundList refunds={refunds} />
                {refund && refund.leftPaise > 0 ? (
                  <RefundForm
                    online={online}
                    leftPaise={refund.leftPaise}
                    gateway={gateway}
                    lastResult={intent === "refund" || intent === "refund-manual" ? result : null}
                    busy={busy}
                  />
                ) : null}
              </div>
            </DetailSection>
          ) : null}
          <DetailSection title="Correct the payer's details">
            <PayerCorrectionForm key={order.updatedAt.toString()} order={order} lastResult={result} />
          </DetailSection>
          <HistoryCard entries={order.audit} empty="No staff action yet." />
        </DetailStack>
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
