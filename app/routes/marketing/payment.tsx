import { useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunction,
  useNavigation,
  useSearchParams,
} from "react-router";
import type { Route } from "./+types/payment";
import { OrderList } from "~/components/payment/order-list";
import { CoursePicker } from "~/components/payment/course-picker";
import { PaymentDialog } from "~/components/payment/payment-dialog";
import { PriceSummary } from "~/components/payment/price-summary";
import { PromoBanners } from "~/components/payment/promo-banners";
import { useCatalogue } from "~/components/layout/use-catalogue";
import { useSite } from "~/components/layout/use-site";
import { paymentWays } from "~/content/payment-ways";
import { chooseBatch, initialCourse, movesMessage, unavailableMessage } from "~/lib/batch-choice";
import { defaultBatch } from "~/lib/catalogue";
import { istDateKey } from "~/lib/ist";
import { asksPayerDetails, parseStep, paymentStepHref } from "~/lib/payment";
import { checkoutSchema, NO_COURSE_MESSAGE, paymentProofSchema } from "~/lib/payment-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { listOpenBatches } from "~/server/batches.server";
import { onlineCheckoutAction } from "~/server/gateway/checkout-action.server";
import { onlineOption } from "~/server/gateway/checkout.server";
import { findOrderForViewer, lookUpOrder, orderViewer } from "~/server/order-access.server";
import { pendingRequestFor } from "~/server/enrolments.server";
import {
  createOrder,
  listOrdersForDevice,
  listOrdersForUser,
  orderPayment,
  submitPaymentProof,
} from "~/server/payments.server";
import { parseForm } from "~/server/forms.server";
import { rateLimit, tooManyRequests } from "~/server/rate-limit.server";
import { checkImageUpload } from "~/server/uploads.server";
import { requestInfo } from "~/server/request-context.server";

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Buy a Course",
    description: paymentWays(siteFromMatches(matches).onlinePayment).pageDescription,
    path: "/paymentpage",
  });

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const info = requestInfo(context);
  const viewer = await orderViewer(request);
  const student = viewer.user?.role === "student" ? viewer.user : null;
  // Rate-limited; an e-mail link's key is traded for this browser's cookie (a redirect is thrown).
  const lookup = await lookUpOrder(url, viewer, info.clientIp ?? "unknown");
  const order = lookup?.order ?? null;
  const payload = {
    payment: order ? { ...(await orderPayment(order)), online: onlineOption(order, !student) } : null,
    orderMissing: lookup?.limited.allowed === true && !order,
    orderLimited: lookup?.limited.allowed === false,
    orders: student ? await listOrdersForUser(student.id) : null,
    // A visitor's orders made on this device (its order cookie).
    deviceOrders: student ? [] : await listOrdersForDevice(viewer.deviceKey),
    visitor: !student,
    // Every open batch of every course (a handful): the summary offers the chosen course's.
    batches: await listOpenBatches(),
    today: istDateKey(new Date()),
    // From an Enroll button: /paymentpage?course=…&batch=…
    chosen: { course: url.searchParams.get("course"), batch: url.searchParams.get("batch") },
    // The batch a student asked for (signup): the page opens on it (lib/batch-choice.ts).
    request: student ? await pendingRequestFor(student.id) : null,
  };
  if (lookup && !lookup.limited.allowed) return tooManyRequests(info, lookup.limited, payload);
  // Orders are personal: never stored by a shared cache.
  const personal =
    payload.payment !== null ||
    payload.orders !== null ||
    payload.deviceOrders.length > 0 ||
    payload.request !== null;
  return data(payload, { headers: personal ? { "Cache-Control": "private, no-store" } : {} });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const formData = await request.formData().catch(() => null);
  const intent = formData?.get("intent");
  const viewer = await orderViewer(request);
  const ip = info.clientIp ?? "unknown";

  if (formData && intent === "create-order") {
    const limit = await rateLimit(`order:ip:${ip}`, 30, 600);
    if (!limit.allowed) return tooManyRequests(info, limit, { checkoutError: TOO_MANY });
    const form = await parseForm(formData, checkoutSchema);
    if (!form.ok) return data({ checkoutError: NO_COURSE_MESSAGE }, { status: 400 });
    // Only the course and batch are read from the form: the amount is the catalogue's (or a live offer's).
    const { course, batch } = form.value;
    // No batch sent (no JavaScript, a course just picked): the student's request for it, else the next one.
    const asked = viewer.user?.role === "student" ? await pendingRequestFor(viewer.user.id) : null;
    const batchId =
      batch ??
      (asked?.courseId === course ? asked.batchId : undefined) ??
      defaultBatch(await listOpenBatches(course), course, istDateKey(new Date()))?.id ??
      "";
    const result = await createOrder({ courseId: course, batchId, viewer });
    if (!result.ok) return data({ checkoutError: result.message }, { status: 400 });
    return redirect(paymentStepHref(result.order.id, 1), {
      status: 303,
      headers: { "Set-Cookie": result.setCookie },
    });
  }

  if (formData && intent === "submit-proof") {
    // The order decides what the form asks: a visitor's name, e-mail and phone only the first time.
    const held = await findOrderForViewer(String(formData.get("orderId") ?? ""), viewer);
    const askPayer = asksPayerDetails(viewer.user?.role !== "student", held ?? { payerEmail: null });
    const form = await parseForm(formData, paymentProofSchema({ askPayer }));
    if (!form.ok) return form.response;
    const limit = await rateLimit(`payment-proof:ip:${ip}`, 10, 600);
    if (!limit.allowed) {
      return tooManyRequests(info, limit, {
        status: "error",
        result: form.reply({ formErrors: [TOO_MANY] }),
      });
    }
    // The browser's claim was checked by the schema; now the bytes themselves.
    const image = await checkImageUpload(form.value.screenshot ?? null);
    if (image && !image.ok) return form.refuse({ fieldErrors: { screenshot: [image.message] } });
    const result = await submitPaymentProof({
      viewer,
      proof: form.value,
      screenshot: image?.ok
        ? {
            contentType: image.contentType,
            bytes: image.bytes,
            filename: form.value.screenshot?.name || "screenshot",
          }
        : null,
    });
    if (!result.ok) {
      const errors =
        result.field === "form"
          ? { formErrors: [result.message] }
          : { fieldErrors: { utr: [result.message] } };
      return form.refuse(errors, result.status);
    }
    return redirect(paymentStepHref(result.order.id, 3), 303);
  }

  if (formData && (intent === "pay-online" || intent === "checkout-return")) {
    return onlineCheckoutAction(intent, formData, viewer, info);
  }

  throw data("Unknown action", { status: 400, statusText: "Bad Request" });
}

// Moving between steps of the same order needs nothing new from the server.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (
    !formMethod &&
    // The same address again is a request for fresh data (e.g. the price after a hold ended).
    currentUrl.href !== nextUrl.href &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get("order") === nextUrl.searchParams.get("order") &&
    nextUrl.searchParams.get("step") !== "3"
  ) {
    return false;
  }
  return defaultShouldRevalidate;
};

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    payment,
    orderMissing,
    orderLimited,
    orders,
    deviceOrders,
    visitor,
    batches,
    today,
    chosen,
    request,
  } = loaderData;
  const site = useSite();
  const catalogue = useCatalogue();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const orderId = payment?.order.id ?? null;
  const onSale = (id: unknown) =>
    catalogue.find((c) => c.id === id && c.saleStatus === "on_sale")?.id ?? null;

  const [selected, setSelected] = useState<string | null>(
    onSale(payment?.order.courseKey ?? initialCourse(batches, chosen, request)),
  );
  const [batchId, setBatchId] = useState<string | null>(payment?.order.batchId ?? chosen.batch);
  // After the dialog closes (its order leaves the address) the selection is cleared (SPEC.md).
  const [shownOrderId, setShownOrderId] = useState(orderId);
  if (orderId !== shownOrderId) {
    setShownOrderId(orderId);
    setSelected(onSale(payment?.order.courseKey));
    setBatchId(payment?.order.batchId ?? null);
  }
  const courseBatches = batches.filter((b) => b.courseId === selected);
  const choice = selected ? chooseBatch(batches, selected, batchId, request, today) : null;
  const batch = choice?.batch;

  // While the order is created the dialog is already open, showing the course and amount.
  const creating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create-order";
  const pendingCourse = creating
    ? (catalogue.find((c) => c.id === navigation.formData?.get("course")) ?? null)
    : null;
  // Going to another step or closing: show it at once, before the server answers.
  const next =
    navigation.state === "loading" && !navigation.formData
      ? new URL(navigation.location.pathname + navigation.location.search, "http://x")
      : null;
  const nextOrder = next?.pathname === "/paymentpage" ? next.searchParams.get("order") : undefined;
  const open =
    nextOrder !== undefined
      ? nextOrder !== null && nextOrder === orderId
      : Boolean(payment) || Boolean(pendingCourse);
  // The step is read from the address, not loader data: step changes skip the loader (shouldRevalidate).
  const step = parseStep((next && nextOrder === orderId ? next.searchParams : searchParams).get("step"));

  const checkoutError = actionData && "checkoutError" in actionData ? actionData.checkoutError : undefined;
  const proofResult = actionData && "result" in actionData ? actionData.result : undefined;

  function onSubmitCheckout(event: React.FormEvent<HTMLFormElement>) {
    if (!selected) {
      event.preventDefault();
      window.alert(NO_COURSE_MESSAGE);
    }
  }

  return (
    <>
      <section className="bg-gradient-to-b from-brand-950 to-brand-800 text-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold text-white sm:text-4xl">Buy a Course</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{paymentWays(site.onlinePayment).pageIntro}</p>
        </div>
      </section>

      <div className="container-page grid gap-10 py-10 sm:py-12">
        <PromoBanners catalogue={catalogue} />

        {orderMissing || orderLimited ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          >
            {orderLimited
              ? "Too many order look-ups from your network. Please wait a few minutes and try again."
              : "We could not open that order here. An order opens in the browser that made it, from the link in our e-mails about it, or, if you were signed in when you made it, once you sign in again. Otherwise choose a course below and start a new payment."}
          </p>
        ) : null}

        <Form
          method="post"
          preventScrollReset
          onSubmit={onSubmitCheckout}
          className="grid gap-8 lg:grid-cols-[1fr_24rem]"
        >
          <input type="hidden" name="intent" value="create-order" />
          <CoursePicker
            catalogue={catalogue}
            selected={selected}
            onSelect={(id) => {
              setSelected(id);
              setBatchId(null);
            }}
            error={checkoutError}
          />
          <div className="lg:sticky lg:top-24 lg:self-start">
            <PriceSummary
              course={catalogue.find((c) => c.id === selected)}
              batches={courseBatches}
              batch={batch}
              onBatch={setBatchId}
              busy={creating}
              unavailable={choice?.unavailable ? unavailableMessage(choice.unavailable) : null}
              moves={choice?.moves && batch ? movesMessage(choice.moves, batch.name) : null}
            />
          </div>
        </Form>

        <section aria-labelledby="orders-heading" className="grid gap-4">
          <h2 id="orders-heading" className="text-xl font-bold">
            Your orders
          </h2>
          {orders ? (
            <OrderList orders={orders} headingLevel="h3" />
          ) : (
            <>
              {deviceOrders.length > 0 ? <OrderList orders={deviceOrders} headingLevel="h3" /> : null}
              <p className="text-sm text-ink-muted">
                {deviceOrders.length > 0 ? "These orders were made in this browser. " : null}
                Already a student?{" "}
                <Link
                  to="/login?redirectTo=%2Fpaymentpage"
                  className="font-semibold text-brand-700 underline"
                >
                  Sign in
                </Link>{" "}
                to see your orders and their verification status. Paying without an account works too: create
                your account afterwards with the e-mail you pay with, and your order joins it.
              </p>
            </>
          )}
        </section>
      </div>

      <PaymentDialog
        open={open}
        step={step}
        payment={payment}
        pendingCourse={pendingCourse}
        visitor={visitor}
        proofResult={proofResult}
        onClosed={() => setSelected(null)}
      />
    </>
  );
}
