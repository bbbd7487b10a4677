import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { EnquiryLink } from "./enquiry-link";
import { HomeLogoLink } from "./logo";
import { NAV_LINKS } from "./nav-links";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? "text-brand-700" : "text-ink"
  }`;

/** SPEC.md "Navigation bar": sticky top bar, links, Buy a Course and Enroll Now; a toggle menu on small screens. */
export function Navbar() {
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // Choosing a link (any navigation) closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between gap-4">
        <HomeLogoLink />
        <ul className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.to === "/"} className={linkClass} prefetch="intent">
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 lg:flex">
          <Link
            to="/paymentpage"
            className="inline-flex min-h-10 items-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Buy a Course
          </Link>
          <EnquiryLink
            intent="enrol"
            className="inline-flex min-h-10 items-center rounded-lg bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800"
          >
            Enroll Now
          </EnquiryLink>
        </div>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <Menu className="h-6 w-6" aria-hidden="true" />
          )}
        </button>
      </nav>
      <div id="mobile-menu" hidden={!open} className="border-t border-line bg-white lg:hidden">
        <ul className="container-page flex flex-col gap-1 py-3">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end={l.to === "/"}
                className={({ isActive }) => `${linkClass({ isActive })} block text-base`}
                onClick={() => setOpen(false)}
              >
                {l.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 grid grid-cols-2 gap-2">
            <Link
              to="/paymentpage"
              onClick={() => setOpen(false)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700"
            >
              Buy a Course
            </Link>
            {/* SPEC.md: the mobile menu's Enroll Now goes to /contact. */}
            <Link
              to="/contact"
              onClick={() => setOpen(false)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-accent-700 px-4 font-semibold text-white"
            >
              Enroll Now
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
