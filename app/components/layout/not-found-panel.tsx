import { Link } from "react-router";

/** SPEC.md "Not-found": 404, 'Oops! Page not found', a link back home. */
export function NotFoundPanel() {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">
        The page you are looking for doesn't exist or has been moved.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </div>
  );
}
