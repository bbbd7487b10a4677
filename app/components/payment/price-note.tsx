import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { countdownParts } from "~/lib/discount-countdown";
import { formatDateTime, formatInr, formatTime } from "~/lib/format";
import { OFFER_HOLD_MINUTES } from "~/lib/offers";
import type { OrderSummary } from "~/lib/payment";

/**
 * Counts down to the hold's real end (stored with the order, never
 * restarted): shown only once the page runs in the browser, so the server's
 * HTML and the first render agree; at zero it says so and offers the price now.
 */
function HoldCountdown({ until }: { until: string }) {
  const end = Date.parse(until);
  const [now, setNow] = useState<number | null>(null);
  const location = useLocation();
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (now === null) return null;
  if (now >= end) {
    return (
      <span className="block font-semibold">
        The hold ended at {formatTime(until)} IST.{" "}
        <Link
          to={`${location.pathname}${location.search}`}
          preventScrollReset
          className="text-brand-700 underline"
        >
          See this order&apos;s price now
        </Link>
      </span>
    );
  }
  const left = countdownParts(end - now);
  const minutes = left.days * 24 * 60 + left.hours * 60 + left.minutes;
  return (
    <span role="timer" aria-label="Time left on the held price" className="block font-mono tabular-nums">
      {String(minutes).padStart(2, "0")}:{String(left.seconds).padStart(2, "0")} left
    </span>
  );
}

/**
 * Why the order costs what it does (PRODUCT.md decisions 14 and 17): an
 * offer price held until a stated time, an offer price while the offer
 * lasts, or the course's price after the offer price ran out. Said before
 * the payer pays; nothing when the price is simply the course's.
 */
export function PriceNote({ order }: { order: OrderSummary }) {
  const { price } = order;
  if (price.kind === "fixed") return null;
  const tone =
    price.kind === "repriced"
      ? "border-amber-300 bg-amber-50 text-amber-900"
      : "border-brand-200 bg-brand-50 text-ink";
  return (
    <div className={`flex gap-2 rounded-lg border p-3 text-sm ${tone}`} data-testid="price-note">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {price.kind === "held" ? (
          <>
            Offer price held for this order until{" "}
            <time dateTime={price.until} className="font-semibold">
              {formatDateTime(price.until)} IST
            </time>{" "}
            ({OFFER_HOLD_MINUTES} minutes from when you made it). Pay and send the payment details by then;
            after that the offer&apos;s own end and places decide the price.
            <HoldCountdown until={price.until} />
          </>
        ) : price.kind === "offer" ? (
          <>
            The {OFFER_HOLD_MINUTES}-minute hold has ended, but the offer is still on: this price stands while
            places remain, until{" "}
            <time dateTime={price.offerEndsAt} className="font-semibold">
              {formatDateTime(price.offerEndsAt)} IST
            </time>
            .
          </>
        ) : (
          <>
            The offer price of {formatInr(price.fromRupees)} held for this order has run out, and so has the
            offer: this order now costs the course&apos;s price, {formatInr(order.amountRupees)}.
          </>
        )}
      </p>
    </div>
  );
}
