import { Search, X } from "lucide-react";
import { type RefObject } from "react";
import { Form } from "react-router";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { JOB_BOARD } from "~/content/placements";
import { MAX_QUERY_LENGTH } from "~/lib/jobs";

interface Props {
  query: string;
  onQueryChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * A GET form on ?q=: without JavaScript, Search reloads the page with the
 * filtered list, so a search can also be shared as a link.
 */
export function JobSearch({ query, onQueryChange, inputRef }: Props) {
  // Once hydrated the list filters as you type; the Search button then only keeps focus in place.
  const hydrated = useHydrated();
  return (
    <Form
      method="get"
      action="/placements"
      role="search"
      aria-label="Job openings"
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        if (hydrated) e.preventDefault();
      }}
    >
      <div className="grid flex-1 gap-1.5">
        <label htmlFor="job-search" className="text-sm font-semibold text-ink">
          {JOB_BOARD.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
          />
          <Input
            ref={inputRef}
            id="job-search"
            name="q"
            type="search"
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            enterKeyHint="search"
            placeholder={JOB_BOARD.searchPlaceholder}
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            className="pl-10"
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          Search
        </Button>
        {query ? (
          <a
            href="/placements"
            onClick={(e) => {
              if (!hydrated) return;
              e.preventDefault();
              onQueryChange("");
              inputRef.current?.focus();
            }}
            className="inline-flex min-h-11 items-center justify-center gap-1 rounded-lg border border-slate-300 px-4 font-semibold text-ink hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
            Clear<span className="sr-only"> search</span>
          </a>
        ) : null}
      </div>
    </Form>
  );
}
