import { ChevronDown } from "lucide-react";
import type { SyntheticEvent } from "react";
import type { FaqEntry } from "~/content/faq";

/**
 * SPEC.md FAQ accordion: one item open at a time, an open item can be closed.
 * Native <details name="faq"> elements do exactly that without JavaScript
 * (exclusive accordion); the toggle handler does the same for browsers that
 * predate the name attribute. The answers are in the HTML for everyone.
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened.parentElement?.querySelectorAll("details[open]").forEach((other) => {
      if (other !== opened) other.removeAttribute("open");
    });
  }
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
      {entries.map((entry) => (
        <details
          key={entry.id}
          id={`faq-${entry.id}`}
          name="faq"
          className="group px-5 sm:px-6"
          onToggle={closeOthers}
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-base font-semibold text-ink marker:hidden hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold text-inherit">{entry.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-ink-muted">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
