import { Fragment, type ReactNode } from "react";
import type { LegalDocument as LegalDocumentContent } from "~/content/legal";
import type { SiteConfig } from "~/content/site";
import { formatLongDate } from "~/lib/format";

/** The site's details, and values the server adds (retention periods): {brand}, {email}, {grievanceEmail}, {…}. */
type LegalSite = Pick<SiteConfig, "brandName" | "email"> & {
  grievanceEmail?: string;
  values?: Record<string, string>;
};

const TOKEN = /(\{[A-Za-z]+\})/;

function valueOf(token: string, site: LegalSite): string | undefined {
  const name = token.slice(1, -1);
  if (name === "brand") return site.brandName;
  if (name === "email") return site.email;
  if (name === "grievanceEmail") return site.grievanceEmail ?? site.email;
  return site.values?.[name];
}

/** Plain-text substitution, for headings and titles. */
function fillText(text: string, site: LegalSite): string {
  return text.replace(/\{[A-Za-z]+\}/g, (token) => valueOf(token, site) ?? token);
}

/** A paragraph or bullet that is only a value the server left empty (a feature not set up) is left out. */
const present = (site: LegalSite) => (text: string) => fillText(text, site).trim() !== "";

/** Substitution for body text: e-mail addresses become mailto links. */
function fill(text: string, site: LegalSite): ReactNode {
  return text.split(TOKEN).map((part, i) => {
    const value = TOKEN.test(part) ? valueOf(part, site) : undefined;
    if (value === undefined) return <Fragment key={i}>{part}</Fragment>;
    if (part === "{email}" || part === "{grievanceEmail}")
      return (
        <a
          key={i}
          href={`mailto:${value}`}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {value}
        </a>
      );
    return <Fragment key={i}>{value}</Fragment>;
  });
}

/** A legal page (privacy policy, terms): title, date, intro, table of contents, numbered sections. */
export function LegalDocument({ doc, site }: { doc: LegalDocumentContent; site: LegalSite }) {
  return (
    <article className="container-page py-12 sm:py-16" aria-labelledby="legal-title">
      <div className="mx-auto max-w-3xl break-words text-base leading-7 text-ink sm:text-[1.0625rem] sm:leading-8">
        <header className="border-b border-line pb-8">
          <h1 id="legal-title" className="text-3xl font-extrabold sm:text-4xl">
            {fillText(doc.title, site)}
          </h1>
          <p className="mt-3 text-sm text-ink-muted">
            Last updated: <time dateTime={doc.updated}>{formatLongDate(doc.updated)}</time>
          </p>
          <p className="mt-6 text-lg leading-8 text-ink">{fill(doc.intro, site)}</p>
        </header>

        <nav
          aria-labelledby="legal-toc"
          className="mt-8 rounded-card border border-line bg-surface-muted p-5 sm:p-6"
        >
          <h2 id="legal-toc" className="text-base font-semibold">
            On this page
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm leading-6 marker:text-ink-muted sm:columns-2 sm:gap-8">
            {doc.sections.map((s) => (
              <li key={s.id} className="break-inside-avoid">
                <a
                  href={`#${s.id}`}
                  className="block py-1 text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
                >
                  {fillText(s.heading, site)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {doc.sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-12">
            <h2 id={`${s.id}-heading`} className="text-xl font-bold sm:text-2xl">
              <span className="mr-2 text-brand-700 tabular-nums">{i + 1}.</span>
              {fillText(s.heading, site)}
            </h2>
            {s.paragraphs.filter(present(site)).map((p, j) => (
              <p key={j} className="mt-4">
                {fill(p, site)}
              </p>
            ))}
            {s.bullets && (
              <ul className="mt-4 list-disc space-y-3 pl-6 marker:text-brand-700">
                {s.bullets.filter(present(site)).map((b, j) => (
                  <li key={j} className="pl-1">
                    {fill(b, site)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
