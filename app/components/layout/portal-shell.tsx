import {
  Award,
  BookOpen,
  CalendarDays,
  ClipboardCheck,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageCircleQuestion,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { Avatar } from "~/components/portal/avatar";
import { cn } from "~/components/ui/cn";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import type { PortalStudent } from "~/lib/portal-types";
import { HomeLogoLink, Logo } from "./logo";
import { VerifyEmailBanner } from "~/components/portal/verify-email-banner";

/** SPEC.md "Dashboard shell" sidebar, in order (Logout is a form button below them). */
export const PORTAL_NAV: { to: string; label: string; icon: LucideIcon }[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/dashboard/schedule", label: "Schedule", icon: CalendarDays },
  { to: "/dashboard/materials", label: "Materials", icon: BookOpen },
  { to: "/dashboard/exams", label: "Exams", icon: ClipboardCheck },
  { to: "/dashboard/doubts", label: "Doubts", icon: MessageCircleQuestion },
  // Beyond SPEC.md's sidebar: certificates (PRODUCT.md decision 19).
  { to: "/dashboard/certificates", label: "Certificates", icon: Award },
  { to: "/dashboard/profile", label: "Profile", icon: UserRound },
];

const itemClass =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-[0.95rem] font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500";

function PortalNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Portal" className="flex flex-1 flex-col">
      <ul className="grid gap-1">
        {PORTAL_NAV.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === "/dashboard"}
              prefetch="intent"
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  itemClass,
                  isActive
                    ? "bg-brand-700 text-white shadow-sm"
                    : "text-slate-700 hover:bg-brand-50 hover:text-brand-800",
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/logout" className="mt-4 border-t border-line pt-4">
        <button type="submit" className={cn(itemClass, "text-slate-700 hover:bg-red-50 hover:text-red-800")}>
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          Logout
        </button>
      </Form>
    </nav>
  );
}

function DemoBanner() {
  return (
    <div role="note" aria-label="Demo portal" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm text-amber-950 sm:px-6 lg:px-8">
        <p className="flex-1 basis-64">
          <strong className="font-bold">Demo portal.</strong> You are looking at a sample student's portal.
          Try anything: nothing you do here is saved.
        </p>
        <div className="flex gap-2">
          <Link
            to="/login?redirectTo=%2Fdashboard"
            className="inline-flex min-h-10 items-center rounded-lg bg-amber-900 px-4 font-semibold text-white hover:bg-amber-950"
          >
            Sign in
          </Link>
          <Link
            to="/signup"
            className="inline-flex min-h-10 items-center rounded-lg border border-amber-900 px-4 font-semibold text-amber-950 hover:bg-amber-100"
          >
            Create account
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The portal frame: sidebar from the large breakpoint up, a slide-over drawer below it. */
export function PortalShell({
  student,
  demo,
  emailVerified,
  demoMail = false,
  children,
}: {
  student: PortalStudent;
  demo: boolean;
  emailVerified: boolean;
  /** A demo without e-mail: the verification banner links to the message. */
  demoMail?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh bg-surface-muted lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r border-line bg-surface lg:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto p-5">
          <HomeLogoLink />
          <PortalNav />
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
          <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
            <Sheet open={open} onOpenChange={setOpen}>
              <SheetTrigger asChild>
                <button
                  type="button"
                  className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
                  aria-label="Open portal menu"
                >
                  <Menu aria-hidden="true" className="size-6" />
                </button>
              </SheetTrigger>
              <SheetContent side="left" aria-describedby="portal-menu-description">
                <SheetTitle className="pr-10">
                  <Logo />
                </SheetTitle>
                <SheetDescription id="portal-menu-description" className="sr-only">
                  Portal sections
                </SheetDescription>
                <PortalNav onNavigate={() => setOpen(false)} />
              </SheetContent>
            </Sheet>
            <p className="min-w-0 flex-1 text-sm leading-tight font-semibold text-ink sm:text-base">
              Welcome to your learning portal
            </p>
            <Link
              to="/dashboard/profile"
              className="flex items-center gap-3 rounded-lg p-1 hover:bg-brand-50"
            >
              {/* The visible text is the link's name (WCAG 2.5.3); on phones only the avatar shows. */}
              <span className="sr-only text-right sm:not-sr-only sm:block">
                <span className="block text-sm leading-tight font-semibold text-ink">{student.name}</span>
                <span className="block text-xs leading-tight text-ink-muted">{student.batchName}</span>
              </span>
              <span className="sr-only">(your profile)</span>
              <Avatar name={student.name} src={student.avatarUrl} />
            </Link>
          </div>
        </header>
        {demo ? <DemoBanner /> : null}
        {!demo && !emailVerified ? <VerifyEmailBanner email={student.email} demoMail={demoMail} /> : null}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
