import { PortalLink } from "./portal-link";
import { Clock, ExternalLink, UserRound } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { formatDay, formatDuration, formatTime } from "~/lib/format";
import type { SessionStatus } from "~/lib/portal-stats";
import type { PortalSession } from "~/lib/portal-types";

/** SPEC.md: session badges are blue when upcoming, red for an exam, green when completed. */
const statusVariant: Record<SessionStatus, "info" | "danger" | "success"> = {
  upcoming: "info",
  exam: "danger",
  completed: "success",
};

const statusText: Record<SessionStatus, string> = {
  upcoming: "upcoming",
  exam: "exam",
  completed: "completed",
};

export function SessionTypeBadge({ session }: { session: Pick<PortalSession, "type" | "status"> }) {
  return (
    <Badge variant={statusVariant[session.status]} data-status={session.status}>
      {session.type}
      <span className="sr-only"> ({statusText[session.status]})</span>
    </Badge>
  );
}

/** Join Class (Start Exam for exams): the meeting link, in a new tab; none once it is over. */
export function JoinLink({ session, className }: { session: PortalSession; className?: string }) {
  if (session.status === "completed") {
    return <span className={cn("text-sm font-medium text-green-800", className)}>Completed</span>;
  }
  const label = session.type === "Exam" ? "Start Exam" : "Join Class";
  return (
    <PortalLink
      href={session.meetLink}
      label={`: ${session.title}`}
      className={cn(
        "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold text-white shadow-sm",
        session.type === "Exam" ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800",
        className,
      )}
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-4" />
    </PortalLink>
  );
}

/** One session: time, title, instructor, type badge and its link. */
export function SessionItem({ session, showDay = false }: { session: PortalSession; showDay?: boolean }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="flex shrink-0 flex-wrap items-center gap-x-2 text-sm font-semibold text-brand-800 sm:w-32 sm:flex-col sm:items-start">
        <Clock aria-hidden="true" className="size-4 sm:hidden" />
        {showDay ? <span>{formatDay(session.startsAt)}</span> : null}
        <time dateTime={session.startsAt}>{formatTime(session.startsAt)}</time>
        <span className="font-normal text-ink-muted">
          <span className="sm:hidden" aria-hidden="true">
            ·{" "}
          </span>
          {formatDuration(session.durationMinutes)}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <SessionTypeBadge session={session} />
        </div>
        <p className="mt-1 font-semibold text-ink">{session.title}</p>
        <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <UserRound aria-hidden="true" className="size-4" />
          {session.instructor}
        </p>
      </div>
      <JoinLink session={session} className="sm:ml-auto" />
    </div>
  );
}
