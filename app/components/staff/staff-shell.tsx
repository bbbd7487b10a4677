import {
  BadgePercent,
  BookOpen,
  Briefcase,
  CalendarRange,
  History,
  Inbox,
  IndianRupee,
  LayoutDashboard,
  LogOut,
  Mail,
  MessageCircleQuestion,
  UserCog,
  Users,
  FileLock,
} from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { LogoMark } from "~/components/layout/logo";
import { useSite } from "~/components/layout/use-site";
import { cn } from "~/components/ui/cn";

export interface StaffNavCounts {
  newLeads: number;
  openDoubts: number;
  ordersToVerify: number;
}

const items = [
  { to: "/staff", label: "Overview", icon: LayoutDashboard, end: true, count: null },
  { to: "/staff/leads", label: "Leads", icon: Inbox, end: false, count: "newLeads" },
  { to: "/staff/doubts", label: "Doubts", icon: MessageCircleQuestion, end: false, count: "openDoubts" },
  { to: "/staff/payments", label: "Payments", icon: IndianRupee, end: false, count: "ordersToVerify" },
  { to: "/staff/batches", label: "Batches", icon: CalendarRange, end: false, count: null },
  { to: "/staff/offers", label: "Offers", icon: BadgePercent, end: false, count: null },
  { to: "/staff/courses", label: "Courses", icon: BookOpen, end: false, count: null, adminOnly: true },
  { to: "/staff/jobs", label: "Job openings", icon: Briefcase, end: false, count: null },
  { to: "/staff/activity", label: "Activity", icon: History, end: false, count: null },
  { to: "/staff/team", label: "Team", icon: Users, end: false, count: null },
  {
    to: "/staff/data-requests",
    label: "Data requests",
    icon: FileLock,
    end: false,
    count: null,
    adminOnly: true,
  },
  { to: "/staff/account", label: "My account", icon: UserCog, end: false, count: null },
  { to: "/staff/demo-mailbox", label: "Demo mailbox", icon: Mail, end: false, count: null, demoOnly: true },
] as const;

const countLabels = { newLeads: "new", openDoubts: "open", ordersToVerify: "to verify" } as const;

/**
 * The staff console's frame: a top bar (brand, who is signed in, sign out)
 * and the section navigation: a sidebar from the large breakpoint, a
 * scrollable row of tabs below it. Plain links: it works without JavaScript.
 */
export function StaffShell({
  user,
  counts,
  demoSettings,
  demoMailbox = false,
  children,
}: {
  user: { name: string; email: string; isAdmin: boolean };
  counts: StaffNavCounts;
  /** Settings still on placeholders (a demo); empty for a real deployment. */
  demoSettings: string[];
  /** A demo without SMTP: what would have been e-mailed is on the Demo mailbox page. */
  demoMailbox?: boolean;
  children: ReactNode;
}) {
  const site = useSite();
  return (
    <div className="min-h-dvh bg-surface-muted">
      <header className="border-b border-line bg-surface">
        <div className="flex items-center gap-3 px-4 py-3 sm:px-6">
          <Link to="/staff" className="inline-flex items-center gap-2 rounded-md font-bold">
            <LogoMark className="h-8 w-8 shrink-0" />
            <span className="leading-tight">
              <span className="block text-base">{site.brandName}</span>
              <span className="block text-xs font-semibold text-ink-muted">Staff console</span>
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-2 sm:gap-4">
            <p className="hidden text-right text-sm sm:block">
              <span className="block font-semibold">{user.name}</span>
              <span className="block text-ink-muted">{user.email}</span>
            </p>
            <Link
              to="/"
              className="hidden rounded-md px-2 py-2 text-sm font-semibold text-brand-700 hover:underline md:inline"
            >
              View website
            </Link>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-semibold hover:bg-slate-100"
              >
                <LogOut aria-hidden="true" className="size-4" />
                Sign out
              </button>
            </Form>
          </div>
        </div>
        {demoSettings.length > 0 ? (
          <p
            role="note"
            aria-label="Demo mode"
            className="border-t border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6"
          >
            <strong>Demo mode:</strong> visitors see placeholder business details. To go live, set{" "}
            {demoSettings.join(", ")} (see .env.example).
          </p>
        ) : null}
      </header>
      <div className="lg:flex">
        <nav
          aria-label="Staff"
          className="border-b border-line bg-surface lg:min-h-[calc(100dvh-4.3rem)] lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto px-2 py-2 lg:flex-col lg:px-3 lg:py-4">
            {/* The catalogue is edited by administrators only (the page itself checks too). */}
            {items
              .filter((item) => !("adminOnly" in item) || user.isAdmin)
              .filter((item) => !("demoOnly" in item) || demoMailbox)
              .map((item) => {
                const count = item.count ? counts[item.count] : 0;
                return (
                  <li key={item.to} className="shrink-0">
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={({ isActive }) =>
                        cn(
                          // relative: the sr-only count label must not escape the scrolling row.
                          "relative flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap",
                          isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-slate-100",
                        )
                      }
                    >
                      <item.icon aria-hidden="true" className="size-4 shrink-0" />
                      {item.label}
                      {item.count && count > 0 ? (
                        <span className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                          {count}
                          <span className="sr-only"> {countLabels[item.count]}</span>
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                );
              })}
          </ul>
        </nav>
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
