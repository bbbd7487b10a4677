import { SearchX } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/components/layout/use-hydrated";
import { JOB_BOARD } from "~/content/placements";
import { plural } from "~/lib/format";
import { filterJobOpenings, type JobOpening } from "~/lib/jobs";
import { JobCard, type ViewDetails } from "./job-card";
import { JobDetailsDialog } from "./job-details-dialog";
import { JobSearch } from "./job-search";

/** Keeps ?q= in the address bar while typing, without a navigation per keystroke. */
function replaceQueryInUrl(value: string) {
  const url = new URL(window.location.href);
  if (value.trim()) url.searchParams.set("q", value);
  else url.searchParams.delete("q");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The job list with its search (SPEC.md: case-insensitive match on role or
 * location, starting empty). The server renders the list already filtered
 * by ?q=; in the browser it filters as you type.
 */
export function JobBoard({ jobs, initialQuery }: { jobs: JobOpening[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const results = filterJobOpenings(jobs, query);
  const [details, setDetails] = useState<{ job: JobOpening | null; open: boolean }>({
    job: null,
    open: false,
  });
  const detailsFrom = useRef<HTMLElement | null>(null);
  const viewDetails = useCallback<ViewDetails>((job, from) => {
    detailsFrom.current = from;
    setDetails({ job, open: true });
  }, []);
  const closeDetails = useCallback(() => setDetails((d) => ({ ...d, open: false })), []);

  function changeQuery(value: string) {
    setQuery(value);
    replaceQueryInUrl(value);
  }

  return (
    <div className="grid gap-6">
      <JobSearch query={query} onQueryChange={changeQuery} inputRef={inputRef} />
      <p role="status" className="text-sm text-ink-muted">
        {query.trim()
          ? `${plural(results.length, "opening")} match “${query.trim()}” (of ${jobs.length})`
          : `${plural(jobs.length, "opening")} for freshers`}
      </p>
      {results.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 sm:gap-6">
          {results.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                expanded={details.open && details.job?.id === job.id}
                onViewDetails={viewDetails}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-surface-muted px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
          <h3 className="mt-4 text-lg font-semibold">
            {jobs.length ? JOB_BOARD.emptyTitle : JOB_BOARD.noOpeningsTitle}
          </h3>
          <p className="mt-2 max-w-md text-ink-muted">
            {jobs.length ? JOB_BOARD.emptyText : JOB_BOARD.noOpeningsText}
          </p>
          {jobs.length ? (
            <ShowAllOpenings
              onShowAll={() => {
                changeQuery("");
                inputRef.current?.focus();
              }}
            />
          ) : (
            <Link
              to="/contact"
              className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              Talk to our career team
            </Link>
          )}
        </div>
      )}
      <JobDetailsDialog
        job={details.job}
        open={details.open}
        onClose={closeDetails}
        returnFocusTo={detailsFrom}
      />
    </div>
  );
}

/** Without JavaScript a link to the unfiltered board; once hydrated it clears the search in place. */
function ShowAllOpenings({ onShowAll }: { onShowAll: () => void }) {
  const hydrated = useHydrated();
  return (
    <a
      href="/placements"
      onClick={(e) => {
        if (!hydrated) return;
        e.preventDefault();
        onShowAll();
      }}
      className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
    >
      Show all openings
    </a>
  );
}
