import { inArray, sql } from "drizzle-orm";
import { setImmediate as nextTurn } from "node:timers/promises";
import nodemailer from "nodemailer";
import { db, queryRows, type Tx } from "./db/client.server";
import { type OutboxAttachment, outbox } from "./db/schema.server";
import { renderAttachment } from "./documents/attachments.server";
import type { EmailMessage } from "./email-template.server";
import { demoMailboxOn } from "./demo-mailbox.server";
import { env, siteConfig } from "./env.server";
import { logger, maskEmail } from "./logger.server";

/**
 * Queues an e-mail (made by composeEmail). Call it inside the transaction
 * that stores what the e-mail is about, so that the record and its
 * notification land together. The outbox worker sends it; without an SMTP
 * server it is only noted in the log (never its text: links in it are keys).
 */
export async function enqueueEmail(message: EmailMessage, tx?: Tx) {
  await (tx ?? db()).insert(outbox).values({
    to: message.to,
    subject: message.subject,
    body: message.text,
    html: message.html,
    headers: message.headers ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
  });
}

// ---------------------------------------------------------------- worker
// Delivery is at-least-once: an e-mail is claimed by pushing its next attempt
// out by a lease, then marked sent. A process that dies mid-send leaves the
// row pending, and it is sent again when the lease runs out. Claims use
// FOR UPDATE SKIP LOCKED, so any number of instances can run the worker.

export const OUTBOX_SETTINGS = {
  pollMs: 5_000,
  batchSize: 10,
  /** Without SMTP nothing goes over the network: e-mails are claimed and marked logged this many at a time. */
  loggedBatchSize: 100,
  /** How long a claimed e-mail is reserved for the instance sending it. */
  leaseSeconds: 300,
  /** After this many failed attempts the e-mail is marked failed. */
  maxAttempts: 8,
  /**
   * An e-mail not delivered within this many hours is given up, and its
   * text removed: the links in it have expired by then (24 h at most).
   */
  retentionHours: 48,
} as const;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most 6 h. */
export function outboxBackoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

/** The part of a nodemailer transport the worker uses (tests pass a fake). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
  close?(): void;
}

export interface OutboxRunResult {
  sent: number;
  logged: number;
  retrying: number;
  failed: number;
}

interface ClaimedEmail extends Record<string, unknown> {
  id: string;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string> | string | null;
  attachments: OutboxAttachment[] | string | null;
  attempts: number;
}

/**
 * Claims up to `limit` due e-mails. The due ids are picked once, as an array (`= any(array(…))`
 * is an InitPlan): as `id in (…)` the planner may join the picking subquery to the outbox and run
 * it again for every outbox row, which a plan cached while the outbox was empty did, a second per
 * claim at 3,000 rows (docs/decisions/218-background-database-work-and-traffic.md).
 */
export function claimDueQuery(limit: number) {
  return sql`
    update outbox
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${OUTBOX_SETTINGS.leaseSeconds})
     where id = any(array(
       select id from outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked))
    returning id, "to", subject, body, html, headers, attachments, attempts
  `;
}

function claimDue(limit: number): Promise<ClaimedEmail[]> {
  return queryRows<ClaimedEmail>(claimDueQuery(limit));
}

/**
 * Marks e-mails done and removes their text: the database keeps who, what
 * subject and when. The demo mailbox keeps the text of what it would have
 * sent, until expireOld() wipes it (docs/decisions/203).
 */
function markDone(ids: string[], status: "sent" | "logged", keepText = false) {
  return db()
    .update(outbox)
    .set({
      status,
      sentAt: sql`now()`,
      lastError: null,
      html: null,
      headers: null,
      ...(keepText ? {} : { body: "", attachments: null }),
    })
    .where(inArray(outbox.id, ids));
}

/** Gives up e-mails older than the retention period and removes the text of every such e-mail. */
async function expireOld() {
  const note = `not delivered within ${OUTBOX_SETTINGS.retentionHours} hours`;
  await queryRows(sql`
    update outbox
       set status = 'failed',
           last_error = coalesce(last_error || ' / ', '') || ${note},
           body = '', html = null, headers = null, attachments = null
     where status in ('pending', 'failed') and body <> ''
       and created_at < now() - make_interval(hours => ${OUTBOX_SETTINGS.retentionHours})`);
  // What the demo mailbox kept is wiped after the same period.
  await queryRows(sql`
    update outbox set body = '', html = null, headers = null
     where status = 'logged' and body <> ''
       and created_at < now() - make_interval(hours => ${OUTBOX_SETTINGS.retentionHours})`);
}

/**
 * Sends (or, without a transport, logs) every e-mail that is due, once.
 * The worker calls it on a timer; tests call it directly.
 */
export async function processOutboxOnce(opts: {
  transport: MailTransport | null;
  from?: string;
  /** Without a transport, keep the text for the demo mailbox (demo-mailbox.server.ts). */
  keepLogged?: boolean;
  /** Checked before each batch: true ends the run there (the worker is stopping). */
  stopping?: () => boolean;
}): Promise<OutboxRunResult> {
  const result: OutboxRunResult = { sent: 0, logged: 0, retrying: 0, failed: 0 };
  const from = opts.from ?? siteConfig().email;
  await expireOld();
  for (let first = true; ; first = false) {
    // A backlog is worked off beside the requests, not ahead of them: each batch waits for
    // this turn's I/O (docs/decisions/214-the-outbox-yields-between-batches.md).
    if (!first) await nextTurn();
    if (opts.stopping?.()) return result;
    if (!opts.transport) {
      const batch = await claimDue(OUTBOX_SETTINGS.loggedBatchSize);
      if (batch.length === 0) return result;
      for (const email of batch)
        logger.info(
          { outboxId: email.id, to: maskEmail(email.to), subject: email.subject },
          "e-mail not sent: no SMTP_URL",
        );
      await markDone(
        batch.map((email) => email.id),
        "logged",
        opts.keepLogged === true,
      );
      result.logged += batch.length;
      continue;
    }
    const batch = await claimDue(OUTBOX_SETTINGS.batchSize);
    if (batch.length === 0) return result;
    for (const email of batch) {
      try {
        const headers = typeof email.headers === "string" ? JSON.parse(email.headers) : email.headers;
        const refs: OutboxAttachment[] =
          (typeof email.attachments === "string" ? JSON.parse(email.attachments) : email.attachments) ?? [];
        // Made now, not when queued: the PDF is drawn outside the transaction that issued it.
        const attachments = await Promise.all(refs.map(renderAttachment));
        await opts.transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.body,
          ...(email.html ? { html: email.html } : {}),
          ...(headers ? { headers } : {}),
          ...(attachments.length ? { attachments } : {}),
        });
        await markDone([email.id], "sent");
        result.sent++;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const attempts = Number(email.attempts);
        if (attempts >= OUTBOX_SETTINGS.maxAttempts) {
          await queryRows(
            sql`update outbox set status = 'failed', last_error = ${message} where id = ${email.id}`,
          );
          logger.error({ outboxId: email.id, attempts, err: message }, "e-mail failed for good");
          result.failed++;
        } else {
          const wait = outboxBackoffSeconds(attempts);
          await queryRows(sql`
            update outbox set last_error = ${message}, next_attempt_at = now() + make_interval(secs => ${wait})
             where id = ${email.id}`);
          logger.warn(
            { outboxId: email.id, attempts, retryInSeconds: wait, err: message },
            "e-mail failed; will retry",
          );
          result.retrying++;
        }
      }
    }
  }
}

/** A nodemailer SMTP transport when SMTP_URL is set, else null (e-mails are logged). */
export function transportFromEnv(): MailTransport | null {
  const url = env().SMTP_URL;
  return url ? nodemailer.createTransport(url) : null;
}

type Worker = {
  timer: ReturnType<typeof setInterval>;
  /** Set by stopOutboxWorker: a run in progress ends after its current batch. */
  stopping: boolean;
  running: Promise<void> | null;
  transport: MailTransport | null;
};
const store = globalThis as typeof globalThis & { __outboxWorker?: Worker };

/** Starts polling the outbox (server.ts, after the database is open). Idempotent. */
export function startOutboxWorker(opts: { pollMs?: number; transport?: MailTransport | null } = {}) {
  if (store.__outboxWorker) return;
  const transport = opts.transport === undefined ? transportFromEnv() : opts.transport;
  const from = env().SMTP_FROM ?? siteConfig().email;
  // A demo without SMTP keeps what it would have sent, for the demo mailbox.
  const keepLogged = !transport && demoMailboxOn();
  const worker: Worker = { timer: undefined as never, stopping: false, running: null, transport };
  const stopping = () => worker.stopping;
  const tick = () => {
    if (worker.running) return;
    worker.running = processOutboxOnce({ transport, from, keepLogged, stopping })
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, "outbox worker run failed"))
      .finally(() => {
        worker.running = null;
      });
  };
  worker.timer = setInterval(tick, opts.pollMs ?? OUTBOX_SETTINGS.pollMs);
  worker.timer.unref();
  store.__outboxWorker = worker;
  logger.info({ smtp: Boolean(transport) }, "outbox worker started");
  tick();
}

/** Stops polling and waits for a run in progress (graceful shutdown, before the database closes). */
export async function stopOutboxWorker() {
  const worker = store.__outboxWorker;
  if (!worker) return;
  store.__outboxWorker = undefined;
  worker.stopping = true;
  clearInterval(worker.timer);
  await worker.running;
  worker.transport?.close?.();
}
