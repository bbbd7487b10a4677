import { getFormProps } from "@conform-to/react";
import { CircleCheck, Paperclip } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/payment";
import { DetailColumns, DetailSection, DetailStack, HistoryCard } from "~/components/staff/detail-layout";
import { DetailList } from "~/components/staff/detail-list";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { PayerCorrectionForm } from "~/components/staff/payer-correction-form";
import { OrderStatusBadge } from "~/components/staff/status-badges";
import { Button } from "~/components/ui/button";
import { FormField, useSchemaForm } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime, formatInr } from "~/lib/format";
import { courseTitleOf } from "~/lib/catalogue";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { ORDER_STATUS_LABELS, orderDecisionSchema, orderRejectSchema } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { idFromUrl } from "~/server/db/ids.server";
import { parseForm } from "~/server/forms.server";
import { correctPayerDetails, decideOrder, getOrder } from "~/server/staff/payments-review.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const order = await getOrder(idFromUrl(params.orderId));
  if (!order) throw data(null, { status: 404, statusText: "Not Found" });
  const corrected = new URL(request.url).searchParams.get("done") === "corrected";
  return { order, done: corrected ? "Payer details corrected (recorded in the history)." : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await parseForm(request, orderDecisionSchema);
  if (!form.ok) return form.response;
  if (form.value.intent === "correct-payer") {
    const { intent: _intent, ...details } = form.value;
    const corrected = await correctPayerDetails(user, idFromUrl(params.orderId), details);
    if (!corrected.ok) throw data(null, { status: 404, statusText: "Not Found" });
    return redirect(`/staff/payments/${encodeURIComponent(idFromUrl(params.orderId))}?done=corrected`);
  }
  const result = await decideOrder(user, idFromUrl(params.orderId), form.value);
  if (result.ok)
    return redirect(`/staff/payments?done=${form.value.intent === "verify" ? "verified" : "rejected"}`);
  if (result.reason === "not_found") throw data(null, { status: 404, statusText: "Not Found" });
  if (result.reason === "batch_full") {
    return form.refuse(
      {
        formErrors: [
          `Batch full: ${result.batchName} has no free seat, so nothing was changed and the order stays pending verification. Add a seat to the batch on its page, or ask the payer to choose another batch.`,
        ],
      },
      409,
    );
  }
  return form.refuse(
    {
      formErrors: [
        `This order is already ${ORDER_STATUS_LABELS[result.status].toLowerCase()}; nothing was changed.`,
      ],
    },
    409,
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Order ${params.orderId} · Staff console`,
    description: "A UPI payment to verify: amount, UTR and screenshot.",
    path: `/staff/payments/${params.orderId}`,
    noindex: true,
  });

export default function PaymentDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, done } = loaderData;
  const navigation = useNavigation();
  const [rejectForm, rejectFields] = useSchemaForm(orderRejectSchema, {
    id: "reject-payment",
    // The correction form below reads its own results.
    lastResult:
      navigation.state === "idle" &&
      (actionData?.result.initialValue as { intent?: unknown } | undefined)?.intent !== "correct-payer"
        ? actionData?.result
        : null,
    validateOn: "onBlur",
  });
  const pending = order.status === "pending_verification";
  const busy = navigation.state === "submitting";
  const reasonField = rejectFields.reason;

  return (
    <>
      <PageHeader
        back={{ to: "/staff/payments", label: "All payments" }}
        title={`Order ${order.id}`}
        description={`${formatInr(order.amountRupees)} for ${courseTitleOf(order.courseKey)} · created ${formatDateTime(order.createdAt)}`}
        actions={<OrderStatusBadge status={order.status} />}
      />
      {done ? <Notice tone="success">{done}</Notice> : null}
      {rejectForm.errors?.length ? <Notice tone="error">{rejectForm.errors.join(" ")}</Notice> : null}
      <DetailColumns>
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
                label: "UTR",
                value: order.utr ? (
                  <span className="font-mono text-lg">{order.utr}</span>
                ) : (
                  "Not submitted yet"
                ),
              },
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
                ) : (
                  "None attached"
                ),
              },
              { label: "Payer", value: order.payerName ?? order.accountName },
              { label: "E-mail", value: order.payerEmail ?? order.accountEmail },
              { label: "Phone", value: order.payerPhone },
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
        <DetailStack>
          <DetailSection title="Decision">
            {pending ? (
              <div className="grid gap-6">
                <Form method="post">
                  <input type="hidden" name="intent" value="verify" />
                  <p className="mb-3 text-sm text-ink-muted">
                    Verify when {formatInr(order.amountRupees)} with UTR {order.utr ?? "(none)"} is in the
                    bank statement.
                    {order.batchId
                      ? " Verifying also activates the payer's enrolment in the batch (if it has a seat)."
                      : null}
                  </p>
                  <Button type="submit" disabled={busy}>
                    <CircleCheck aria-hidden="true" />
                    Verify payment
                  </Button>
                </Form>
                <Form
                  method="post"
                  {...getFormProps(rejectForm)}
                  className="grid gap-3 border-t border-line pt-6"
                >
                  <input type="hidden" name="intent" value="reject" />
                  <FormField
                    field={reasonField}
                    label="Reason for rejecting"
                    required
                    hint="Sent to the payer by e-mail."
                  >
                    {(control) => <Textarea {...control} rows={3} minLength={5} maxLength={500} />}
                  </FormField>
                  <Button type="submit" variant="destructive" disabled={busy} className="justify-self-start">
                    Reject payment
                  </Button>
                </Form>
              </div>
            ) : (
              <p>
                {order.status === "awaiting_payment"
                  ? "The payer has not submitted a UTR yet: nothing to verify."
                  : `${ORDER_STATUS_LABELS[order.status]}${order.verifiedByName ? ` by ${order.verifiedByName}` : ""}${order.verifiedAt ? ` on ${formatDateTime(order.verifiedAt)}` : ""}.`}
                {order.rejectionReason ? (
                  <span className="mt-2 block text-ink-muted">Reason: {order.rejectionReason}</span>
                ) : null}
              </p>
            )}
          </DetailSection>
          <DetailSection title="Correct the payer's details">
            <PayerCorrectionForm
              key={order.updatedAt.toString()}
              order={order}
              lastResult={actionData?.result}
            />
          </DetailSection>
          <HistoryCard entries={order.audit} empty="No staff action yet." />
        </DetailStack>
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
