import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// SPEC.md's route table. Paths are matched case-insensitively and server.ts
// answers /Courses, /Paymentpage (any capitalisation) with a 301 to lower case.
export default [
  // ---- resources (no UI)
  route("healthz", "routes/resources/healthz.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  // The payment gateway's webhook (exempt from the cross-site form check in server.ts, alone).
  route("webhooks/razorpay", "routes/resources/razorpay-webhook.ts"),

  // ---- public pages: navigation bar, footer and site-wide overlays
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("privacy", "routes/marketing/privacy.tsx"),
    route("terms", "routes/marketing/terms.tsx"),

    // -- marketing pages: courses, course detail, mindset, about
    route("courses", "routes/marketing/courses.tsx"),
    route("courses/:courseId", "routes/marketing/course.tsx"),
    route("mindset", "routes/marketing/mindset.tsx"),
    route("about", "routes/marketing/about.tsx"),

    // -- placements and blog
    route("placements", "routes/marketing/placements.tsx"),
    route("blog", "routes/marketing/blog-index.tsx"),
    route("blog/:blogId", "routes/marketing/blog-post.tsx"),

    // -- contact, enrol, subscribe
    route("contact", "routes/marketing/contact.tsx"),
    route("enrol", "routes/marketing/enrol.tsx"),
    route("subscribe", "routes/marketing/subscribe.tsx"),

    // -- chat and referral resources
    route("chat/email", "routes/resources/chat-email.ts"),

    // -- payment
    route("paymentpage", "routes/marketing/payment.tsx"),

    // -- certificates: the look-up form and the public verification page
    route("certificates", "routes/marketing/certificates.tsx"),
    route("certificates/:code", "routes/marketing/certificate.tsx"),

    route("*", "routes/marketing/not-found.tsx"),
  ]),

  // ---- accounts and the student portal (no footer)
  layout("routes/auth/layout.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("login/second-factor", "routes/auth/second-factor.tsx"),
    route("login/second-factor/setup", "routes/auth/second-factor-setup.tsx"),
    route("signup", "routes/auth/signup.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("verify-email", "routes/auth/verify-email.tsx"),
    route("setup", "routes/auth/setup.tsx"),
    route("unsubscribe", "routes/auth/unsubscribe.tsx"),
    route("demo-mail", "routes/auth/demo-mail.tsx"),
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
    route("exams/:examId", "routes/portal/exam.tsx"),
    route("doubts", "routes/portal/doubts.tsx"),
    route("doubts/:doubtId", "routes/portal/doubt.tsx"),
    route("certificates", "routes/portal/certificates.tsx"),
    route("profile", "routes/portal/profile.tsx"),
    route("profile/delete", "routes/portal/delete-account.tsx"),
    route("demo-link", "routes/portal/demo-link.tsx"),
  ]),
  route("dashboard/schedule/reminders.ics", "routes/portal/reminders.ts"),
  route("dashboard/certificates/:code/download", "routes/portal/certificate-download.ts"),
  route("dashboard/my-data.zip", "routes/portal/my-data.ts"),
  route("calendar/:file", "routes/resources/calendar-feed.ts"),
  route("uploads/:id", "routes/resources/upload.ts"),
  route("materials/:materialId/download", "routes/resources/material-file.ts"),
  // Receipts, tax invoices and credit notes: the student's own and staff (a page to print, and its PDF).
  route("invoices/:documentId", "routes/portal/invoice.tsx"),
  route("invoices/:documentId/pdf", "routes/portal/invoice-pdf.ts"),

  // ---- staff console
  route("staff/leads.csv", "routes/staff/leads-export.ts"),
  route("staff/payments/export", "routes/staff/payments-export.ts"),
  layout("routes/staff/layout.tsx", [
    route("staff", "routes/staff/overview.tsx"),
    route("staff/leads", "routes/staff/leads.tsx"),
    route("staff/leads/:leadId", "routes/staff/lead.tsx"),
    route("staff/doubts", "routes/staff/doubts.tsx"),
    route("staff/doubts/:doubtId", "routes/staff/doubt.tsx"),
    route("staff/payments", "routes/staff/payments.tsx"),
    route("staff/payments/:orderId", "routes/staff/payment.tsx"),
    route("staff/jobs", "routes/staff/jobs.tsx"),
    route("staff/jobs/new", "routes/staff/job-new.tsx"),
    route("staff/jobs/:jobId", "routes/staff/job.tsx"),
    route("staff/courses", "routes/staff/courses.tsx"),
    route("staff/courses/:courseId", "routes/staff/course.tsx"),
    route("staff/batches", "routes/staff/batches.tsx"),
    route("staff/batches/new", "routes/staff/batch-new.tsx"),
    route("staff/batches/:batchId", "routes/staff/batch.tsx"),
    route("staff/offers", "routes/staff/offers.tsx"),
    route("staff/activity", "routes/staff/activity.tsx"),
    route("staff/team", "routes/staff/team.tsx"),
    route("staff/data-requests", "routes/staff/data-requests.tsx"),
    route("staff/account", "routes/staff/account.tsx"),
    route("staff/demo-mailbox", "routes/staff/demo-mailbox.tsx"),

    // -- a batch's classes, attendance, announcements and trainers (batch-scoped: requireBatchManager)
    route("staff/batches/:batchId/classes", "routes/staff/batch-classes.tsx"),
    route("staff/batches/:batchId/classes/:classId", "routes/staff/batch-class.tsx"),
    route("staff/batches/:batchId/classes/:classId/attendance", "routes/staff/batch-attendance.tsx"),
    route("staff/batches/:batchId/announcements", "routes/staff/batch-announcements.tsx"),
    route("staff/batches/:batchId/trainers", "routes/staff/batch-trainers.tsx"),

    // -- a batch's materials, modules and exams
    route("staff/batches/:batchId/materials", "routes/staff/batch-materials.tsx"),
    route("staff/batches/:batchId/modules", "routes/staff/batch-modules.tsx"),
    route("staff/batches/:batchId/exams", "routes/staff/batch-exams.tsx"),
    route("staff/batches/:batchId/exams/:examId", "routes/staff/batch-exam.tsx"),

    // -- a batch's certificates: who qualifies, completing the batch, issuing, refusing, revoking
    route("staff/batches/:batchId/certificates", "routes/staff/batch-certificates.tsx"),
  ]),
] satisfies RouteConfig;
