import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { claimUnderPlanFromEmptyTable } from "../../tests/support/kept-plan";
import { startSmtpReceiver } from "../../tests/support/smtp-receiver";
import { composeEmail } from "./email-template.server";
import { outbox } from "./db/schema.server";
import {
  claimDueQuery,
  enqueueEmail,
  type MailTransport,
  OUTBOX_SETTINGS,
  outboxBackoffSeconds,
  processOutboxOnce,
  startOutboxWorker,
  stopOutboxWorker,
} from "./outbox.server";

const getDb = setupTestDatabase();

function recordingTransport(failTimes = 0) {
  const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
  let failures = 0;
  const transport: MailTransport = {
    async sendMail(message) {
      if (failures < failTimes) {
        failures++;
        throw new Error("421 Service not available");
      }
      sent.push(message);
    },
  };
  return { transport, sent };
}

async function rows() {
  return getDb().select().from(outbox);
}

beforeEach(async () => {
  await getDb().delete(outbox);
});

describe("outboxBackoffSeconds", () => {
  it("doubles from 30 seconds and stops growing at 6 hours", () => {
    expect([1, 2, 3, 4].map(outboxBackoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(outboxBackoffSeconds(20)).toBe(6 * 60 * 60);
  });
});

describe("processOutboxOnce", () => {
  it("without SMTP logs each due e-mail and marks it logged", async () => {
    await enqueueEmail({
      to: "staff@example.com",
      subject: "New contact lead",
      text: "Hello",
      html: "<p>Hello</p>",
    });
    const result = await processOutboxOnce({ transport: null });
    expect(result).toEqual({ sent: 0, logged: 1, retrying: 0, failed: 0 });
    const [row] = await rows();
    expect(row.status).toBe("logged");
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("sends through the transport and marks the e-mail sent", async () => {
    await enqueueEmail({
      to: "staff@example.com",
      subject: "New enquiry lead",
      text: "Body text",
      html: "<p>Body text</p>",
    });
    const { transport, sent } = recordingTransport();
    const result = await processOutboxOnce({ transport, from: "site@example.com" });
    expect(result.sent).toBe(1);
    expect(sent).toEqual([
      {
        from: "site@example.com",
        to: "staff@example.com",
        subject: "New enquiry lead",
        text: "Body text",
        html: "<p>Body text</p>",
      },
    ]);
    expect((await rows())[0].status).toBe("sent");
    // Nothing is sent twice.
    expect(await processOutboxOnce({ transport, from: "site@example.com" })).toEqual({
      sent: 0,
      logged: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it("retries a failed send with back-off, keeping the error", async () => {
    await enqueueEmail({ to: "staff@example.com", subject: "s", text: "b", html: "<p>b</p>" });
    const { transport, sent } = recordingTransport(1);
    expect((await processOutboxOnce({ transport })).retrying).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "421 Service not available" });
    const waitMs = row.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(20_000);
    expect(waitMs).toBeLessThanOrEqual(31_000);
    // Not due yet: nothing happens.
    expect((await processOutboxOnce({ transport })).sent).toBe(0);
    // Once due, it goes out.
    await getDb()
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect((await processOutboxOnce({ transport })).sent).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(sent).toHaveLength(1);
  });

  it("marks an e-mail failed after the last attempt, and keeps it", async () => {
    await enqueueEmail({ to: "staff@example.com", subject: "s", text: "b", html: "<p>b</p>" });
    await getDb()
      .update(outbox)
      .set({ attempts: OUTBOX_SETTINGS.maxAttempts - 1 });
    const { transport } = recordingTransport(99);
    expect((await processOutboxOnce({ transport })).failed).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: OUTBOX_SETTINGS.maxAttempts });
  });

  it("leaves a claimed e-mail pending, to be retried after the lease, when the sender dies mid-send", async () => {
    await enqueueEmail({ to: "staff@example.com", subject: "s", text: "b", html: "<p>b</p>" });
    // A transport that never answers stands for a process killed while sending.
    const hanging: MailTransport = { sendMail: () => new Promise(() => {}) };
    void processOutboxOnce({ transport: hanging });
    await expect.poll(async () => (await rows())[0].attempts).toBe(1);
    const [row] = await rows();
    expect(row.status).toBe("pending");
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(
      (OUTBOX_SETTINGS.leaseSeconds - 10) * 1000,
    );
    // Another instance (or the restarted process) skips it until the lease runs out, then sends it.
    const { transport, sent } = recordingTransport();
    expect((await processOutboxOnce({ transport })).sent).toBe(0);
    await getDb()
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect((await processOutboxOnce({ transport })).sent).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe("a backlog of e-mails", () => {
  async function queueMany(n: number) {
    await getDb()
      .insert(outbox)
      .values(
        Array.from({ length: n }, (_, i) => ({ to: `s${i}@example.com`, subject: `n${i}`, body: `${i}` })),
      );
  }

  it("without SMTP, logs a backlog larger than one batch, every e-mail once", async () => {
    await queueMany(OUTBOX_SETTINGS.loggedBatchSize * 2 + 5);
    const result = await processOutboxOnce({ transport: null });
    expect(result.logged).toBe(OUTBOX_SETTINGS.loggedBatchSize * 2 + 5);
    const all = await rows();
    expect(all.every((row) => row.status === "logged" && row.attempts === 1 && row.sentAt)).toBe(true);
  });

  it("lets other work run between batches, not only after the whole backlog", async () => {
    await queueMany(OUTBOX_SETTINGS.loggedBatchSize * 3);
    // What a waiting request sees when it gets its turn: how many e-mails are done by then.
    const seen: number[] = [];
    let running = true;
    const watch = () => {
      if (!running) return;
      void getDb()
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.status, "logged"))
        .then((done) => seen.push(done.length));
      setImmediate(watch);
    };
    const run = processOutboxOnce({ transport: null });
    setImmediate(watch);
    await run;
    running = false;
    expect(seen.some((n) => n > 0 && n < OUTBOX_SETTINGS.loggedBatchSize * 3)).toBe(true);
  });

  it("ends a run between batches when the worker is stopping, leaving the rest pending", async () => {
    await queueMany(OUTBOX_SETTINGS.loggedBatchSize * 2);
    let batches = 0;
    const result = await processOutboxOnce({ transport: null, stopping: () => batches++ >= 1 });
    expect(result.logged).toBe(OUTBOX_SETTINGS.loggedBatchSize);
    const pending = (await rows()).filter((row) => row.status === "pending");
    expect(pending).toHaveLength(OUTBOX_SETTINGS.loggedBatchSize);
  });
});

describe("claiming due e-mails", () => {
  it("claims at most a batch, even with a plan made while the outbox was empty (the picking runs once, not per outbox row)", async () => {
    const claimed = await claimUnderPlanFromEmptyTable(getDb(), {
      table: "outbox",
      claim: claimDueQuery(100),
      fill: sql`
        insert into outbox (id, "to", subject, body)
        select gen_random_uuid()::text, 'visitor' || g || '@example.com', 'Enquiry ' || g, 'Hello'
          from generate_series(1, 1500) g`,
    });
    // As `id in (… limit 100 for update skip locked)` under that plan: all 1,500, in a second.
    expect(claimed).toHaveLength(100);
    expect(new Set(claimed).size).toBe(100);
  });
});

describe("the outbox worker", () => {
  it("delivers queued e-mails on its own and stops cleanly", async () => {
    await enqueueEmail({ to: "a@example.com", subject: "one", text: "1", html: "<p>1</p>" });
    await enqueueEmail({ to: "b@example.com", subject: "two", text: "2", html: "<p>2</p>" });
    const { transport, sent } = recordingTransport();
    startOutboxWorker({ pollMs: 50, transport });
    await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(2);
    await enqueueEmail({ to: "c@example.com", subject: "three", text: "3", html: "<p>3</p>" });
    await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(3);
    await stopOutboxWorker();
    await enqueueEmail({ to: "d@example.com", subject: "four", text: "4", html: "<p>4</p>" });
    await new Promise((r) => setTimeout(r, 200));
    expect(sent).toHaveLength(3);
    const [four] = await getDb().select().from(outbox).where(eq(outbox.subject, "four"));
    expect(four.status).toBe("pending");
  });
});

describe("SMTP delivery with nodemailer, to a real SMTP receiver", () => {
  it("delivers a text part and a branded HTML part, then keeps only who, what subject and when", async () => {
    const smtp = await startSmtpReceiver();
    const transport = smtp.transport();
    try {
      await enqueueEmail(
        composeEmail({
          to: "asha@example.com",
          subject: "Your doubt has been answered",
          greeting: "Hello Asha,",
          paragraphs: ["Use a stable key <not the index>."],
          action: { label: "See it in your portal", url: "http://localhost:3000/dashboard/doubts" },
        }),
      );
      expect((await processOutboxOnce({ transport, from: "site@example.com" })).sent).toBe(1);
      const mail = await smtp.waitFor("asha@example.com", /answered/);
      expect(mail.text).toContain("Hello Asha,");
      expect(mail.text).toContain("See it in your portal: http://localhost:3000/dashboard/doubts");
      expect(mail.html).toContain("TechPro Academy");
      expect(mail.html).toContain("Use a stable key &lt;not the index&gt;.");
      expect(mail.html).toContain('href="http://localhost:3000/dashboard/doubts"');
      const [row] = await rows();
      expect(row).toMatchObject({ status: "sent", body: "", html: null });
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("gives bulk e-mail an unsubscribe link and List-Unsubscribe headers (one-click)", async () => {
    const smtp = await startSmtpReceiver();
    const transport = smtp.transport();
    try {
      const unsubscribeUrl = "http://localhost:3000/unsubscribe?token=abc";
      await enqueueEmail(
        composeEmail({
          to: "reader@example.com",
          subject: "New batches in December",
          paragraphs: ["Python and Java batches start on 1 December."],
          unsubscribeUrl,
        }),
      );
      await processOutboxOnce({ transport });
      const mail = await smtp.waitFor("reader@example.com");
      expect(mail.header("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
      expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
      expect(mail.html).toContain(`href="${unsubscribeUrl.replace("&", "&amp;")}"`);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe("nothing secret kept or logged", () => {
  it("without SMTP, logs neither the text nor the address in full, and removes the text", async () => {
    const lines: string[] = [];
    const { logger } = await import("./logger.server");
    const spy = vi.spyOn(logger, "info").mockImplementation(((obj: unknown, msg?: string) => {
      lines.push(JSON.stringify(obj) + (msg ?? ""));
    }) as never);
    await enqueueEmail({
      to: "asha@example.com",
      subject: "Reset your password",
      text: "Open http://localhost:3000/reset-password?token=SECRET-TOKEN",
      html: "<a href='http://localhost:3000/reset-password?token=SECRET-TOKEN'>x</a>",
    });
    expect((await processOutboxOnce({ transport: null })).logged).toBe(1);
    spy.mockRestore();
    expect(lines.join("\n")).not.toContain("SECRET-TOKEN");
    expect(lines.join("\n")).not.toContain("asha@example.com");
    expect(lines.join("\n")).toContain("a***@example.com");
    const [row] = await rows();
    expect(row).toMatchObject({ status: "logged", body: "", html: null });
  });

  it("gives up an e-mail not delivered within the retention period and removes its text", async () => {
    await enqueueEmail({ to: "a@example.com", subject: "old", text: "token=OLD", html: "<p>token=OLD</p>" });
    await enqueueEmail({ to: "b@example.com", subject: "failed", text: "token=F", html: "<p>token=F</p>" });
    await getDb()
      .update(outbox)
      .set({
        createdAt: sql`now() - make_interval(hours => ${OUTBOX_SETTINGS.retentionHours + 1})`,
        nextAttemptAt: sql`now() + interval '1 hour'`,
      });
    await getDb().update(outbox).set({ status: "failed" }).where(eq(outbox.subject, "failed"));
    await processOutboxOnce({ transport: recordingTransport().transport });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "failed", body: "", html: null });
      expect(row.lastError).toMatch(/not delivered within 48 hours/);
    }
  });
});
