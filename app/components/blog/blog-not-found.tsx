import { FileQuestion } from "lucide-react";
import { Link } from "react-router";

/** SPEC.md: unknown blog id, 'Blog not found' with a Return Home button. */
export function BlogNotFound() {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <FileQuestion aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold">Blog not found</h1>
      <p className="mt-3 max-w-md text-ink-muted">The blog post you're looking for doesn't exist.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Return Home
        </Link>
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-5 py-3 font-semibold text-ink hover:bg-slate-100"
        >
          See all posts
        </Link>
      </div>
    </div>
  );
}
