import { Link } from "react-router";
import { useSite } from "./use-site";

/** The brand mark: a graduation-cap-and-code glyph with the brand name. */
export function Logo({ className = "" }: { className?: string }) {
  const site = useSite();
  return (
    <span className={`inline-flex items-center gap-2 font-bold ${className}`}>
      <LogoMark className="h-8 w-8 shrink-0" />
      <span className="text-lg leading-none tracking-tight">{site.brandName}</span>
    </span>
  );
}

export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1a37cf" />
      <path d="M16 7 4 12.5 16 18l12-5.5L16 7Z" fill="#fff" />
      <path d="M9 15.5v4.2c0 1.6 3.1 3.3 7 3.3s7-1.7 7-3.3v-4.2L16 19l-7-3.5Z" fill="#fb923c" />
      <path d="M26 13v6" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The logo as a link home; its accessible name starts with the visible brand text (WCAG 2.5.3). */
export function HomeLogoLink({ className = "" }: { className?: string }) {
  return (
    <Link to="/" className={`rounded-md text-ink ${className}`}>
      <Logo />
      <span className="sr-only">, home page</span>
    </Link>
  );
}
