// Rows for the staff console's tests (server modules, route x role matrix,
// browser journey). Inserted directly: these tests are about what staff do
// with leads, doubts, orders and jobs, not about how visitors create them.
import { randomBytes } from "node:crypto";
import type { Db } from "../../app/server/db/client.server";
import {
  batches,
  doubts,
  enrolments,
  jobOpenings,
  leads,
  orders,
  uploads,
  users,
} from "../../app/server/db/schema.server";
import { testContext } from "../support/request-context";

const unique = () => randomBytes(4).toString("hex");

export async function makeUser(
  database: Db,
  opts: {
    role?: "student" | "staff";
    name?: string;
    email?: string;
    isAdmin?: boolean;
    /** Established accounts have confirmed their address; pass false for one that has not. */
    emailVerified?: boolean;
  } = {},
) {
  const [user] = await database
    .insert(users)
    .values({
      email: opts.email ?? `${opts.role ?? "student"}-${unique()}@example.com`,
      name: opts.name ?? (opts.role === "staff" ? "Priya Trainer" : "Asha Student"),
      // Not a real hash: these users never sign in with a password.
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$not-a-real-hash",
      role: opts.role ?? "student",
      isAdmin: opts.isAdmin ?? false,
      emailVerifiedAt: opts.emailVerified === false ? null : new Date(),
    })
    .returning();
  return user;
}

export async function makeLead(database: Db, values: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await database
    .insert(leads)
    .values({
      kind: "contact",
      name: "Ravi Kumar",
      email: `ravi-${unique()}@example.com`,
      message: "Please call me about the Python batch.",
      ...values,
    })
    .returning();
  return lead;
}

/** An enrolment row as it is after payment (active) or signup (pending). */
export async function enrol(
  database: Db,
  userId: string,
  batchId: string,
  state: "pending" | "active" = "active",
) {
  await database
    .insert(enrolments)
    .values({ userId, batchId, state, activatedAt: state === "active" ? new Date() : null })
    .onConflictDoNothing();
}

export async function makeUpload(database: Db, ownerUserId: string | null, purpose: "doubt" | "payment") {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const [row] = await database
    .insert(uploads)
    .values({
      ownerUserId,
      purpose,
      filename: `${purpose}-proof.png`,
      contentType: "image/png",
      size: png.byteLength,
      data: png,
    })
    .returning({ id: uploads.id });
  return row.id;
}

export async function makeDoubt(
  database: Db,
  userId: string,
  values: Partial<typeof doubts.$inferInsert> = {},
) {
  const [doubt] = await database
    .insert(doubts)
    .values({
      userId,
      title: "Django migrations fail on a renamed field",
      description:
        "After renaming a model field, makemigrations asks whether I renamed it and then migrate fails.",
      ...values,
    })
    .returning();
  return doubt;
}

/** A batch of an on-sale course (the catalogue must be seeded) with this many seats. */
export async function makeBatch(database: Db, values: Partial<typeof batches.$inferInsert> = {}) {
  const [batch] = await database
    .insert(batches)
    .values({
      id: `batch-${unique()}`,
      name: `Test Batch ${unique()}`,
      courseId: "python-full-stack",
      startDate: "2099-01-05",
      classDays: [0, 2, 4],
      startTime: "09:30",
      endTime: "11:00",
      mode: "online",
      seats: 30,
      state: "enrolling",
      ...values,
    })
    .returning();
  return batch;
}

export async function makeOrder(database: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await database
    .insert(orders)
    .values({
      id: `TP-${unique().toUpperCase()}`,
      courseKey: "python-full-stack",
      amountRupees: 4999,
      status: "pending_verification",
      utr: "412345678901",
      payerName: "Meena Iyer",
      payerEmail: `meena-${unique()}@example.com`,
      payerPhone: "+91 98765 43210",
      ...values,
    })
    .returning();
  return order;
}

export async function makeJob(database: Db, values: Partial<typeof jobOpenings.$inferInsert> = {}) {
  const [job] = await database
    .insert(jobOpenings)
    .values({
      id: `job-${unique()}`,
      role: "Junior Data Analyst",
      company: "Insight Analytics",
      location: "Bengaluru",
      packageMinLpa: 4,
      packageMaxLpa: 6.5,
      description:
        "Clean and analyse sales data, build dashboards and present weekly findings to the business team.",
      requirements: [
        "SQL joins and window functions",
        "Excel or Google Sheets",
        "Basic Python (pandas)",
        "Clear written English",
      ],
      applyUrl: "https://careers.example.com/jobs/123",
      postedAt: "2026-11-01",
      validThrough: "2099-12-31",
      ...values,
    })
    .returning();
  return job;
}

/** A Cookie header for a new session of this user (what the browser sends after signing in). */
export async function sessionCookie(userId: string): Promise<string> {
  const { createSession } = await import("../../app/server/auth.server");
  return (await createSession(userId)).split(";")[0];
}

/** A request as a browser sends it: same-origin, with the session cookie when given. */
export function staffRequest(
  path: string,
  opts: { cookie?: string; method?: "GET" | "POST"; form?: Record<string, string> } = {},
): Request {
  const headers = new Headers({ origin: "http://localhost" });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const init: RequestInit = { method: opts.method ?? (opts.form ? "POST" : "GET"), headers };
  if (opts.form) init.body = new URLSearchParams(opts.form);
  return new Request(`http://localhost${path}`, init);
}

type Reply = {
  status?: string;
  initialValue?: Record<string, unknown>;
  error?: Record<string, string[] | null>;
};

/**
 * Posts a form to a staff route action as the browser would: a redirect
 * (post/redirect/get) or a refusal, whose reply is Conform's result.
 */
export async function postAction(
  action: (args: never) => Promise<unknown>,
  path: string,
  params: Record<string, string>,
  form: Record<string, string>,
  cookie: string,
) {
  const request = staffRequest(path, { cookie, form });
  const result = (await action({ request, params, context: testContext() } as never)) as
    Response | { data: { result?: Reply }; init: { status: number } };
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location"), reply: null };
  // A refused form answers { status: "error", result }: the reply is Conform's result.
  return { status: result.init.status, location: null, reply: result.data.result ?? null };
}

/** A staff member and the Cookie header of their new session. */
export async function staffWithCookie(database: Db, opts: { name?: string; isAdmin?: boolean } = {}) {
  const staff = await makeUser(database, {
    role: "staff",
    name: opts.name ?? "Action Tester",
    isAdmin: opts.isAdmin,
  });
  return { staff, cookie: await sessionCookie(staff.id) };
}
