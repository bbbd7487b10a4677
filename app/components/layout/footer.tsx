import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { lazySection } from "./lazy-section";
import { LogoMark } from "./logo";
import { FOOTER_LINKS } from "./nav-links";
import { useCurrentYear, useSite } from "./use-site";

// At the foot of every page: server-rendered, hydrated (and its code fetched) as it nears the viewport.
const SubscribeForm = lazySection("footer-subscribe", () =>
  import("./subscribe-form").then((m) => m.SubscribeForm),
);

function scrollTop() {
  window.scrollTo({ top: 0 });
}

/** SPEC.md "Footer". */
export function Footer() {
  const site = useSite();
  const year = useCurrentYear();
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="h-8 w-8" />
            {site.brandName}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{site.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-base font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-1">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  onClick={scrollTop}
                  className="inline-block py-1 text-sm text-slate-300 hover:text-white hover:underline"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-base font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2 py-1 text-slate-300 hover:text-white"
              >
                <Mail className="h-4 w-4" aria-hidden="true" />
                {site.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${site.phone.replace(/\s/g, "")}`}
                className="inline-flex items-center gap-2 py-1 text-slate-300 hover:text-white"
              >
                <Phone className="h-4 w-4" aria-hidden="true" />
                {site.phone}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">Subscribe</h2>
          <p className="mt-3 text-sm text-slate-300">
            New batches, free workshops and placement news, once a month.
          </p>
          <SubscribeForm />
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-6 text-sm text-slate-300 sm:flex-row">
          <p>
            © {year} {site.brandName}. All rights reserved.
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to="/privacy" className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-white hover:underline">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
