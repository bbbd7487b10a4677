import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A class, exam or material link. A real batch's links leave the site (a new
 * tab); the demo batch's stay on it (docs/decisions/100), so they open in
 * place and say nothing about a new tab.
 */
export function PortalLink({
  href,
  className,
  label,
  children,
  download = false,
}: {
  href: string;
  className: string;
  /** Screen-reader words after the visible text, e.g. ": Django basics". */
  label: string;
  children: ReactNode;
  download?: boolean;
}) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
        <span className="sr-only">{label}</span>
      </Link>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      download={download || undefined}
      className={className}
    >
      {children}
      <span className="sr-only">{label} (opens in a new tab)</span>
    </a>
  );
}
