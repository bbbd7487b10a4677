import { Megaphone } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/format";
import { SectionCard } from "./section-card";

export interface PortalAnnouncement {
  id: string;
  title: string;
  body: string;
  authorName: string;
  createdAt: string;
  unread: boolean;
}

/** The batch's announcements, newest first; the ones the student has not seen yet say "New". */
export function AnnouncementsCard({
  announcements,
  className,
}: {
  announcements: PortalAnnouncement[];
  className?: string;
}) {
  const unread = announcements.filter((a) => a.unread).length;
  return (
    <SectionCard title={unread ? `Announcements (${unread} new)` : "Announcements"} className={className}>
      {announcements.length === 0 ? (
        <p className="text-ink-muted">No announcements yet. Your trainers post news for your batch here.</p>
      ) : (
        <ol className="grid gap-3">
          {announcements.map((a) => (
            <li
              key={a.id}
              className={
                a.unread
                  ? "rounded-xl border border-brand-600 bg-brand-50/60 p-4"
                  : "rounded-xl border border-line bg-surface p-4"
              }
              data-unread={a.unread || undefined}
            >
              <div className="flex flex-wrap items-center gap-2">
                <Megaphone aria-hidden="true" className="size-4 text-brand-700" />
                <h3 className="font-semibold text-ink">{a.title}</h3>
                {a.unread ? <Badge variant="default">New</Badge> : null}
              </div>
              <p className="mt-2 text-sm whitespace-pre-line text-ink">{a.body}</p>
              <p className="mt-2 text-xs text-ink-muted">
                {a.authorName} · <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
