/**
 * Property-based fuzzing of the three public lead form actions: whatever
 * arrives (any fields, any text, any encoding, any size), the action never
 * throws and never answers 5xx, and a post that is not answered 200 stores
 * nothing. 1,000 runs per form in the normal suite (FUZZ_RUNS raises it).
 */
import { count } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { callAction, uniqueIp } from "../../../tests/support/actions";
import { setupTestDatabase } from "../../../tests/setup/db";
import { leads } from "~/server/db/schema.server";
import { action as contactAction } from "./contact";
import { action as enrolAction } from "./enrol";
import { action as subscribeAction } from "./subscribe";

const getDb = setupTestDatabase();
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const FIELD_NAMES = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "course",
  "intent",
  "job",
  "website",
  "formToken",
  "sourcePage",
  "__intent__",
  "__state__",
  "a[0]",
  "a[99999999]",
  "__proto__",
  "constructor",
  "x.y",
  "",
];

const SPECIAL_VALUES = [
  "",
  " ",
  "\u0000",
  "\r\n",
  "asha@example.com",
  "Asha Rao",
  "A",
  "Course Information",
  "Other",
  "azure-cloud",
  "refer",
  "apply",
  "request-course",
  "Please call me after 6 pm about the batch.",
  "{",
  '{"type":"reset","payload":{}}',
  "[]",
  "null",
  "//evil.example",
  "/courses/python-full-stack",
  "00000000-0000-4000-8000-000000000000",
  "<script>alert(1)</script>",
  "' or 1=1 --",
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_VALUES) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 12_000 }).map((n) => "m".repeat(n)) },
);

/** Mostly well-formed submissions, so that the storing path is exercised as much as the rejecting one. */
const plausible = fc
  .record(
    {
      name: fc.oneof(fc.constantFrom("Asha Rao", "Ravi", "Li"), text),
      email: fc.oneof(
        fc.constantFrom("asha@example.com", "ravi.kumar@example.co.in"),
        fc.emailAddress(),
        text,
      ),
      phone: fc.oneof(fc.constantFrom("", "+91 98765 43210"), text),
      subject: fc.oneof(
        fc.constantFrom("Course Information", "Enrollment", "Payment", "Career Services", "Other"),
        text,
      ),
      message: fc.oneof(fc.constantFrom("When does the next batch start, please?"), text),
      course: fc.oneof(fc.constantFrom("", "azure-cloud", "sql-database"), text),
      intent: fc.oneof(
        fc.constantFrom("enrol", "join", "refer", "apply", "request-course", "request-info"),
        text,
      ),
      job: text,
      website: fc.oneof({ weight: 5, arbitrary: fc.constant("") }, { weight: 1, arbitrary: text }),
      formToken: fc.oneof(fc.uuid(), text),
    },
    { requiredKeys: [] },
  )
  .map((record) => Object.entries(record) as [string, string][]);

/** Valid submissions with at most one field swapped for fuzz, so most of them are stored. */
const nearlyValid = fc
  .tuple(
    fc.record({
      name: fc.constantFrom("Asha Rao", "Ravi Kumar", "Li Na", "Zoë D'Souza", "  Priya  "),
      email: fc.oneof(fc.constantFrom("asha@example.com", "Ravi.Kumar@example.co.in"), fc.emailAddress()),
      phone: fc.constantFrom("", "+91 98765 43210", "(080) 4123-4567"),
      subject: fc.constantFrom("Course Information", "Enrollment", "Payment", "Career Services", "Other"),
      message: fc.constantFrom(
        "When does the next batch start, please?",
        "I was referred by Priya Sharma, thanks!",
      ),
      course: fc.constantFrom("", "azure-cloud", "sql-database"),
      intent: fc.constantFrom("enrol", "join", "refer", "apply", "request-course", "request-info"),
      formToken: fc.uuid(),
    }),
    fc.option(fc.tuple(fc.constantFrom(...FIELD_NAMES), text)),
  )
  .map(([record, swap]) => {
    const pairs = Object.entries(record) as [string, string][];
    if (swap) pairs.push(swap);
    return pairs;
  });

const anyPairs = fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), text), { maxLength: 14 });

type Body =
  | { kind: "urlencoded"; pairs: [string, string][] }
  | { kind: "multipart"; pairs: [string, string][]; fileField: string | null }
  | { kind: "raw"; bytes: Uint8Array; contentType: string };

const body: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .oneof(nearlyValid, plausible, anyPairs)
      .map((pairs) => ({ kind: "urlencoded", pairs }) as const),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(nearlyValid, plausible, anyPairs), fc.option(fc.constantFrom(...FIELD_NAMES)))
      .map(([pairs, fileField]) => ({ kind: "multipart", pairs, fileField }) as const),
  },
  {
    // Bodies around the size cap (128 KB): some just under, most over.
    weight: 1,
    arbitrary: fc
      .tuple(nearlyValid, fc.integer({ min: 100_000, max: 1_100_000 }))
      .map(([pairs, size]): Body => ({
        kind: "urlencoded",
        pairs: [...pairs, ["message", "z".repeat(size)]],
      })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=----fuzz",
          "multipart/form-data",
          "application/json",
          "text/plain",
          "",
        ),
      )
      .map(([bytes, contentType]) => ({ kind: "raw", bytes, contentType }) as const),
  },
);

const input = fc.record({
  body,
  // One in ten posts comes from a shared address, so rate limiting is fuzzed too.
  sharedIp: fc.boolean().map((b) => b && Math.random() < 0.2),
  referer: fc.option(
    fc.oneof(
      fc.constantFrom("http://localhost/courses", "https://evil.example/"),
      fc.string({ maxLength: 30 }),
    ),
  ),
});

function toRequest(path: string, b: Body, referer: string | null): Request {
  const headers = new Headers();
  if (referer !== null) {
    try {
      headers.set("referer", referer);
    } catch {
      // not a valid header value: send none
    }
  }
  if (b.kind === "urlencoded") {
    return new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(b.pairs),
      headers,
    });
  }
  if (b.kind === "multipart") {
    const form = new FormData();
    for (const [name, value] of b.pairs) form.append(name, value);
    if (b.fileField !== null) form.append(b.fileField, new Blob(["%PDF-1.7 fuzz"]), "cv.pdf");
    return new Request(`http://localhost${path}`, { method: "POST", body: form, headers });
  }
  if (b.contentType) headers.set("content-type", b.contentType);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: b.bytes as Uint8Array<ArrayBuffer>,
    headers,
  });
}

async function leadCount() {
  const [row] = await getDb().select({ n: count() }).from(leads);
  return row.n;
}

const SHARED_IP = "192.0.2.77";
const ANSWERS = [200, 400, 413, 429];

async function fuzz(path: string, action: (args: never) => unknown) {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(input, async ({ body: b, sharedIp, referer }) => {
      const before = await leadCount();
      const answer = await callAction(action, toRequest(path, b, referer), {
        ip: sharedIp ? SHARED_IP : uniqueIp(),
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(ANSWERS).toContain(answer.status);
      if (answer.status !== 200) expect(await leadCount()).toBe(before);
    }),
    { numRuns: RUNS },
  );
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
}

describe(`fuzzing the lead form actions (${RUNS} runs each): never a throw, never a 5xx`, () => {
  it("POST /contact", { timeout: 600_000 }, async () => {
    const statuses = await fuzz("/contact", contactAction);
    console.info("contact fuzz statuses", statuses, "leads stored", await leadCount());
    expect(statuses[200]).toBeGreaterThan(0);
    expect(statuses[400]).toBeGreaterThan(0);
    expect(statuses[413]).toBeGreaterThan(0);
  });

  it("POST /enrol", { timeout: 600_000 }, async () => {
    const statuses = await fuzz("/enrol", enrolAction);
    console.info("enrol fuzz statuses", statuses);
    expect(statuses[200]).toBeGreaterThan(0);
    expect(statuses[400]).toBeGreaterThan(0);
  });

  it("POST /subscribe", { timeout: 600_000 }, async () => {
    const statuses = await fuzz("/subscribe", subscribeAction);
    console.info("subscribe fuzz statuses", statuses);
    expect(statuses[200]).toBeGreaterThan(0);
    expect(statuses[400]).toBeGreaterThan(0);
  });
});
