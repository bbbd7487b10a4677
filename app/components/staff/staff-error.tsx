import { ShieldAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Logo } from "~/components/layout/logo";
import { useOptionalUser } from "~/components/layout/use-site";

function Panel({
  title,
  children,
  actions,
}: {
  title: string;
  children: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="mt-3 text-ink-muted">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

const primary =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800";
const secondary =
  "inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-5 py-2 font-semibold hover:bg-slate-100";

/** 403 for a signed-in student (requireStaff), 404 for a missing item, anything else as a plain failure. */
export function StaffErrorContent() {
  const error = useRouteError();
  const user = useOptionalUser();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Panel
        title="Staff only"
        actions={
          <>
            {user?.role === "student" ? (
              <Link to="/dashboard" className={primary}>
                Go to your portal
              </Link>
            ) : null}
            <Link to="/" className={user?.role === "student" ? secondary : primary}>
              Return Home
            </Link>
          </>
        }
      >
        <p>This page is for staff only.</p>
        <p className="mt-2">
          {user ? `You are signed in as ${user.email}, which is not a staff account. ` : ""}
          Staff accounts are created by the academy&apos;s administrators.
        </p>
      </Panel>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Panel
        title="Not found"
        actions={
          <Link to="/staff" className={primary}>
            Back to the overview
          </Link>
        }
      >
        <p>This item doesn&apos;t exist, or its link is incomplete.</p>
      </Panel>
    );
  }
  return (
    <Panel
      title="Something went wrong"
      actions={
        <Link to="/staff" className={primary}>
          Back to the overview
        </Link>
      }
    >
      <p>The staff console could not load this page. Please try again in a moment.</p>
    </Panel>
  );
}

/** For the staff layout: nothing of the console renders around it (the guard failed there). */
export function StaffLayoutErrorBoundary() {
  return (
    <>
      <header className="border-b border-line px-4 py-3 sm:px-6">
        <Link to="/" className="inline-flex rounded-md">
          <Logo />
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="px-4 outline-none">
        <StaffErrorContent />
      </main>
    </>
  );
}

/** For pages inside the console: the shell stays, the error takes the page's place. */
export function StaffPageErrorBoundary() {
  return <StaffErrorContent />;
}
