// The tests' SMTP receiver (listenForMail in tests/e2e/support/mail-catcher.mjs):
// every message that arrives is parsed and kept, so a test reads what a
// student's inbox would get.
import type { ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import type { MailTransport } from "../../app/server/outbox.server";
import { listenForMail } from "../e2e/support/mail-catcher.mjs";

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** A header as sent (unfolded), by lower-case name. */
  header(name: string): string | undefined;
  /** Every http(s) link in the text part. */
  links: string[];
}

export interface SmtpReceiver {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** A nodemailer transport that delivers to this receiver. */
  transport(): MailTransport & { close(): void };
  /** Waits for the first message to `to` whose subject matches, and returns it. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages to this address so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

function headerValue(lines: ParsedMail["headerLines"], name: string): string | undefined {
  const line = lines.find((l) => l.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n\s+/g, " ")
    .trim();
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const { port, close } = await listenForMail((to, mail) => {
    messages.push({
      to,
      from: mail.from?.text ?? "",
      subject: mail.subject ?? "",
      text: mail.text ?? "",
      html: typeof mail.html === "string" ? mail.html : "",
      header: (name: string) => headerValue(mail.headerLines, name),
      links: [...(mail.text ?? "").matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
    });
  });
  const url = `smtp://127.0.0.1:${port}`;
  const to = (address: string) => messages.filter((m) => m.to === address.toLowerCase());
  return {
    port,
    url,
    messages,
    transport: () => nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true }),
    to,
    async waitFor(address, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = to(address).find((m) => !subject || subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `no e-mail to ${address}${subject ? ` matching ${subject}` : ""}; got: ${messages.map((m) => `${m.to} "${m.subject}"`).join(", ") || "none"}`,
          );
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close,
  };
}
