import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { confirmAddress } from "../../../tests/setup/email-links";
import { get, post, run } from "../../../tests/support/routes";
import { authTiming, registerStudent } from "~/server/accounts.server";
import { createSession, hashPassword } from "~/server/auth.server";
import { classSessions, doubts, uploads, users } from "~/server/db/schema.server";
import { enrolByHand } from "~/server/enrolments.server";
import { loader as feedLoader } from "../resources/calendar-feed";
import { loader as uploadLoader } from "../resources/upload";
import { action as doubtsAction, loader as doubtsLoader } from "./doubts";
import { loader as doubtLoader } from "./doubt";
import { loader as examsLoader } from "./exams";
import { loader as homeLoader } from "./home";
import { loader as layoutLoader } from "./layout";
import { action as profileAction } from "./profile";
import { loader as remindersLoader } from "./reminders";
import { action as scheduleAction, loader as scheduleLoader } from "./schedule";

const getDb = setupTestDatabase({ seed: true });

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

interface Student {
  id: string;
  cookie: string;
  email: string;
}

async function newStudent(name: string, batch: "python-a" | "java-a" = "python-a"): Promise<Student> {
  const email = `${name.toLowerCase().replace(/\W/g, ".")}.${crypto.randomUUID().slice(0, 6)}@example.com`;
  const result = await registerStudent({
    fullName: name,
    email,
    mobile: "9876543210",
    batch,
    password: "password123",
    confirmPassword: "password123",
  });
  if (!result.ok || !result.userId) throw new Error("signup failed");
  // These students have opened the verification link (staff enrol only confirmed addresses).
  await confirmAddress(getDb(), email);
  const setCookie = await createSession(result.userId);
  return { id: result.userId, cookie: setCookie.split(";")[0], email };
}

let asha: Student;
let ravi: Student;
let staffCookie: string;
let trainer: { id: string; name: string };

beforeAll(async () => {
  authTiming.signupMs = 0;
  asha = await newStudent("Asha Menon");
  ravi = await newStudent("Ravi Teja", "java-a");
  const [staff] = await getDb()
    .insert(users)
    .values({
      email: "trainer.portal@example.com",
      name: "Sneha Kulkarni",
      passwordHash: await hashPassword("staff pass 1"),
      role: "staff",
    })
    .returning({ id: users.id });
  staffCookie = (await createSession(staff.id)).split(";")[0];
  trainer = { id: staff.id, name: "Sneha Kulkarni" };
});

async function askDoubt(student: Student, fields: Record<string, string | Blob>) {
  return run(doubtsAction as never, post("/dashboard/doubts?ask=1", fields, student.cookie));
}

describe("demo portal (signed out)", () => {
  it("shows the sample student, 7 of 12 modules, flagged as the demo", async () => {
    const res = await run(layoutLoader as never, get("/dashboard"));
    expect(res.status).toBe(200);
    expect(res.data.demo).toBe(true);
    expect(res.data.student).toMatchObject({ name: "Priya Sharma", completedModules: 7, totalModules: 12 });
    const home = await run(homeLoader as never, get("/dashboard"));
    expect(home.data.sessions.length).toBe(3);
    expect(home.data.nextExam.totalMarks).toBe(60);
  });

  it("does not let a visitor change anything: posting a doubt sends them to sign in", async () => {
    const res = await run(
      doubtsAction as never,
      post("/dashboard/doubts", { title: "Hi", description: "There" }),
    );
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("sends a visitor's post made with JavaScript (a .data request) to sign in and back to the page, not to its data URL", async () => {
    const res = await run(
      doubtsAction as never,
      post("/dashboard/doubts.data?ask=1&_routes=routes%2Fportal%2Fdoubts", {
        title: "Hi",
        description: "There",
      }),
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/login?redirectTo=${encodeURIComponent("/dashboard/doubts?ask=1")}`);
    const res2 = await run(
      profileAction as never,
      post("/dashboard/profile", { email: "x@example.com", phone: "9876543210" }),
    );
    expect(res2.location).toMatch(/^\/login/);
  });

  it("offers the demo batch's reminders as an .ics download", async () => {
    const res = await run(remindersLoader as never, get("/dashboard/schedule/reminders.ics"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    expect(res.data).toContain("BEGIN:VEVENT");
    expect(res.data).toContain("TRIGGER:-PT15M");
  });
});

describe("signed-in student", () => {
  it("sees their own name and chosen batch with 0 of 12 modules, not the demo, pending until paid (decision 12)", async () => {
    const res = await run(layoutLoader as never, get("/dashboard", asha.cookie));
    expect(res.data.demo).toBe(false);
    expect(res.data.student).toMatchObject({
      name: "Asha Menon",
      completedModules: 0,
      batchName: "Python Full Stack - Batch A",
    });
    expect(res.data.access).toBe(false);
    expect(res.data.enrolment).toMatchObject({ state: "pending", batchId: "python-a", order: null });
    const home = await run(homeLoader as never, get("/dashboard", asha.cookie));
    expect(home.data).toMatchObject({ sessions: [], materials: [], nextExam: null });
    const exams = await run(examsLoader as never, get("/dashboard/exams", asha.cookie));
    expect(exams.data.exams).toEqual([]);
    const schedule = await run(scheduleLoader as never, get("/dashboard/schedule", asha.cookie));
    expect(schedule.data.days.flatMap((d: { sessions: unknown[] }) => d.sessions)).toEqual([]);
    const reminders = await run(
      remindersLoader as never,
      get("/dashboard/schedule/reminders.ics", asha.cookie),
    );
    expect(reminders.data).not.toContain("BEGIN:VEVENT");
  });

  it("once active, sees the batch's classes, exams and materials, and a one-time 'You're in' notice", async () => {
    const student = await newStudent("Kavya Rao");
    const [row] = await getDb().select().from(users).where(eq(users.id, student.id));
    const done = await enrolByHand(trainer, "python-a", {
      email: row.email,
      route: "cash",
      reason: "Paid at the desk",
    });
    expect(done.ok).toBe(true);
    const first = await run(layoutLoader as never, get("/dashboard", student.cookie));
    expect(first.data).toMatchObject({ access: true, activationNotice: "Python Full Stack - Batch A" });
    const again = await run(layoutLoader as never, get("/dashboard", student.cookie));
    expect(again.data.activationNotice).toBeNull();
    const home = await run(homeLoader as never, get("/dashboard", student.cookie));
    expect(home.data.sessions).toHaveLength(3);
    expect(home.data.materials.length).toBeGreaterThan(0);
  });

  it("staff get 403 from the student portal", async () => {
    const res = await run(layoutLoader as never, get("/dashboard", staffCookie));
    expect(res.status).toBe(403);
  });

  it("a doubt without title or description is refused with 'Please fill in both title and description.'", async () => {
    const res = await askDoubt(asha, { title: "  ", description: "" });
    expect(res.status).toBe(400);
    expect(res.data.fieldErrors.title).toBe("Please fill in both title and description.");
    expect(res.data.message).toEqual({
      title: "Missing Information",
      description: "Please fill in both title and description.",
    });
  });

  it("a doubt with a PNG is stored open with its image, and shows up in their list", async () => {
    const res = await askDoubt(asha, {
      title: "Why does my loop skip items?",
      description: "I remove items from a list while looping over it.",
      image: new File([PNG], "screen.png", { type: "image/png" }),
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/dashboard/doubts");
    const list = await run(doubtsLoader as never, get("/dashboard/doubts", asha.cookie));
    const mine = list.data.doubts.find((d: { title: string }) => d.title === "Why does my loop skip items?");
    expect(mine).toMatchObject({ status: "open", reply: null });
    expect(mine.attachment.url).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
  });

  it.each([
    [
      "an image over 2 MB",
      (() => {
        const b = new Uint8Array(2 * 1024 * 1024 + 1);
        b.set(PNG);
        return new File([b], "big.png", { type: "image/png" });
      })(),
      [400, 413],
      "The image is larger than 2 MB. Please choose a smaller image.",
    ],
    [
      "an SVG",
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "x.svg", {
        type: "image/svg+xml",
      }),
      [400],
      "Please attach a PNG, JPEG or WebP image.",
    ],
    [
      "HTML renamed .png",
      new File(["<html><script>alert(1)</script></html>"], "photo.png", { type: "image/png" }),
      [400],
      "Please attach a PNG, JPEG or WebP image.",
    ],
  ])("rejects %s with a clear message and stores nothing", async (_name, file, statuses, message) => {
    const before = (await getDb().select().from(uploads)).length;
    const res = await askDoubt(asha, {
      title: "Attachment test",
      description: "See the file",
      image: file as File,
    });
    expect(statuses).toContain(res.status);
    expect(res.data.fieldErrors.image).toBe(message);
    expect((await getDb().select().from(uploads)).length).toBe(before);
  });
});

describe("uploads are served only to their owner and staff", () => {
  let url = "";
  beforeAll(async () => {
    await askDoubt(asha, {
      title: "Screenshot",
      description: "Error screen",
      image: new File([PNG], "error.png", { type: "image/png" }),
    });
    const [row] = await getDb().select().from(doubts).where(eq(doubts.title, "Screenshot"));
    url = `/uploads/${row.attachmentId}`;
  });
  const fetchUpload = (cookie?: string) =>
    run(uploadLoader as never, get(url, cookie), { id: url.split("/")[2] });

  it("the owner gets the image with Content-Disposition and nosniff", async () => {
    const res = await fetchUpload(asha.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="error.png"');
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
  it("staff can open it (to answer the doubt)", async () => {
    expect((await fetchUpload(staffCookie)).status).toBe(200);
  });
  it("another student and a visitor get 404", async () => {
    expect((await fetchUpload(ravi.cookie)).status).toBe(404);
    expect((await fetchUpload()).status).toBe(404);
  });
});

describe("no student can read another student's data (IDOR -> 404)", () => {
  it("another student's doubt page is 404, like a missing one", async () => {
    const [d] = await getDb().select().from(doubts).where(eq(doubts.userId, asha.id)).limit(1);
    const theirs = await run(doubtLoader as never, get(`/dashboard/doubts/${d.id}`, ravi.cookie), {
      doubtId: d.id,
    });
    expect(theirs.status).toBe(404);
    const missing = await run(doubtLoader as never, get("/dashboard/doubts/nope", ravi.cookie), {
      doubtId: "nope",
    });
    expect(missing.status).toBe(404);
    const own = await run(doubtLoader as never, get(`/dashboard/doubts/${d.id}`, asha.cookie), {
      doubtId: d.id,
    });
    expect(own.status).toBe(200);
  });

  it("the sample student's doubts are not reachable by a signed-in student", async () => {
    const res = await run(doubtLoader as never, get("/dashboard/doubts/sample-doubt-1", ravi.cookie), {
      doubtId: "sample-doubt-1",
    });
    expect(res.status).toBe(404);
  });

  it("a profile save changes only the signed-in student, whatever ids the form carries", async () => {
    const res = await run(
      profileAction as never,
      post(
        "/dashboard/profile",
        { email: ravi.email, phone: "+91 90000 11111", userId: asha.id, id: asha.id },
        ravi.cookie,
      ),
    );
    expect(res.status).toBe(302);
    const [a] = await getDb().select().from(users).where(eq(users.id, asha.id));
    const [r] = await getDb().select().from(users).where(eq(users.id, ravi.id));
    expect(a.phone).toBe("9876543210");
    expect(r.phone).toBe("+91 90000 11111");
  });
});

describe("profile", () => {
  it("saves the phone with 'Profile Updated'", async () => {
    const res = await run(
      profileAction as never,
      post("/dashboard/profile", { phone: "+91 91111 22222" }, asha.cookie),
    );
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().join()).toContain("flash=");
  });

  it("never changes the e-mail from the profile form (nor says which addresses have accounts)", async () => {
    const res = await run(
      profileAction as never,
      post("/dashboard/profile", { email: ravi.email.toUpperCase(), phone: "9876543210" }, asha.cookie),
    );
    expect(res.status).toBe(302);
    const [a] = await getDb().select().from(users).where(eq(users.id, asha.id));
    expect(a.email).toBe(asha.email);
  });

  it("refuses a bad phone, keeping the input", async () => {
    const bad = await run(
      profileAction as never,
      post("/dashboard/profile", { email: asha.email, phone: "call me" }, asha.cookie),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors.phone).toBe("Please enter a valid mobile number.");
    expect(bad.data.values.phone).toBe("call me");
  });
});

describe("private calendar feed", () => {
  async function feedFor(student: Student) {
    const res = await run(
      scheduleAction as never,
      post("/dashboard/schedule", { intent: "reset-feed" }, student.cookie),
    );
    return res.data.newFeedUrl.split("/calendar/")[1] as string;
  }

  it("is made by the signed-in student only, shown once, and stored as a hash", async () => {
    const demo = await run(scheduleLoader as never, get("/dashboard/schedule"));
    expect(demo.data.signedIn).toBe(false);
    expect(demo.data.days).toHaveLength(7);
    const made = await run(
      scheduleAction as never,
      post("/dashboard/schedule", { intent: "reset-feed" }, asha.cookie),
    );
    expect(made.data.newFeedUrl).toMatch(/\/calendar\/[a-f0-9]{32}\.ics$/);
    const token = made.data.newFeedUrl.match(/([a-f0-9]{32})\.ics$/)[1];
    const mine = await run(scheduleLoader as never, get("/dashboard/schedule", asha.cookie));
    expect(mine.data.feedCreatedAt).not.toBeNull();
    expect(JSON.stringify(mine.data)).not.toContain(token);
    const [row] = await getDb().select().from(users).where(eq(users.id, asha.id));
    expect(JSON.stringify(row)).not.toContain(token);
    const signedOut = await run(
      scheduleAction as never,
      post("/dashboard/schedule", { intent: "reset-feed" }),
    );
    expect(signedOut.status).toBe(302);
  });

  it("stops answering the old link once the student resets it", async () => {
    const old = await feedFor(asha);
    expect((await run(feedLoader as never, get(`/calendar/${old}`), { file: old })).status).toBe(200);
    const fresh = await feedFor(asha);
    expect((await run(feedLoader as never, get(`/calendar/${old}`), { file: old })).status).toBe(404);
    expect((await run(feedLoader as never, get(`/calendar/${fresh}`), { file: fresh })).status).toBe(200);
  });

  it("is empty (but valid) while the enrolment is pending, and fills in once it is active", async () => {
    const file = await feedFor(ravi);
    const pending = await run(feedLoader as never, get(`/calendar/${file}`), { file });
    expect(pending.status).toBe(200);
    expect(pending.data).toContain("BEGIN:VCALENDAR");
    expect(pending.data).not.toContain("BEGIN:VEVENT");
    const [row] = await getDb().select().from(users).where(eq(users.id, ravi.id));
    await enrolByHand(trainer, "java-a", {
      email: row.email,
      route: "bank_transfer",
      reason: "NEFT received",
    });
    const active = await run(feedLoader as never, get(`/calendar/${file}`), { file });
    expect(active.data).toContain("BEGIN:VEVENT");
  });

  it("serves the batch's classes and exams in Asia/Kolkata, and updates when a session changes", async () => {
    const file = await feedFor(ravi);
    const first = await run(feedLoader as never, get(`/calendar/${file}`), { file });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(first.data).toContain("DTSTART;TZID=Asia/Kolkata:");
    expect(first.data).toContain("X-WR-CALNAME:TechPro Academy: Java Full Stack - Batch A");
    expect(first.data).toContain("Exam: Spring Boot Mid-term");

    const [session] = await getDb()
      .select()
      .from(classSessions)
      .where(and(eq(classSessions.batchId, "java-a"), ne(classSessions.type, "Exam")))
      .limit(1);
    await getDb()
      .update(classSessions)
      .set({ title: "Moved: Spring Security deep dive", updatedAt: new Date() })
      .where(eq(classSessions.id, session.id));
    const again = await run(feedLoader as never, get(`/calendar/${file}`, undefined), { file });
    expect(again.data.replace(/\r\n /g, "")).toContain("Moved: Spring Security deep dive");
    expect(again.headers.get("etag")).not.toBe(first.headers.get("etag"));

    const cached = await run(
      feedLoader as never,
      new Request(`http://localhost:3000/calendar/${file}`, {
        headers: { "if-none-match": again.headers.get("etag")! },
      }),
      { file },
    );
    expect(cached.status).toBe(304);
  });

  it("leaves out exams that have ended (their links are for the sitting only), keeping past classes", async () => {
    const file = await feedFor(ravi);
    const [exam] = await getDb()
      .insert(classSessions)
      .values({
        batchId: "java-a",
        title: "Ended mock exam",
        startsAt: new Date(Date.now() - 3 * 3_600_000),
        durationMinutes: 60,
        meetLink: "https://exams.example.com/ended-mock",
        instructor: "Examiner",
        type: "Exam",
        status: "exam",
      })
      .returning();
    const [lecture] = await getDb()
      .insert(classSessions)
      .values({
        batchId: "java-a",
        title: "Yesterday's lecture",
        startsAt: new Date(Date.now() - 24 * 3_600_000),
        durationMinutes: 60,
        meetLink: "https://meet.example.com/yesterday",
        instructor: "Trainer",
        type: "Live Class",
        status: "completed",
      })
      .returning();
    const feed = (await run(feedLoader as never, get(`/calendar/${file}`), { file })).data.replace(
      /\r\n /g,
      "",
    );
    expect(feed).not.toContain("ended-mock");
    expect(feed).toContain("Yesterday's lecture");
    await getDb().delete(classSessions).where(eq(classSessions.id, exam.id));
    await getDb().delete(classSessions).where(eq(classSessions.id, lecture.id));
  });

  it("answers 404 for an unknown or malformed token", async () => {
    for (const file of ["0123456789abcdef0123456789abcdef.ics", "../etc/passwd", "x.ics"]) {
      expect((await run(feedLoader as never, get(`/calendar/${file}`), { file })).status).toBe(404);
    }
  });
});
