import { PortalLink } from "./portal-link";
import { Clock, ExternalLink, PlayCircle, UserRound } from "lucide-react";
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

/**
 * Join Class (Start Exam for exams): the meeting link, in a new tab. Once it
 * is over: "Completed", and "Watch recording" when staff attached one. A
 * cancelled class has no link.
 */
export function JoinLink({ session, className }: { session: PortalSession; className?: string }) {
  if (session.cancelled) {
    return <span className={cn("text-sm font-semibold text-red-800", className)}>Cancelled</span>;
  }
  if (session.status === "completed") {
    if (!session.recordingUrl) {
      return <span className={cn("text-sm font-medium text-green-800", className)}>Completed</span>;
    }
    return (
      <PortalLink
        href={session.recordingUrl}
        label={`: ${session.title}`}
        className={cn(
          "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-green-700 bg-surface px-4 text-sm font-semibold text-green-800 hover:bg-green-50",
          className,
        )}
      >
        <PlayCircle aria-hidden="true" className="size-4" />
        Watch recording
      </PortalLink>
    );
  }
  const label = session.type === "Exam" ? "Start Exam" : "Join Class";
  if (!session.startable) {
    return (
      <span
        className={cn(
          "inline-flex min-h-10 items-center justify-center rounded-lg border border-dashed border-slate-300 px-3 text-sm text-ink-muted",
          className,
        )}
      >
        {label} opens {formatTime(session.startsAt)}
      </span>
    );
  }
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

const MARK_BADGES = {
  present: { label: "Present", variant: "success" },
  late: { label: "Late", variant: "warning" },
  absent: { label: "Absent", variant: "danger" },
} as const;

/** The student's attendance mark for a class, once marked. */
export function MarkBadge({ mark }: { mark: PortalSession["mark"] }) {
  if (!mark) return null;
  const { label, variant } = MARK_BADGES[mark];
  return (
    <Badge variant={variant} data-mark={mark}>
      <span className="sr-only">Attendance: </span>
      {label}
    </Badge>
  );
}

/** "Cancelled: note" or "Moved from Tue, 3 Mar, 9:30 am: note", for the students. */
function ChangeNotice({ session }: { session: PortalSession }) {
  if (!session.cancelled && !session.movedFrom) return null;
  return (
    <p
      className={cn(
        "mt-2 rounded-lg px-3 py-2 text-sm",
        session.cancelled ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-950",
      )}
    >
      <span className="font-semibold">
        {session.cancelled
          ? "Cancelled"
          : `Moved from ${formatDay(session.movedFrom!)}, ${formatTime(session.movedFrom!)}`}
      </span>
      {session.note ? `: ${session.note}` : null}
    </p>
  );
}

/** One session: time, title, instructor, type badge and its link. */
export function SessionItem({ session, showDay = false }: { session: PortalSession; showDay?: boolean }) {
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center"
      data-session-id={session.id}
      data-cancelled={session.cancelled || undefined}
    >
      <div className="flex shrink-0 flex-wrap items-center gap-x-2 text-sm font-semibold text-brand-800 sm:w-32 sm:flex-col sm:items-start">
        <Clock aria-hidden="true" className="size-4 sm:hidden" />
        {showDay ? <span>{formatDay(session.startsAt)}</span> : null}
        <time dateTime={session.startsAt} className={session.cancelled ? "line-through" : undefined}>
          {formatTime(session.startsAt)}
        </time>
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
          <MarkBadge mark={session.mark} />
        </div>
        <p className={cn("mt-1 font-semibold text-ink", session.cancelled && "text-ink-muted line-through")}>
          {session.title}
        </p>
        <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <UserRound aria-hidden="true" className="size-4" />
          {session.instructor}
        </p>
        <ChangeNotice session={session} />
      </div>
      <JoinLink session={session} className="sm:ml-auto" />
    </div>
  );
}
