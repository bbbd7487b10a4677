// The route x role matrix: every /staff loader and action, called as a
// visitor, a student and a staff member. Visitors are sent to /login,
// students get 403, and nothing changes in the database for either.
import { istDateKey } from "~/lib/ist";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import routes from "~/routes";
import { randomBytes } from "node:crypto";
import { hashPassword } from "~/server/auth.server";
import {
  batches,
  doubts,
  jobOpenings,
  leads,
  offers,
  orders,
  sessions,
  users,
} from "~/server/db/schema.server";
import { setupTestDatabase } from "../../../tests/setup/db";
import { callRoute, type RouteHandler, type RouteOutcome } from "../../../tests/setup/route-call";
import {
  makeBatch,
  makeDoubt,
  makeJob,
  makeLead,
  makeOrder,
  makeUser,
  sessionCookie,
  staffRequest,
} from "../../../tests/setup/staff-fixtures";
import * as account from "./account";
import * as activity from "./activity";
import * as batch from "./batch";
import * as batchNew from "./batch-new";
import * as batchesPage from "./batches";
import * as course from "./course";
import * as coursesPage from "./courses";
import * as dataRequests from "./data-requests";
import * as demoMailbox from "./demo-mailbox";
import * as offersPage from "./offers";
import * as doubt from "./doubt";
import * as doubtsPage from "./doubts";
import * as job from "./job";
import * as jobNew from "./job-new";
import * as jobs from "./jobs";
import * as layout from "./layout";
import * as lead from "./lead";
import * as leadsPage from "./leads";
import * as leadsExport from "./leads-export";
import * as overview from "./overview";
import * as payment from "./payment";
import * as payments from "./payments";
import * as paymentsExport from "./payments-export";
import type * as DemoMailboxModule from "~/server/demo-mailbox.server";
import * as team from "./team";

// The demo mailbox exists only in a demo without SMTP (decision 203): the matrix runs as one.
vi.mock("~/server/demo-mailbox.server", async (importOriginal) => ({
  ...(await importOriginal<typeof DemoMailboxModule>()),
  demoMailboxOn: () => true,
}));

// Seeded: the catalogue's courses are what the course and offer pages edit.
const getDb = setupTestDatabase({ seed: true });
const MATRIX_PASSWORD = "Matrix-Harbour-Lantern-77";

type Case = {
  name: string;
  file: string;
  kind: "loader" | "action";
  path: string;
  params?: Record<string, string>;
  form?: Record<string, string>;
  handler: RouteHandler;
  /** Managing staff: administrators only (other staff get 403 too). */
  adminOnly?: true;
};

async function fixtures() {
  const student = await makeUser(getDb(), { role: "student" });
  const staff = await makeUser(getDb(), { role: "staff", name: "Matrix Staff" });
  const admin = await makeUser(getDb(), { role: "staff", name: "Matrix Admin", isAdmin: true });
  const colleague = await makeUser(getDb(), { role: "staff", name: "Matrix Colleague" });
  // "Sign out other devices" asks for the password again: the staff member has a real one.
  await getDb()
    .update(users)
    .set({ passwordHash: await hashPassword(MATRIX_PASSWORD) })
    .where(eq(users.id, staff.id));
  await sessionCookie(colleague.id);
  const theLead = await makeLead(getDb());
  const theDoubt = await makeDoubt(getDb(), student.id);
  const theOrder = await makeOrder(getDb());
  const theJob = await makeJob(getDb(), { published: true });
  const theBatch = await makeBatch(getDb());
  const [theOffer] = await getDb()
    .insert(offers)
    .values({ courseId: "java-full-stack", priceRupees: 3999, endsAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const newBatchId = `matrix-${randomBytes(3).toString("hex")}`;
  return {
    student,
    staff,
    admin,
    colleague,
    theLead,
    theDoubt,
    theOrder,
    theJob,
    theBatch,
    theOffer,
    newBatchId,
  };
}

function cases(f: Awaited<ReturnType<typeof fixtures>>): Case[] {
  const h = (fn: unknown) => fn as RouteHandler;
  const jobForm = {
    intent: "save",
    role: "QA Engineer",
    company: "Testing Labs",
    location: "Pune",
    packageMinLpa: "3",
    packageMaxLpa: "5",
    experience: "Freshers",
    description: "Write and run manual and automated test cases for web applications.",
    requirements: "Selenium or Playwright\nSQL basics",
    applyUrl: "https://careers.example.com/qa",
    validThrough: "2099-01-01",
  };
  const batchForm = {
    intent: "save",
    name: f.theBatch.name,
    courseId: f.theBatch.courseId,
    startDate: f.theBatch.startDate,
    classDays: "0",
    startTime: "09:30",
    endTime: "11:00",
    mode: "online",
    seats: "30",
    state: "enrolling",
  };
  return [
    {
      name: "data requests",
      file: "routes/staff/data-requests.tsx",
      kind: "loader",
      path: `/staff/data-requests?email=${encodeURIComponent(f.student.email)}`,
      handler: h(dataRequests.loader),
      adminOnly: true,
    },
    {
      name: "data request erase",
      file: "routes/staff/data-requests.tsx",
      kind: "action",
      path: "/staff/data-requests",
      form: {
        intent: "erase",
        userId: f.student.id,
        reason: "The student asked by e-mail to erase their account.",
        confirmEmail: f.student.email,
      },
      handler: h(dataRequests.action),
      adminOnly: true,
    },
    {
      name: "demo mailbox",
      file: "routes/staff/demo-mailbox.tsx",
      kind: "loader",
      path: "/staff/demo-mailbox",
      handler: h(demoMailbox.loader),
    },
    {
      name: "courses",
      file: "routes/staff/courses.tsx",
      kind: "loader",
      path: "/staff/courses",
      handler: h(coursesPage.loader),
      adminOnly: true,
    },
    {
      name: "course",
      file: "routes/staff/course.tsx",
      kind: "loader",
      path: "/staff/courses/sql-database",
      params: { courseId: "sql-database" },
      handler: h(course.loader),
      adminOnly: true,
    },
    {
      name: "course edit",
      file: "routes/staff/course.tsx",
      kind: "action",
      path: "/staff/courses/sql-database",
      params: { courseId: "sql-database" },
      form: {
        priceRupees: "4999",
        regularPriceRupees: "8999",
        offerFloorRupees: "2500",
        durationWeeks: "9",
        level: "Beginner to Intermediate",
        saleStatus: "on_sale",
        summary: "Write SQL that answers real business questions, for the access matrix.",
      },
      handler: h(course.action),
      adminOnly: true,
    },
    {
      name: "batches",
      file: "routes/staff/batches.tsx",
      kind: "loader",
      path: "/staff/batches",
      handler: h(batchesPage.loader),
    },
    {
      name: "batch new",
      file: "routes/staff/batch-new.tsx",
      kind: "loader",
      path: "/staff/batches/new",
      handler: h(batchNew.loader),
      adminOnly: true,
    },
    {
      name: "batch create",
      file: "routes/staff/batch-new.tsx",
      kind: "action",
      path: "/staff/batches/new",
      form: { ...batchForm, id: f.newBatchId, name: "Matrix Batch" },
      handler: h(batchNew.action),
      adminOnly: true,
    },
    {
      name: "batch",
      file: "routes/staff/batch.tsx",
      kind: "loader",
      path: `/staff/batches/${f.theBatch.id}`,
      params: { batchId: f.theBatch.id },
      handler: h(batch.loader),
    },
    {
      name: "batch edit",
      file: "routes/staff/batch.tsx",
      kind: "action",
      path: `/staff/batches/${f.theBatch.id}`,
      params: { batchId: f.theBatch.id },
      form: { ...batchForm, seats: "12" },
      handler: h(batch.action),
      // Or the batch's trainers: batch-access.test.ts has the batch pages' matrix.
      adminOnly: true,
    },
    {
      name: "offers",
      file: "routes/staff/offers.tsx",
      kind: "loader",
      path: "/staff/offers",
      handler: h(offersPage.loader),
    },
    {
      name: "offer create",
      file: "routes/staff/offers.tsx",
      kind: "action",
      path: "/staff/offers",
      form: {
        intent: "create",
        courseId: "sql-database",
        priceRupees: "3000",
        endDate: istDateKey(new Date(Date.now() + 30 * 86_400_000)),
        endTime: "23:59",
      },
      handler: h(offersPage.action),
      adminOnly: true,
    },
    {
      name: "offer end",
      file: "routes/staff/offers.tsx",
      kind: "action",
      path: "/staff/offers",
      form: { intent: "end", offerId: f.theOffer.id },
      handler: h(offersPage.action),
    },
    {
      name: "layout",
      file: "routes/staff/layout.tsx",
      kind: "loader",
      path: "/staff",
      handler: h(layout.loader),
    },
    {
      name: "overview",
      file: "routes/staff/overview.tsx",
      kind: "loader",
      path: "/staff",
      handler: h(overview.loader),
    },
    {
      name: "leads",
      file: "routes/staff/leads.tsx",
      kind: "loader",
      path: "/staff/leads",
      handler: h(leadsPage.loader),
    },
    {
      name: "leads.csv",
      file: "routes/staff/leads-export.ts",
      kind: "loader",
      path: "/staff/leads.csv",
      handler: h(leadsExport.loader),
    },
    {
      name: "payments export",
      file: "routes/staff/payments-export.ts",
      kind: "loader",
      path: "/staff/payments/export",
      handler: h(paymentsExport.loader),
    },
    {
      name: "lead",
      file: "routes/staff/lead.tsx",
      kind: "loader",
      path: `/staff/leads/${f.theLead.id}`,
      params: { leadId: f.theLead.id },
      handler: h(lead.loader),
    },
    {
      name: "lead status",
      file: "routes/staff/lead.tsx",
      kind: "action",
      path: `/staff/leads/${f.theLead.id}`,
      params: { leadId: f.theLead.id },
      form: { status: "closed" },
      handler: h(lead.action),
    },
    {
      name: "doubts",
      file: "routes/staff/doubts.tsx",
      kind: "loader",
      path: "/staff/doubts",
      handler: h(doubtsPage.loader),
    },
    {
      name: "doubt",
      file: "routes/staff/doubt.tsx",
      kind: "loader",
      path: `/staff/doubts/${f.theDoubt.id}`,
      params: { doubtId: f.theDoubt.id },
      handler: h(doubt.loader),
    },
    {
      name: "doubt reply",
      file: "routes/staff/doubt.tsx",
      kind: "action",
      path: `/staff/doubts/${f.theDoubt.id}`,
      params: { doubtId: f.theDoubt.id },
      form: { reply: "Use select_related to avoid the N+1 queries here." },
      handler: h(doubt.action),
    },
    {
      name: "payments",
      file: "routes/staff/payments.tsx",
      kind: "loader",
      path: "/staff/payments",
      handler: h(payments.loader),
    },
    {
      name: "payments check waiting",
      file: "routes/staff/payments.tsx",
      kind: "action",
      path: "/staff/payments",
      form: { intent: "reconcile" },
      handler: h(payments.action),
    },
    {
      name: "payment",
      file: "routes/staff/payment.tsx",
      kind: "loader",
      path: `/staff/payments/${f.theOrder.id}`,
      params: { orderId: f.theOrder.id },
      handler: h(payment.loader),
    },
    {
      name: "payment verify",
      file: "routes/staff/payment.tsx",
      kind: "action",
      path: `/staff/payments/${f.theOrder.id}`,
      params: { orderId: f.theOrder.id },
      form: { intent: "verify" },
      handler: h(payment.action),
    },
    {
      name: "jobs",
      file: "routes/staff/jobs.tsx",
      kind: "loader",
      path: "/staff/jobs",
      handler: h(jobs.loader),
    },
    {
      name: "jobs unpublish",
      file: "routes/staff/jobs.tsx",
      kind: "action",
      path: "/staff/jobs",
      form: { intent: "unpublish", jobId: f.theJob.id },
      handler: h(jobs.action),
    },
    {
      name: "job new",
      file: "routes/staff/job-new.tsx",
      kind: "loader",
      path: "/staff/jobs/new",
      handler: h(jobNew.loader),
    },
    {
      name: "job create",
      file: "routes/staff/job-new.tsx",
      kind: "action",
      path: "/staff/jobs/new",
      form: jobForm,
      handler: h(jobNew.action),
    },
    {
      name: "job",
      file: "routes/staff/job.tsx",
      kind: "loader",
      path: `/staff/jobs/${f.theJob.id}`,
      params: { jobId: f.theJob.id },
      handler: h(job.loader),
    },
    {
      name: "job edit",
      file: "routes/staff/job.tsx",
      kind: "action",
      path: `/staff/jobs/${f.theJob.id}`,
      params: { jobId: f.theJob.id },
      form: { ...jobForm, location: "Chennai" },
      handler: h(job.action),
    },
    {
      name: "activity",
      file: "routes/staff/activity.tsx",
      kind: "loader",
      path: "/staff/activity",
      handler: h(activity.loader),
    },
    {
      name: "team",
      file: "routes/staff/team.tsx",
      kind: "loader",
      path: "/staff/team",
      handler: h(team.loader),
    },
    {
      name: "team sign-out",
      file: "routes/staff/team.tsx",
      kind: "action",
      path: "/staff/team",
      form: { intent: "sign-out", userId: f.colleague.id },
      handler: h(team.action),
      adminOnly: true,
    },
    {
      name: "account",
      file: "routes/staff/account.tsx",
      kind: "loader",
      path: "/staff/account",
      handler: h(account.loader),
    },
    {
      name: "account sign out other devices",
      file: "routes/staff/account.tsx",
      kind: "action",
      path: "/staff/account",
      form: { intent: "sign-out-others", currentPassword: MATRIX_PASSWORD },
      handler: h(account.action),
    },
  ];
}

async function call(c: Case, cookie?: string): Promise<RouteOutcome> {
  const request = staffRequest(c.path, { cookie, form: c.kind === "action" ? c.form : undefined });
  return callRoute(c.handler, request, c.params);
}

type RouteEntry = { path?: string; file: string; children?: unknown[] };

/**
 * Every route module under routes/staff/ in app/routes.ts, but the pages of
 * one batch (staff/batches/:batchId/...): batch-access.test.ts has their
 * role x route x batch matrix.
 */
function staffRouteFiles(entries: RouteEntry[] = routes as never): string[] {
  return entries.flatMap((e) => [
    ...(e.file.startsWith("routes/staff/") && !e.path?.startsWith("staff/batches/:batchId/") ? [e.file] : []),
    ...staffRouteFiles((e.children ?? []) as RouteEntry[]),
  ]);
}

describe("/staff route x role matrix", () => {
  it("covers every staff route module in app/routes.ts, with its loader and action", async () => {
    const f = await fixtures();
    const covered = cases(f);
    const modules: Record<string, Record<string, unknown>> = {
      "routes/staff/layout.tsx": layout,
      "routes/staff/overview.tsx": overview,
      "routes/staff/leads.tsx": leadsPage,
      "routes/staff/leads-export.ts": leadsExport,
      "routes/staff/payments-export.ts": paymentsExport,
      "routes/staff/lead.tsx": lead,
      "routes/staff/doubts.tsx": doubtsPage,
      "routes/staff/doubt.tsx": doubt,
      "routes/staff/payments.tsx": payments,
      "routes/staff/payment.tsx": payment,
      "routes/staff/jobs.tsx": jobs,
      "routes/staff/job-new.tsx": jobNew,
      "routes/staff/job.tsx": job,
      "routes/staff/activity.tsx": activity,
      "routes/staff/team.tsx": team,
      "routes/staff/account.tsx": account,
      "routes/staff/courses.tsx": coursesPage,
      "routes/staff/course.tsx": course,
      "routes/staff/batches.tsx": batchesPage,
      "routes/staff/batch-new.tsx": batchNew,
      "routes/staff/batch.tsx": batch,
      "routes/staff/offers.tsx": offersPage,
      "routes/staff/data-requests.tsx": dataRequests,
      "routes/staff/demo-mailbox.tsx": demoMailbox,
    };
    expect(Object.keys(modules).sort()).toEqual(staffRouteFiles().sort());
    for (const [file, mod] of Object.entries(modules)) {
      for (const kind of ["loader", "action"] as const) {
        const tested = covered.some((c) => c.file === file && c.kind === kind);
        expect(tested, `${kind} of ${file}`).toBe(typeof mod[kind] === "function");
      }
    }
  });

  it("anonymous: every loader and action redirects to /login and changes nothing (0 unauthorised successes)", async () => {
    const f = await fixtures();
    const results = await Promise.all(cases(f).map(async (c) => ({ c, r: await call(c) })));
    const successes = results.filter(({ r }) => !r.threw);
    expect(successes.map(({ c }) => c.name)).toEqual([]);
    for (const { c, r } of results) {
      expect(r.status, c.name).toBe(302);
      expect(r.location, c.name).toBe(`/login?redirectTo=${encodeURIComponent(c.path)}`);
    }
    await expectNothingChanged(f);
  });

  it("student: every loader and action answers 403 and changes nothing (0 unauthorised successes)", async () => {
    const f = await fixtures();
    const cookie = await sessionCookie(f.student.id);
    const results = await Promise.all(cases(f).map(async (c) => ({ c, r: await call(c, cookie) })));
    expect(results.filter(({ r }) => !r.threw).map(({ c }) => c.name)).toEqual([]);
    for (const { c, r } of results) expect(r.status, c.name).toBe(403);
    await expectNothingChanged(f);
  });

  it("a revoked or made-up session counts as anonymous", async () => {
    const f = await fixtures();
    const results = await Promise.all(cases(f).map((c) => call(c, "session=not-a-real-token")));
    expect(results.every((r) => r.threw && r.status === 302)).toBe(true);
  });

  it("staff: every loader and action succeeds, except managing staff, the catalogue and batches' details (403 without the admin flag)", async () => {
    const f = await fixtures();
    const cookie = await sessionCookie(f.staff.id);
    for (const c of cases(f)) {
      const r = await call(c, cookie);
      if (c.adminOnly) {
        expect([r.threw, r.status], c.name).toEqual([true, 403]);
        continue;
      }
      expect(r.threw, c.name).toBe(false);
      expect([200, 302], c.name).toContain(r.status);
    }
    const [l] = await getDb().select().from(leads).where(eq(leads.id, f.theLead.id));
    expect(l.status).toBe("closed");
    const [d] = await getDb().select().from(doubts).where(eq(doubts.id, f.theDoubt.id));
    expect(d.status).toBe("resolved");
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, f.colleague.id))).toHaveLength(1);
  });

  it("staff admin: managing staff succeeds", async () => {
    const f = await fixtures();
    const cookie = await sessionCookie(f.admin.id);
    for (const c of cases(f).filter((c) => c.adminOnly)) {
      const r = await call(c, cookie);
      expect([r.threw, r.status], c.name).toEqual([false, c.kind === "loader" ? 200 : 302]);
    }
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, f.colleague.id))).toHaveLength(0);
  });
});

async function expectNothingChanged(f: Awaited<ReturnType<typeof fixtures>>) {
  const [l] = await getDb().select().from(leads).where(eq(leads.id, f.theLead.id));
  const [d] = await getDb().select().from(doubts).where(eq(doubts.id, f.theDoubt.id));
  const [o] = await getDb().select().from(orders).where(eq(orders.id, f.theOrder.id));
  const [j] = await getDb().select().from(jobOpenings).where(eq(jobOpenings.id, f.theJob.id));
  const created = await getDb().select().from(jobOpenings).where(eq(jobOpenings.role, "QA Engineer"));
  const colleagueSessions = await getDb().select().from(sessions).where(eq(sessions.userId, f.colleague.id));
  const [offer] = await getDb().select().from(offers).where(eq(offers.id, f.theOffer.id));
  const [theBatch] = await getDb().select().from(batches).where(eq(batches.id, f.theBatch.id));
  const newBatch = await getDb().select().from(batches).where(eq(batches.id, f.newBatchId));
  expect([offer.endedAt, theBatch.seats, newBatch.length]).toEqual([null, 30, 0]);
  expect([
    l.status,
    d.status,
    o.status,
    j.published,
    j.location,
    created.length,
    colleagueSessions.length,
  ]).toEqual(["new", "open", "pending_verification", true, "Bengaluru", 0, 1]);
}
