import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { callAction, callLoader, formRequest } from "../../../tests/support/actions";
import { setupTestDatabase } from "../../../tests/setup/db";
import { jobOpenings, leads } from "~/server/db/schema.server";
import type { LeadFormActionData } from "~/lib/public-form";
import { action, loader } from "./enrol";

const getDb = setupTestDatabase();

const JOB = {
  id: "test-junior-data-analyst",
  role: "Junior Data Analyst",
  company: "Insightful Analytics Pvt Ltd",
  location: "Bengaluru",
  packageMinLpa: 4,
  packageMaxLpa: 6,
  description: "Analyse sales data.",
  requirements: ["SQL", "Excel", "Python", "Communication"],
  applyUrl: "/enrol?intent=apply&job=test-junior-data-analyst",
  postedAt: "2026-11-01",
  validThrough: "2027-01-31",
};

beforeAll(async () => {
  await getDb()
    .insert(jobOpenings)
    .values([JOB, { ...JOB, id: "test-unpublished", role: "Hidden Role", published: false }]);
});

type ErrorBody = Extract<LeadFormActionData, { status: "error" }>;

async function leadByToken(token: string) {
  return getDb().select().from(leads).where(eq(leads.idempotencyKey, token));
}

describe("enrol loader: pre-filled from ?intent=&course=&job=", () => {
  it("pre-selects the course of a course page's Enroll button and remembers that page", async () => {
    const data = await callLoader(loader, "/enrol?intent=enrol&course=azure-cloud", {
      referer: "http://localhost/courses/azure-cloud",
    });
    expect(data).toMatchObject({ intent: "enrol", course: "azure-cloud", job: null, jobMissing: false });
    expect(data.sourcePage).toBe("/courses/azure-cloud");
  });

  it("ignores an unknown course and intent, and a foreign Referer", async () => {
    const data = await callLoader(loader, "/enrol?intent=hack&course=cobol", {
      referer: "https://evil.example/x",
    });
    expect(data).toMatchObject({ intent: "enrol", course: null, sourcePage: null });
  });

  it("shows a published job's role and company for Apply Now", async () => {
    const data = await callLoader(loader, `/enrol?intent=apply&job=${JOB.id}`);
    expect(data.job).toEqual({ id: JOB.id, role: JOB.role, company: JOB.company, location: "Bengaluru" });
  });

  it.each(["no-such-job", "test-unpublished", "%00", "x".repeat(500), "' or 1=1 --"])(
    "handles the missing or unknown job %j gracefully",
    async (job) => {
      const data = await callLoader(loader, `/enrol?intent=apply&job=${encodeURIComponent(job)}`);
      expect(data).toMatchObject({ intent: "apply", job: null, jobMissing: true });
    },
  );
});

describe("enrol action (POST /enrol)", () => {
  const person = { name: "Ravi Kumar", email: "ravi.kumar@example.com", phone: "+91 98765 43210" };

  it("stores an enrolment enquiry with its course and intent", async () => {
    const token = randomUUID();
    const answer = await callAction(
      action,
      formRequest("/enrol?intent=enrol&course=azure-cloud", {
        ...person,
        intent: "enrol",
        course: "azure-cloud",
        message: "",
        formToken: token,
        sourcePage: "/courses/azure-cloud",
      }),
    );
    expect(answer.body).toEqual({ status: "success" });
    const rows = await leadByToken(token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "enquiry",
      intent: "enrol",
      course: "azure-cloud",
      name: "Ravi Kumar",
      phone: "+91 98765 43210",
      message: null,
      sourcePage: "/courses/azure-cloud",
    });
  });

  it.each([
    ["join", "enquiry"],
    ["request-course", "enquiry"],
    ["request-info", "enquiry"],
    ["refer", "referral"],
  ] as const)("stores intent %s as a lead of kind %s", async (intent, kind) => {
    const token = randomUUID();
    const answer = await callAction(
      action,
      formRequest("/enrol", {
        ...person,
        intent,
        message: "I was referred by Priya Sharma; data engineering please",
        formToken: token,
      }),
    );
    expect(answer.status).toBe(200);
    expect((await leadByToken(token))[0]).toMatchObject({ kind, intent });
  });

  it("links a job application to the published opening, with its role and company as the subject", async () => {
    const token = randomUUID();
    await callAction(
      action,
      formRequest("/enrol", { ...person, intent: "apply", job: JOB.id, formToken: token }),
    );
    expect((await leadByToken(token))[0]).toMatchObject({
      kind: "apply",
      jobId: JOB.id,
      subject: "Junior Data Analyst at Insightful Analytics Pvt Ltd",
    });
  });

  it("stores an application for an unknown job without a job link", async () => {
    const token = randomUUID();
    const answer = await callAction(
      action,
      formRequest("/enrol", { ...person, intent: "apply", job: "gone", formToken: token }),
    );
    expect(answer.status).toBe(200);
    expect((await leadByToken(token))[0]).toMatchObject({ kind: "apply", jobId: null, subject: null });
  });

  it("asks who is referred when a referral has no details (400, input kept)", async () => {
    const answer = await callAction<ErrorBody>(
      action,
      formRequest("/enrol", { ...person, intent: "refer", message: "" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.result.error).toEqual({
      message: ["Please tell us who you are referring, or who referred you (at least 10 characters)."],
    });
    expect(answer.body.result.initialValue).toMatchObject({ name: "Ravi Kumar", intent: "refer" });
  });

  it("answers 400 with the contact form's messages for a bad name and e-mail, and an unknown course", async () => {
    const answer = await callAction<ErrorBody>(
      action,
      formRequest("/enrol", { name: "R", email: "ravi", intent: "enrol", course: "cobol", phone: "abc" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.result.error).toEqual({
      name: ["Name must be at least 2 characters."],
      email: ["Please enter a valid email address."],
      course: ["Please choose a course from the list."],
      phone: ["Please enter a valid phone number."],
    });
  });

  it("stores one row for a double submit, nothing for the honeypot", async () => {
    const token = randomUUID();
    const fields = { ...person, intent: "request-info", formToken: token };
    await callAction(action, formRequest("/enrol", fields));
    await callAction(action, formRequest("/enrol", fields));
    expect(await leadByToken(token)).toHaveLength(1);
    const botToken = randomUUID();
    const bot = await callAction(
      action,
      formRequest("/enrol", { ...fields, formToken: botToken, website: "x" }),
    );
    expect(bot.body).toEqual({ status: "success" });
    expect(await leadByToken(botToken)).toHaveLength(0);
  });
});

describe("enquiry without JavaScript: post/redirect/get", () => {
  it("answers a valid post with 303 to the same enquiry (intent, course) with ?sent=1, the lead stored", async () => {
    const token = randomUUID();
    const answer = await callAction(
      action,
      formRequest("/enrol?intent=request-info&course=java-full-stack", {
        name: "Meena Iyer",
        email: "meena.iyer@example.com",
        intent: "request-info",
        course: "java-full-stack",
        formToken: token,
      }),
      { document: true },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/enrol?intent=request-info&course=java-full-stack&sent=1");
    expect(await leadByToken(token)).toHaveLength(1);
  });

  it("shows the thank-you state for that intent and course at ?sent=1, without a form token", async () => {
    const page = await callLoader(loader, "/enrol?intent=request-info&course=java-full-stack&sent=1");
    expect(page).toMatchObject({
      intent: "request-info",
      course: "java-full-stack",
      sent: true,
      formToken: "",
    });
  });
});
