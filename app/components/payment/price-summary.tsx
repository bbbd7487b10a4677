import { Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import {
  type BatchSummary,
  type CourseFacts,
  formatBatchTimes,
  formatWeeks,
  isChoosable,
} from "~/lib/catalogue";
import { formatDate, formatDateTime, formatInr } from "~/lib/format";
import { istDateKey } from "~/lib/ist";
import { savings } from "~/lib/pricing";
import { OFFER_HOLD_MINUTES } from "~/lib/offers";

const day = (key: string) => formatDate(`${key}T12:00:00+05:30`);

const seatsText = (b: BatchSummary) =>
  b.seatsLeft === 0 ? "Full" : b.seatsLeft === 1 ? "1 seat left" : `${b.seatsLeft} seats left`;

function batchLabel(b: BatchSummary): string {
  return `${b.name} (${day(b.startDate)})${b.seatsLeft === 0 ? ": full" : ""}`;
}

/**
 * The pricing summary beside the course list: the chosen course's batch (a
 * choice among its open batches, the next enrolling one first), its price
 * from the catalogue or a live offer, and Complete Payment.
 */
export function PriceSummary({
  course,
  batches,
  batch,
  onBatch,
  busy,
  unavailable = null,
  moves = null,
}: {
  course: CourseFacts | undefined;
  batches: BatchSummary[];
  batch: BatchSummary | undefined;
  onBatch: (id: string) => void;
  busy: boolean;
  /** Why the batch asked for (link or request) is not chosen (lib/batch-choice.ts). */
  unavailable?: string | null;
  /** What paying moves: the student's request for another batch of the course. */
  moves?: string | null;
}) {
  const noBatch = Boolean(course) && !batch;
  const choosable = batches.some(isChoosable);
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="summary-heading" className="text-xl font-bold">
        Pricing summary
      </h2>
      {course ? (
        <div className="mt-4 grid gap-1.5">
          <label htmlFor="batch" className="text-sm font-semibold">
            Batch
          </label>
          {unavailable ? (
            <p id="batch-unavailable" role="alert" className="text-sm font-medium text-amber-900">
              {unavailable}
            </p>
          ) : null}
          {batch || (unavailable && choosable) ? (
            <>
              <NativeSelect
                id="batch"
                name="batch"
                value={batch?.id ?? ""}
                required
                onChange={(e) => onBatch(e.target.value)}
                aria-describedby={batch ? "batch-times" : "batch-unavailable"}
              >
                {batch ? null : (
                  <option value="" disabled>
                    Choose a batch
                  </option>
                )}
                {batches.map((b) => (
                  <option key={b.id} value={b.id} disabled={!isChoosable(b)}>
                    {batchLabel(b)}
                  </option>
                ))}
              </NativeSelect>
              {batch ? (
                <p id="batch-times" className="text-sm text-ink-muted">
                  {batch.startDate <= istDateKey(new Date()) ? "Started" : "Starts"} {day(batch.startDate)} ·{" "}
                  {formatBatchTimes(batch)} · {seatsText(batch)}
                </p>
              ) : null}
              {moves ? <p className="text-sm font-medium text-brand-800">{moves}</p> : null}
            </>
          ) : unavailable ? null : (
            <p id="batch" className="text-sm text-ink-muted">
              No batch of this course has a free seat right now. Request information and we will tell you when
              the next one opens.
            </p>
          )}
        </div>
      ) : null}
      <div aria-live="polite" className="mt-4">
        {course ? (
          <dl className="grid gap-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Course</dt>
              <dd className="text-right font-semibold" data-testid="summary-course">
                {course.title}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Duration</dt>
              <dd data-fact="duration">{formatWeeks(course.durationWeeks)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Regular price</dt>
              <dd>
                <s>{formatInr(course.regularPriceRupees)}</s>
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Discount ({course.discountPercent}%)</dt>
              <dd className="font-semibold text-green-800" data-testid="summary-discount">
                −{formatInr(savings(course.priceRupees, course.regularPriceRupees))}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
              <dt className="font-semibold">You pay</dt>
              <dd className="text-2xl font-bold" data-testid="summary-total">
                {formatInr(course.priceRupees)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-ink-muted">Select a course to see your price.</p>
        )}
        {course?.offer ? (
          <p className="mt-2 text-xs text-ink-muted">
            Offer price until {formatDateTime(course.offer.endsAt)} IST
            {course.offer.seatsLeft !== null ? `, ${course.offer.seatsLeft} places left at this price` : ""}.
            Complete Payment holds it for your order for {OFFER_HOLD_MINUTES} minutes.
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        id="complete-payment"
        size="lg"
        className="mt-6 w-full"
        disabled={busy || noBatch}
      >
        {busy ? (
          <>
            <Loader2 aria-hidden="true" className="animate-spin" />
            Creating your order…
          </>
        ) : (
          "Complete Payment"
        )}
      </Button>
      <p className="mt-3 text-xs text-ink-muted">
        Pay by UPI with any app (Google Pay, PhonePe, Paytm, BHIM or your bank's app). No card details, no
        extra fees.
      </p>
    </section>
  );
}
