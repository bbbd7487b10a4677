import { Link } from "react-router";
import { PLACEMENTS_CLOSING } from "~/content/placements";

function scrollTop() {
  window.scrollTo({ top: 0 });
}

/** SPEC.md closing section: Free Career Counseling (/contact) and Explore Courses (/courses), both to the top of the page. */
export function PlacementsClosing() {
  return (
    <section aria-labelledby="placements-closing-title" className="bg-brand-900 text-white">
      <div className="container-page py-14 text-center sm:py-16">
        <h2 id="placements-closing-title" className="text-3xl font-bold text-white">
          {PLACEMENTS_CLOSING.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{PLACEMENTS_CLOSING.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/contact"
            onClick={scrollTop}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800"
          >
            {PLACEMENTS_CLOSING.counselling}
          </Link>
          <Link
            to="/courses"
            onClick={scrollTop}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {PLACEMENTS_CLOSING.courses}
          </Link>
        </div>
      </div>
    </section>
  );
}
