import { BookOpen, CalendarClock, CalendarPlus, MessageCircleQuestion, Video } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { formatDay } from "~/lib/format";
import { istInstant } from "~/lib/ist";

/** "Tue, 8 Dec": the day a batch starts, as the portal says it. */
export const startDayLabel = (startDate: string) => formatDay(istInstant(startDate, 12));

const steps = (notesReady: boolean) =>
  [
    {
      to: "/dashboard/schedule/av-check",
      icon: Video,
      text: "Test your audio and video, so you can join the first class in a click.",
    },
    {
      to: "/dashboard/materials",
      icon: BookOpen,
      text: notesReady
        ? "Read the Module 1 notes once: they are in Materials now."
        : "Read the Module 1 notes once your trainer publishes them in Materials.",
    },
    {
      to: "/dashboard/schedule#calendar-feed",
      icon: CalendarPlus,
      text: "Add your classes to your phone's calendar (Calendar Feed on the Schedule page).",
    },
    {
      to: "/dashboard/doubts?ask=1",
      icon: MessageCircleQuestion,
      text: "Questions before the start are welcome: ask a doubt and a trainer answers.",
    },
  ] as const;

/**
 * Before the batch starts (docs/decisions/204): the dashboard and the
 * schedule say when it starts and what to do until then, instead of empty
 * weeks and a module "in progress".
 */
export function BatchStartsCard({
  startsOn,
  batchName,
  notesReady,
  firstWeekHref,
  className,
}: {
  startsOn: string;
  batchName: string;
  notesReady: boolean;
  /** The schedule's link to the week the batch starts, when another week is shown. */
  firstWeekHref?: string | null;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="batch-starts-heading"
      className={cn("rounded-card border border-brand-200 bg-brand-50 p-5 shadow-card sm:p-6", className)}
    >
      <h2 id="batch-starts-heading" className="flex items-start gap-2 text-lg font-bold text-brand-950">
        <CalendarClock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        Your batch starts on {startDayLabel(startsOn)}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {batchName}: your first live class is that day. Until then:
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {steps(notesReady).map(({ to, icon: Icon, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-start gap-2 rounded-lg border border-line bg-surface p-3 text-sm text-ink hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      {firstWeekHref ? (
        <p className="mt-4 text-sm">
          <Link to={firstWeekHref} className="font-semibold text-brand-700 underline underline-offset-4">
            Go to the week your batch starts
          </Link>
        </p>
      ) : null}
    </section>
  );
}
