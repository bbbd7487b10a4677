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
import { formatDate, formatDateTime, formatInr, plural } from "~/lib/format";
import { OFFER_HOLD_MINUTES } from "~/lib/offers";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff } from "~/server/auth.server";
import { parseForm } from "~/server/forms.server";
import { createOffer, endOffer, listOffers } from "~/server/offers.server";

const endSchema = z.object({ offerId: z.string().trim().min(1).max(100) });

const DONE = {
  created: "Offer started: the discount pop-up, the course pages and /paymentpage show it now.",
  ended: `Offer ended: nothing shows its price any more. Orders that hold it keep it until their hold ends (${OFFER_HOLD_MINUTES} minutes at most).`,
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const done = new URL(request.url).searchParams.get("done");
  return {
    offers: await listOffers(),
    done: done === "created" || done === "ended" ? DONE[done] : null,
    canCreate: user.isAdmin,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await parseForm(request, (formData) =>
    formData.get("intent") === "end" ? endSchema : offerSchema,
  );
  if (!form.ok) return form.response;
  const value = form.value;
  if ("offerId" in value) {
    // Any staff member may end an offer early: it only stops a discount.
    const result = await endOffer(user, value.offerId);
    if (!result.ok && result.reason === "not_found")
      throw data(null, { status: 404, statusText: "Not Found" });
    return redirect("/staff/offers?done=ended");
  }
  // A price is money: only administrators start offers (decision 17).
  if (!user.isAdmin) throw new Response("Only administrators can start offers.", FORBIDDEN);
  const result = await createOffer(user, value);
  if (result.ok) return redirect("/staff/offers?done=created");
  switch (result.reason) {
    case "ends_in_past":
      return form.refuse({ fieldErrors: { endDate: ["The end must be in the future (India time)."] } });
    case "too_far":
      return form.refuse({
        fieldErrors: {
          endDate: [`An offer ends within a year: choose ${formatDate(result.latest)} or earlier.`],
        },
      });
    case "above_price":
      return form.refuse({
        fieldErrors: {
          priceRupees: [`An offer cannot cost more than the course (${formatInr(result.listPrice)}).`],
        },
      });
    case "below_floor":
      return form.refuse({
        fieldErrors: {
          priceRupees: [
            `An offer on this course cannot go below ${formatInr(result.floor)}, the floor set on the course's page.`,
          ],
        },
      });
    case "overlaps":
      return form.refuse(
        {
          formErrors: [
            `This course already has a live offer until ${formatDateTime(result.endsAt)} IST: end it first.`,
          ],
        },
        409,
      );
    default:
      return form.refuse({ fieldErrors: { courseId: ["Choose a course from the list."] } });
  }
}

const FORBIDDEN = { status: 403, statusText: "Forbidden" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Offers · Staff console",
    description: "Time-limited prices with a real end: start one, or end it early.",
    path: "/staff/offers",
    noindex: true,
  });

export default function OffersAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, done, canCreate } = loaderData;
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
                  <span className="block text-xs text-ink-muted" data-testid="offer-places">
                    {offerPlaces(o)}
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
          {canCreate ? (
            <OfferForm lastResult={actionData?.result} />
          ) : (
            <p className="text-sm text-ink-muted">
              Only administrators start offers: an offer sets what the academy is paid. Ask one of them.
            </p>
          )}
        </DetailSection>
      </div>
    </>
  );
}

/** "1 held (not paid yet) · 2 paid, 1 of them verified · of the first 5": what each number counts. */
function offerPlaces(o: { held: number; paid: number; verified: number; seatCap: number | null }) {
  const paid = o.paid + o.verified;
  const parts = [
    `${o.held} held (not paid yet)`,
    `${paid} paid${paid > 0 ? `, ${o.verified} of them verified` : ""}`,
  ];
  const cap = o.seatCap ? `${o.held + paid} of the first ${plural(o.seatCap, "place")} taken` : "no cap";
  return `${parts.join(" · ")} · ${cap}`;
}

export const ErrorBoundary = StaffPageErrorBoundary;
