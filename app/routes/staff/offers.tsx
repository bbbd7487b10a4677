import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/offers";
import { DetailSection } from "~/components/staff/detail-layout";
import { Notice } from "~/components/staff/notice";
import { OfferForm } from "~/components/staff/offer-form";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { StaffTable } from "~/components/staff/staff-table";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { courseTitleOf } from "~/lib/catalogue";
import { offerSchema } from "~/lib/catalogue-forms";
import { formatDateTime, formatInr } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff } from "~/server/auth.server";
import { parseForm } from "~/server/forms.server";
import { createOffer, endOffer, listOffers } from "~/server/offers.server";

const endSchema = z.object({ offerId: z.string().trim().min(1).max(100) });

const DONE = {
  created: "Offer started: the discount pop-up, the course pages and /paymentpage show it now.",
  ended: "Offer ended: nothing shows or charges its price any more.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const done = new URL(request.url).searchParams.get("done");
  return { offers: await listOffers(), done: done === "created" || done === "ended" ? DONE[done] : null };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await parseForm(request, (formData) =>
    formData.get("intent") === "end" ? endSchema : offerSchema,
  );
  if (!form.ok) return form.response;
  const value = form.value;
  if ("offerId" in value) {
    const result = await endOffer(user, value.offerId);
    if (!result.ok && result.reason === "not_found")
      throw data(null, { status: 404, statusText: "Not Found" });
    return redirect("/staff/offers?done=ended");
  }
  const result = await createOffer(user, value);
  if (result.ok) return redirect("/staff/offers?done=created");
  switch (result.reason) {
    case "ends_in_past":
      return form.refuse({ fieldErrors: { endDate: ["The end must be in the future (India time)."] } });
    case "above_price":
      return form.refuse({
        fieldErrors: {
          priceRupees: [`An offer cannot cost more than the course (${formatInr(result.listPrice ?? 0)}).`],
        },
      });
    case "overlaps":
      return form.refuse(
        {
          formErrors: [
            `This course already has a live offer until ${formatDateTime(result.endsAt ?? new Date())} IST: end it first.`,
          ],
        },
        409,
      );
    default:
      return form.refuse({ fieldErrors: { courseId: ["Choose a course from the list."] } });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Offers · Staff console",
    description: "Time-limited prices with a real end: start one, or end it early.",
    path: "/staff/offers",
    noindex: true,
  });

export default function OffersAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, done } = loaderData;
  return (
    <>
      <PageHeader
        title="Offers"
        description="A live offer is the price /paymentpage charges and the discount pop-up shows, counting down to its end. No live offer: no discount pop-up."
      />
      {done ? <Notice tone="success">{done}</Notice> : null}
      <div className="grid gap-6">
        {offers.length === 0 ? (
          <p className="rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
            No offers yet.
          </p>
        ) : (
          <StaffTable
            caption="Offers, newest first"
            columns={[{ label: "Offer" }, { label: "Ends", shownFrom: "sm" }, { label: "Status" }]}
          >
            {offers.map((o) => (
              <tr key={o.id} className="align-top" data-offer={o.courseId}>
                <td className="px-4 py-3">
                  <span className="block font-semibold">{courseTitleOf(o.courseId)}</span>
                  <span className="block">{formatInr(o.priceRupees)}</span>
                  <span className="block text-xs text-ink-muted">
                    {o.seatCap ? `${o.claimed} of the first ${o.seatCap} places taken` : "No cap"}
                  </span>
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                  {formatDateTime(o.endedAt && o.endedAt < o.endsAt ? o.endedAt : o.endsAt)} IST
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={o.live ? "success" : "secondary"}>{o.live ? "Live" : "Ended"}</Badge>
                    {o.live ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="end" />
                        <input type="hidden" name="offerId" value={o.id} />
                        <Button type="submit" size="sm" variant="outline">
                          End now<span className="sr-only"> the offer on {courseTitleOf(o.courseId)}</span>
                        </Button>
                      </Form>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
        <DetailSection title="Start an offer">
          <OfferForm lastResult={actionData?.result} />
        </DetailSection>
      </div>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
