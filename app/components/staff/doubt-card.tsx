import { Paperclip } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "~/lib/format";
import { DoubtStatusBadge } from "./status-badges";

export interface DoubtView {
  id: string;
  title: string;
  description: string;
  status: "open" | "resolved";
  reply: string | null;
  repliedBy: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  attachmentId: string | null;
  studentName: string;
  batch: string | null;
}

/** One doubt in the queue: the question, who asked it from which batch, and the answer once given. */
export function DoubtCard({ doubt }: { doubt: DoubtView }) {
  return (
    <article className="rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Link to={`/staff/doubts/${doubt.id}`} className="text-brand-700 hover:underline">
            {doubt.title}
          </Link>
        </h2>
        <DoubtStatusBadge status={doubt.status} />
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {doubt.studentName}
        {doubt.batch ? ` · ${doubt.batch}` : ""} · asked {formatDateTime(doubt.createdAt)}
        {doubt.attachmentId ? (
          <span className="ml-2 inline-flex items-center gap-1">
            <Paperclip aria-hidden="true" className="size-3.5" />
            image attached
          </span>
        ) : null}
      </p>
      <p className="mt-3 line-clamp-3 whitespace-pre-wrap">{doubt.description}</p>
      {doubt.status === "resolved" && doubt.reply ? (
        <div className="mt-3 rounded-lg bg-green-50 p-3 text-sm">
          <p className="line-clamp-3 whitespace-pre-wrap">{doubt.reply}</p>
          <p className="mt-1 text-green-900">
            {doubt.repliedBy}
            {doubt.repliedAt ? ` · ${formatDateTime(doubt.repliedAt)}` : ""}
          </p>
        </div>
      ) : null}
    </article>
  );
}
