import { createServer, type Server } from "node:net";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { outbox } from "./db/schema.server";
import {
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
  const sent: { to: string; subject: string; text: string; from: string }[] = [];
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
    await enqueueEmail({ to: "staff@example.com", subject: "New contact lead", body: "Hello" });
    const result = await processOutboxOnce({ transport: null });
    expect(result).toEqual({ sent: 0, logged: 1, retrying: 0, failed: 0 });
    const [row] = await rows();
    expect(row.status).toBe("logged");
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("sends through the transport and marks the e-mail sent", async () => {
    await enqueueEmail({ to: "staff@example.com", subject: "New enquiry lead", body: "Body text" });
    const { transport, sent } = recordingTransport();
    const result = await processOutboxOnce({ transport, from: "site@example.com" });
    expect(result.sent).toBe(1);
    expect(sent).toEqual([
      { from: "site@example.com", to: "staff@example.com", subject: "New enquiry lead", text: "Body text" },
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
    await enqueueEmail({ to: "staff@example.com", subject: "s", body: "b" });
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
    await enqueueEmail({ to: "staff@example.com", subject: "s", body: "b" });
    await getDb()
      .update(outbox)
      .set({ attempts: OUTBOX_SETTINGS.maxAttempts - 1 });
    const { transport } = recordingTransport(99);
    expect((await processOutboxOnce({ transport })).failed).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: OUTBOX_SETTINGS.maxAttempts });
  });

  it("leaves a claimed e-mail pending, to be retried after the lease, when the sender dies mid-send", async () => {
    await enqueueEmail({ to: "staff@example.com", subject: "s", body: "b" });
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

describe("the outbox worker", () => {
  it("delivers queued e-mails on its own and stops cleanly", async () => {
    await enqueueEmail({ to: "a@example.com", subject: "one", body: "1" });
    await enqueueEmail({ to: "b@example.com", subject: "two", body: "2" });
    const { transport, sent } = recordingTransport();
    startOutboxWorker({ pollMs: 50, transport });
    await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(2);
    await enqueueEmail({ to: "c@example.com", subject: "three", body: "3" });
    await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(3);
    await stopOutboxWorker();
    await enqueueEmail({ to: "d@example.com", subject: "four", body: "4" });
    await new Promise((r) => setTimeout(r, 200));
    expect(sent).toHaveLength(3);
    const [four] = await getDb().select().from(outbox).where(eq(outbox.subject, "four"));
    expect(four.status).toBe("pending");
  });
});

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver one message. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = "";
    let data = "";
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(data);
            data = "";
            socket.write("250 OK queued\r\n");
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-fake.smtp\r\n250 8BITMIME\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0, messages });
    }),
  );
}

describe("SMTP delivery with nodemailer", () => {
  it("sends the staff notification to a real SMTP server", async () => {
    const smtp = await fakeSmtpServer();
    try {
      await enqueueEmail({
        to: "staff@example.com",
        subject: "New contact lead from Asha",
        body: "Kind: contact",
      });
      const transport = nodemailer.createTransport(`smtp://127.0.0.1:${smtp.port}`);
      const result = await processOutboxOnce({ transport, from: "site@example.com" });
      transport.close();
      expect(result.sent).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain("Subject: New contact lead from Asha");
      expect(smtp.messages[0]).toContain("Kind: contact");
    } finally {
      smtp.server.close();
    }
  });
});
