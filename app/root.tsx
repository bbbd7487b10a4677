import "~/lib/zod-csp";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import publicCssHref from "./styles/public.css?url";
import { NotFoundPanel } from "~/components/layout/not-found-panel";
import { applyPublicStylesheet } from "~/components/layout/public-stylesheet";
import { useNonce } from "~/components/layout/nonce";
import { useSite } from "~/components/layout/use-site";
import { ToasterHost } from "~/components/ui/toaster-host";
import { organizationJsonLd } from "~/lib/seo";
import { useEffect } from "react";
import { getSessionUser } from "~/server/auth.server";
import { siteConfig } from "~/server/env.server";

/**
 * entry.server.tsx puts the public stylesheet's text in place of this comment (production): on a
 * public page the rules its markup uses, in the portal and the staff console all of it.
 */
export const APP_CSS_SLOT = "/*app-css*/";

export const links: Route.LinksFunction = () => [
  // Production inlines the public site's stylesheet (no render-blocking request: decisions 082
  // and 192); the portal and the staff console link their own on top of it (their layouts).
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: publicCssHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // No catch: a database outage must surface (server.ts answers it with a 503 page),
  // not quietly show a signed-in person as signed out.
  const user = await getSessionUser(request);
  return {
    site: siteConfig(),
    user: user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null,
    year: new Date().getFullYear(),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const site = useSite();
  // <html data-hydrated>: React is in charge of the page (the browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    applyPublicStylesheet();
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a37cf" />
        <Meta />
        {import.meta.env.DEV ? null : (
          <>
            {/* The same placeholder on server and client: React never rewrites it after hydration. */}
            <style nonce={nonce} data-app-css="" dangerouslySetInnerHTML={{ __html: APP_CSS_SLOT }} />
            {/* The whole public sheet after the page's part of it, before the area sheets (<Links>):
                "print" until hydration, so it never delays the first paint. */}
            <link rel="stylesheet" href={publicCssHref} media="print" data-public-css="" />
          </>
        )}
        <Links />
        {/* The first paint waits until the page's content is parsed (not for any request): a
            paint half way through the document would show, say, a button before its label,
            and then move it (layout shift). Browsers without render-blocking ignore it. */}
        <link rel="expect" href="#content-end" blocking="render" />
        <script
          type="application/ld+json"
          nonce={nonce}
          // JSON.stringify output with "<" escaped cannot break out of the script element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(organizationJsonLd(site)).replace(/</g, "\\u003c"),
          }}
        />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {children}
        <span id="content-end" hidden />
        <ToasterHost />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <NotFoundPanel />
      </main>
    );
  }
  let heading = "Unexpected Application Error!";
  let detail = "Something went wrong on our side. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    detail =
      `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim();
    if (error.status === 503) {
      heading = "We'll be right back";
      detail = "The site is briefly unavailable. Please try again in a minute.";
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main
      id="main"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center"
    >
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-ink-muted">{detail}</p>
      <a
        href="/"
        className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Return Home
      </a>
    </main>
  );
}
