import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// SPEC.md's route table. Paths are matched case-insensitively and server.ts
// answers /Courses, /Paymentpage (any capitalisation) with a 301 to lower case.
export default [
  // ---- resources (no UI)
  route("healthz", "routes/resources/healthz.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),

  // ---- public pages: navigation bar, footer and site-wide overlays
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("privacy", "routes/marketing/privacy.tsx"),
    route("terms", "routes/marketing/terms.tsx"),

    // -- marketing pages: courses, course detail, mindset, about (issue 3)

    // -- placements and blog (issue 4)

    // -- contact, enrol, subscribe (issue 5)

    // -- chat and referral resources (issue 6)

    // -- payment (issue 8)

    route("*", "routes/marketing/not-found.tsx"),
  ]),

  // ---- accounts and the student portal (no footer) (issue 7)
  layout("routes/auth/layout.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("signup", "routes/auth/signup.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
  ]),
  // SPEC.md shows the footer on /forgot-password: the public layout, a second time under its own id.
  layout("routes/marketing/layout.tsx", { id: "forgot-password-layout" }, [
    route("forgot-password", "routes/auth/forgot-password.tsx"),
  ]),
  route("logout", "routes/auth/logout.tsx"),
  route("dashboard", "routes/portal/layout.tsx", [
    index("routes/portal/home.tsx"),
    route("schedule", "routes/portal/schedule.tsx"),
    route("schedule/calendar", "routes/portal/calendar.tsx"),
    route("schedule/av-check", "routes/portal/av-check.tsx"),
    route("materials", "routes/portal/materials.tsx"),
    route("exams", "routes/portal/exams.tsx"),
    route("doubts", "routes/portal/doubts.tsx"),
    route("doubts/:doubtId", "routes/portal/doubt.tsx"),
    route("profile", "routes/portal/profile.tsx"),
  ]),
  route("dashboard/schedule/reminders.ics", "routes/portal/reminders.ts"),
  route("calendar/:file", "routes/resources/calendar-feed.ts"),
  route("uploads/:id", "routes/resources/upload.ts"),

  // ---- staff console (issue 9)

] satisfies RouteConfig;
