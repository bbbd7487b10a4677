import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The link above a portal sub-page back to the page it belongs to (e.g. "Back to schedule"). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
