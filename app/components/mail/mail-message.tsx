import { Mail } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "~/lib/format";
import type { MailPart } from "~/lib/mail-links";

export interface ShownMail {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
  parts: MailPart[];
}

/**
 * One e-mail the demo would have sent: who it was for, when, and its text
 * with working links (docs/decisions/203). Links on this site stay in the
 * tab; others open a new one.
 */
export function MailMessage({ mail }: { mail: ShownMail }) {
  return (
    <article
      aria-labelledby={`mail-${mail.id}`}
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id={`mail-${mail.id}`} className="text-lg font-bold break-words text-ink">
        {mail.subject}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-muted">
        <dt>To</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt>Written</dt>
        <dd>
          <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
        </dd>
      </dl>
      <div className="mt-4 border-t border-line pt-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">
        {mail.parts.map((part, i) =>
          "href" in part ? (
            <a
              key={i}
              href={part.href}
              {...(part.href.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className="font-semibold break-all text-brand-700 underline underline-offset-2"
            >
              {part.label}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </div>
    </article>
  );
}

/** A list of kept messages, each linking to its page. */
export function MailList({
  mails,
  hrefOf,
  current,
}: {
  mails: readonly { id: string; to: string; subject: string; createdAt: string }[];
  hrefOf: (id: string) => string;
  current?: string | null;
}) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
      {mails.map((m) => (
        <li key={m.id}>
          <Link
            to={hrefOf(m.id)}
            aria-current={m.id === current ? "page" : undefined}
            className="flex min-h-11 items-start gap-3 px-4 py-3 hover:bg-slate-50 aria-[current=page]:bg-brand-50"
          >
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-ink">{m.subject}</span>
              <span className="block text-sm break-all text-ink-muted">
                {m.to} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
