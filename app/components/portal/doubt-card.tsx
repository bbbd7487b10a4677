import { CheckCircle2, Clock, Paperclip } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/format";
import type { PortalDoubt } from "~/lib/portal-types";

/** A doubt: open ones wait for a trainer; resolved ones show the reply, who gave it and when. */
export function DoubtCard({
  doubt,
  link = false,
  headingLevel = "h3",
}: {
  doubt: PortalDoubt;
  link?: boolean;
  headingLevel?: "h1" | "h2" | "h3";
}) {
  const Heading = headingLevel;
  const resolved = doubt.status === "resolved";
  return (
    <article className="rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className={headingLevel === "h1" ? "text-2xl font-bold" : "text-lg font-bold"}>
          {link ? (
            <Link to={`/dashboard/doubts/${doubt.id}`} className="hover:text-brand-700 hover:underline">
              {doubt.title}
            </Link>
          ) : (
            doubt.title
          )}
        </Heading>
        <Badge variant={resolved ? "success" : "warning"}>{resolved ? "Resolved" : "Open"}</Badge>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        Asked <time dateTime={doubt.createdAt}>{formatDateTime(doubt.createdAt)}</time>
      </p>
      <p className="mt-3 whitespace-pre-line text-ink">{doubt.description}</p>
      {doubt.attachment ? (
        <a
          href={doubt.attachment.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-2 rounded-lg border border-line p-2 hover:border-brand-600"
        >
          <img src={doubt.attachment.url} alt="" className="size-14 rounded-md object-cover" loading="lazy" />
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            <Paperclip aria-hidden="true" className="size-4" />
            {doubt.attachment.filename}
            <span className="sr-only"> (attached image, opens in a new tab)</span>
          </span>
        </a>
      ) : null}
      {resolved ? (
        <div className="mt-4 rounded-xl border border-green-200 bg-green-50 p-4">
          <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-green-900">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Reply from {doubt.repliedBy ?? "your trainer"}
            {doubt.repliedAt ? (
              <span className="font-normal text-green-900">
                · <time dateTime={doubt.repliedAt}>{formatDateTime(doubt.repliedAt)}</time>
              </span>
            ) : null}
          </p>
          <p className="mt-2 whitespace-pre-line text-ink">{doubt.reply}</p>
        </div>
      ) : (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
          <Clock aria-hidden="true" className="size-4" />
          Waiting for trainer response...
        </p>
      )}
    </article>
  );
}
