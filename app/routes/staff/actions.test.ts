// Each staff operation through its route action, against a real database:
// a valid post changes the data and redirects (post/redirect/get); bad input
// answers 400 with the message next to the field and the input kept.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, doubts, jobOpenings, leads, orders, users } from "~/server/db/schema.server";
import { setupTestDatabase } from "../../../tests/setup/db";
import {
  makeDoubt,
  makeJob,
  makeLead,
  makeOrder,
  makeUser,
  postAction,
  sessionCookie,
  staffRequest,
  staffWithCookie,
} from "../../../tests/setup/staff-fixtures";
import * as doubtRoute from "./doubt";
import * as jobRoute from "./job";
import * as jobNewRoute from "./job-new";
import * as jobsRoute from "./jobs";
import * as leadRoute from "./lead";
import * as leadsExport from "./leads-export";
import * as paymentRoute from "./payment";
import * as teamRoute from "./team";
import { testContext } from "../../../tests/support/request-context";

const getDb = setupTestDatabase();

const staffCookie = (name?: string) => staffWithCookie(getDb(), { name });
const post = postAction;

const validJob = {
  intent: "save",
  role: "Cloud Support Associate",
  company: "Nimbus Cloud Services",
  location: "Hyderabad",
  packageMinLpa: "3.5",
  packageMaxLpa: "6",
  experience: "Freshers",
  description:
    "Help customers run workloads on Azure: triage tickets, reproduce issues and write clear fixes.",
  requirements: "Azure fundamentals (AZ-900)\n- Linux command line\n\nNetworking basics",
  whyChoose: "",
  applyUrl: "https://careers.example.com/nimbus/cloud-support",
  validThrough: "2099-03-31",
};

describe("lead status action", () => {
  it("sets the status with who and when, then redirects back to the lead", async () => {
    const { staff, cookie } = await staffCookie("Kiran Admissions");
    const lead = await makeLead(getDb());
    const res = await post(
      leadRoute.action,
      `/staff/leads/${lead.id}`,
      { leadId: lead.id },
      { status: "contacted", note: "Called at 11" },
      cookie,
    );
    expect(res).toMatchObject({ status: 302, location: `/staff/leads/${lead.id}?done=status` });
    const [row] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: "contacted", statusChangedBy: staff.id });
  });

  it("answers 400 for an unknown status, keeping the note", async () => {
    const { cookie } = await staffCookie();
    const lead = await makeLead(getDb());
    const res = await post(
      leadRoute.action,
      `/staff/leads/${lead.id}`,
      { leadId: lead.id },
      { status: "archived", note: "keep me" },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.reply?.error?.status).toEqual(["Choose a status."]);
    expect(res.reply?.initialValue).toMatchObject({ note: "keep me" });
  });
});

describe("doubt reply action", () => {
  it("resolves the doubt with the trainer's name and sends them back to the queue", async () => {
    const { staff, cookie } = await staffCookie("Rahul Sharma");
    const doubt = await makeDoubt(getDb(), (await makeUser(getDb())).id);
    const reply = "Use a OneToOneField with related_name='profile', then access user.profile in the view.";
    const res = await post(
      doubtRoute.action,
      `/staff/doubts/${doubt.id}`,
      { doubtId: doubt.id },
      { reply },
      cookie,
    );
    expect(res).toMatchObject({ status: 302, location: "/staff/doubts?done=replied" });
    const [row] = await getDb().select().from(doubts).where(eq(doubts.id, doubt.id));
    expect(row).toMatchObject({
      status: "resolved",
      reply,
      repliedBy: "Rahul Sharma",
      repliedByUserId: staff.id,
    });
  });

  it("answers 400 for a blank or too-short reply, keeping what was typed", async () => {
    const { cookie } = await staffCookie();
    const doubt = await makeDoubt(getDb(), (await makeUser(getDb())).id);
    const blank = await post(
      doubtRoute.action,
      `/staff/doubts/${doubt.id}`,
      { doubtId: doubt.id },
      { reply: "   " },
      cookie,
    );
    expect(blank.status).toBe(400);
    expect(blank.reply?.error?.reply).toEqual(["Write a reply for the student."]);
    const short = await post(
      doubtRoute.action,
      `/staff/doubts/${doubt.id}`,
      { doubtId: doubt.id },
      { reply: "See docs" },
      cookie,
    );
    expect(short.status).toBe(400);
    expect(short.reply?.error?.reply).toEqual(["The reply must be at least 10 characters."]);
    expect(short.reply?.initialValue).toMatchObject({ reply: "See docs" });
    const [row] = await getDb().select().from(doubts).where(eq(doubts.id, doubt.id));
    expect(row.status).toBe("open");
  });

  it("answers 409 when another trainer answered first, naming them", async () => {
    const first = await staffCookie("First Trainer");
    const second = await staffCookie("Second Trainer");
    const doubt = await makeDoubt(getDb(), (await makeUser(getDb())).id);
    await post(
      doubtRoute.action,
      `/staff/doubts/${doubt.id}`,
      { doubtId: doubt.id },
      { reply: "The first answer wins here." },
      first.cookie,
    );
    const late = await post(
      doubtRoute.action,
      `/staff/doubts/${doubt.id}`,
      { doubtId: doubt.id },
      { reply: "A later answer, not sent." },
      second.cookie,
    );
    expect(late.status).toBe(409);
    expect(late.reply?.error?.[""]).toEqual([
      "First Trainer has already answered this doubt. Your reply was not sent.",
    ]);
  });

  it("a doubt that does not exist is a 404", async () => {
    const { cookie } = await staffCookie();
    await expect(
      post(
        doubtRoute.action,
        "/staff/doubts/nope",
        { doubtId: "nope" },
        { reply: "Long enough reply text." },
        cookie,
      ),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("payment decision action", () => {
  it("verifies a pending payment", async () => {
    const { staff, cookie } = await staffCookie();
    const order = await makeOrder(getDb());
    const res = await post(
      paymentRoute.action,
      `/staff/payments/${order.id}`,
      { orderId: order.id },
      { intent: "verify" },
      cookie,
    );
    expect(res).toMatchObject({ status: 302, location: "/staff/payments?done=verified" });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "verified", verifiedBy: staff.id });
  });

  it("rejects with a reason, and answers 400 without one", async () => {
    const { cookie } = await staffCookie();
    const order = await makeOrder(getDb());
    const noReason = await post(
      paymentRoute.action,
      `/staff/payments/${order.id}`,
      { orderId: order.id },
      { intent: "reject", reason: "" },
      cookie,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.reply?.error?.reason).toEqual(["Give the payer a reason for the rejection."]);
    const res = await post(
      paymentRoute.action,
      `/staff/payments/${order.id}`,
      { orderId: order.id },
      { intent: "reject", reason: "The UTR belongs to a payment of ₹499, not ₹4,999." },
      cookie,
    );
    expect(res).toMatchObject({ status: 302, location: "/staff/payments?done=rejected" });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: "rejected",
      rejectionReason: "The UTR belongs to a payment of ₹499, not ₹4,999.",
    });
  });

  it("answers 409 for an order that is no longer pending", async () => {
    const { cookie } = await staffCookie();
    const order = await makeOrder(getDb(), { status: "verified" });
    const res = await post(
      paymentRoute.action,
      `/staff/payments/${order.id}`,
      { orderId: order.id },
      { intent: "verify" },
      cookie,
    );
    expect(res.status).toBe(409);
    expect(res.reply?.error?.[""]).toEqual(["This order is already verified; nothing was changed."]);
  });
});

describe("job opening actions", () => {
  it("creates an opening, published when the box is ticked", async () => {
    const { cookie } = await staffCookie();
    const res = await post(
      jobNewRoute.action,
      "/staff/jobs/new",
      {},
      { ...validJob, published: "on" },
      cookie,
    );
    expect(res).toMatchObject({
      status: 302,
      location: "/staff/jobs/cloud-support-associate-nimbus-cloud-services?done=created",
    });
    const [row] = await getDb()
      .select()
      .from(jobOpenings)
      .where(eq(jobOpenings.id, "cloud-support-associate-nimbus-cloud-services"));
    expect(row).toMatchObject({
      published: true,
      packageMinLpa: 3.5,
      requirements: ["Azure fundamentals (AZ-900)", "Linux command line", "Networking basics"],
      validThrough: "2099-03-31",
    });
  });

  it("creates an unpublished opening when the box is not ticked", async () => {
    const { cookie } = await staffCookie();
    const res = await post(
      jobNewRoute.action,
      "/staff/jobs/new",
      {},
      { ...validJob, company: "Hidden Co" },
      cookie,
    );
    const id = res.location!.split("/").at(-1)!.split("?")[0];
    const [row] = await getDb().select().from(jobOpenings).where(eq(jobOpenings.id, id));
    expect(row.published).toBe(false);
  });

  it("answers 400 with a message on each bad field, keeping the input", async () => {
    const { cookie } = await staffCookie();
    const res = await post(
      jobNewRoute.action,
      "/staff/jobs/new",
      {},
      {
        ...validJob,
        packageMinLpa: "9",
        packageMaxLpa: "4",
        applyUrl: "careers page",
        validThrough: "2099-02-30",
        requirements: "\n \n",
        role: "",
      },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.reply?.error).toMatchObject({
      role: ["Enter the role."],
      applyUrl: ["Enter the full apply link, starting with https://."],
      validThrough: ["Enter a real date."],
      requirements: ["List at least one requirement, one per line."],
    });
    expect(res.reply?.initialValue).toMatchObject({
      company: "Nimbus Cloud Services",
      applyUrl: "careers page",
    });
    const minMax = await post(
      jobNewRoute.action,
      "/staff/jobs/new",
      {},
      { ...validJob, packageMinLpa: "9", packageMaxLpa: "4" },
      cookie,
    );
    expect(minMax.reply?.error?.packageMaxLpa).toEqual(["The maximum package must be at least the minimum."]);
  });

  it("edits an opening (valid-through included) and audits the change", async () => {
    const { cookie } = await staffCookie("Placement Cell");
    const job = await makeJob(getDb());
    const res = await post(
      jobRoute.action,
      `/staff/jobs/${job.id}`,
      { jobId: job.id },
      { ...validJob, role: job.role, company: job.company, validThrough: "2099-05-01" },
      cookie,
    );
    expect(res).toMatchObject({ status: 302, location: `/staff/jobs/${job.id}?done=saved` });
    const [row] = await getDb().select().from(jobOpenings).where(eq(jobOpenings.id, job.id));
    expect(row).toMatchObject({ location: "Hyderabad", validThrough: "2099-05-01", published: true });
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, job.id));
    expect(entry).toMatchObject({ action: "job.updated", actorName: "Placement Cell" });
  });

  it("unpublishes and publishes from the opening's page and from the list", async () => {
    const { cookie } = await staffCookie();
    const job = await makeJob(getDb(), { published: true });
    expect(
      await post(
        jobRoute.action,
        `/staff/jobs/${job.id}`,
        { jobId: job.id },
        { intent: "unpublish" },
        cookie,
      ),
    ).toMatchObject({
      location: `/staff/jobs/${job.id}?done=unpublished`,
    });
    expect((await getDb().select().from(jobOpenings).where(eq(jobOpenings.id, job.id)))[0].published).toBe(
      false,
    );
    expect(
      await post(jobsRoute.action, "/staff/jobs", {}, { intent: "publish", jobId: job.id }, cookie),
    ).toMatchObject({
      location: "/staff/jobs?done=published",
    });
    expect((await getDb().select().from(jobOpenings).where(eq(jobOpenings.id, job.id)))[0].published).toBe(
      true,
    );
    const missing = (await jobsRoute.action({
      request: staffRequest("/staff/jobs", { cookie, form: { intent: "publish" } }),
      params: {},
      context: testContext(),
    } as never)) as {
      init: { status: number };
    };
    expect(missing.init.status).toBe(400);
  });
});

describe("leads CSV export", () => {
  it("downloads the current filter as CSV, formula cells neutralised", async () => {
    const { cookie } = await staffCookie();
    await makeLead(getDb(), {
      kind: "chat",
      name: '=HYPERLINK("http://evil.example","click")',
      email: "csv@example.com",
      message: 'Line one,\nline "two"',
      createdAt: new Date("2026-07-15T06:00:00Z"),
    });
    await makeLead(getDb(), {
      kind: "contact",
      name: "Not In Filter",
      createdAt: new Date("2026-07-15T06:00:00Z"),
    });
    const request = staffRequest("/staff/leads.csv?kind=chat&from=2026-07-15&to=2026-07-15", { cookie });
    const res = (await leadsExport.loader({
      request,
      params: {},
      context: testContext(),
    } as never)) as Response;
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark, for Excel
    const text = await res.text(); // (text() drops the byte-order mark)
    expect(text.startsWith("Received (IST),Kind,Status,Name,E-mail")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines).toHaveLength(3); // header, one lead (its message's \n is inside quotes), final empty
    expect(lines[1]).toContain(
      `2026-07-15 11:30,Chat,New,"'=HYPERLINK(""http://evil.example"",""click"")",csv@example.com`,
    );
    expect(lines[1]).toContain(`"Line one,\nline ""two"""`);
    expect(text).not.toContain("Not In Filter");
  });
});

describe("team actions (administrators)", () => {
  it("removes a colleague's account, but never the administrator's own", async () => {
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true, name: "Head Admin" });
    const cookie = await sessionCookie(admin.id);
    const leaving = await makeUser(getDb(), { role: "staff", name: "Leaving Trainer" });
    const res = await post(
      teamRoute.action,
      "/staff/team",
      {},
      { intent: "remove", userId: leaving.id },
      cookie,
    );
    expect(res).toMatchObject({ status: 302, location: "/staff/team?done=removed" });
    expect(await getDb().select().from(users).where(eq(users.id, leaving.id))).toHaveLength(0);
    const self = (await teamRoute.action({
      request: staffRequest("/staff/team", { cookie, form: { intent: "remove", userId: admin.id } }),
      params: {},
      context: testContext(),
    } as never)) as { data: { error: string }; init: { status: number } };
    expect([self.init.status, self.data.error]).toEqual([400, "You cannot remove your own account."]);
  });

  it("signs a colleague out everywhere", async () => {
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
    const trainer = await makeUser(getDb(), { role: "staff" });
    await sessionCookie(trainer.id);
    const res = await post(
      teamRoute.action,
      "/staff/team",
      {},
      { intent: "sign-out", userId: trainer.id },
      await sessionCookie(admin.id),
    );
    expect(res).toMatchObject({ status: 302, location: "/staff/team?done=signed-out" });
  });
});
