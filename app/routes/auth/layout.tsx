import { ArrowLeft } from "lucide-react";
import { data, Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { FlashNotice, FlashToast } from "~/components/layout/flash-toast";
import { HomeLogoLink } from "~/components/layout/logo";
import { readFlash } from "~/server/flash.server";

/** Login, signup and password reset: the brand, a way back home, the form. No footer (SPEC.md). */
export function loader({ request }: Route.LoaderArgs) {
  const { flash, headers } = readFlash(request);
  return data({ flash }, { headers });
}

export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="container-page flex h-16 items-center justify-between gap-4">
        <HomeLogoLink className="shrink-0 whitespace-nowrap" />
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <span className="max-[400px]:sr-only">Back to Home</span>
          <span aria-hidden="true" className="min-[400px]:hidden">
            Home
          </span>
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="container-page flex flex-1 flex-col items-center py-8 outline-none sm:py-12"
      >
        <FlashToast flash={loaderData.flash} />
        <FlashNotice flash={loaderData.flash} className="mb-6 w-full max-w-md" />
        <Outlet />
      </main>
    </div>
  );
}
