import { CalendarDays, Clock, MonitorSmartphone, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { BATCH_MODE_LABELS, type BatchSummary, formatBatchTimes } from "~/lib/catalogue";
import { formatDate } from "~/lib/format";
import { enrolHref } from "~/lib/payment";
import { istDateKey } from "~/lib/ist";

const day = (key: string) => formatDate(`${key}T12:00:00+05:30`);

/**
 * Course page: the batches open for enrolment, soonest first, each with its
 * start date, days and time (IST), mode and seats ("N seats left" or "Full"),
 * and an Enroll button that opens /paymentpage with this batch chosen.
 */
export function CourseBatches({
  courseId,
  title,
  batches,
  intro,
}: {
  courseId: string;
  title: string;
  batches: BatchSummary[];
  /** How to pay and when the seat is confirmed (content/payment-ways.ts, chosen by the loader). */
  intro: string;
}) {
  const today = istDateKey(new Date());
  return (
    <section aria-labelledby="batches-heading" className="bg-surface-muted py-14 sm:py-20">
      <div className="container-page">
        <h2 id="batches-heading" className="text-3xl font-extrabold">
          Batches open for enrolment
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{intro}</p>
        {batches.length === 0 ? (
          <p className="mt-8 rounded-card border border-dashed border-slate-300 bg-surface p-6 text-ink-muted">
            No {title} batch is open for enrolment right now. Request information and we will tell you when
            the next one opens.
          </p>
        ) : (
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {batches.map((b) => {
              const full = b.seatsLeft === 0;
              const started = b.startDate <= today;
              return (
                <li
                  key={b.id}
                  data-batch={b.id}
                  className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="text-lg font-bold">{b.name}</h3>
                    <Badge variant={full ? "danger" : b.seatsLeft <= 5 ? "warning" : "success"} data-seats="">
                      {full ? "Full" : b.seatsLeft === 1 ? "1 seat left" : `${b.seatsLeft} seats left`}
                    </Badge>
                  </div>
                  <dl className="grid gap-2 text-sm">
                    {(
                      [
                        [
                          CalendarDays,
                          "Start",
                          started
                            ? `Started ${day(b.startDate)}: you can still join`
                            : `Starts ${day(b.startDate)}`,
                        ],
                        [Clock, "Days and time", formatBatchTimes(b)],
                        [MonitorSmartphone, "Mode", BATCH_MODE_LABELS[b.mode]],
                        [Users, "Seats", `${b.seats} seats in the batch`],
                      ] as const
                    ).map(([Icon, term, value]) => (
                      <div key={term} className="flex items-center gap-2">
                        <dt>
                          <Icon aria-hidden="true" className="size-4 text-brand-700" />
                          <span className="sr-only">{term}</span>
                        </dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                  {full ? (
                    <p className="rounded-lg bg-slate-100 px-4 py-2.5 text-center font-semibold text-ink-muted">
                      Full: please choose another batch
                    </p>
                  ) : (
                    <Link to={enrolHref(courseId, b.id)} className={buttonVariants({ variant: "accent" })}>
                      Enroll<span className="sr-only"> in {b.name}</span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
