// A real SMTP server for the tests (smtp-server + mailparser, the nodemailer
// project's own), on a port chosen at run time. listenForMail() is the
// receiver Vitest uses (tests/support/smtp-receiver.ts); startMailCatcher()
// is what serve.mjs points the e2e server's SMTP_URL at: each message that
// arrives is written as JSON into a folder the journeys read (mailbox.ts).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** Calls onMail(recipient, parsed message) for every recipient of every message; resolves with port and close(). */
export async function listenForMail(onMail) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo) onMail(rcpt.address.toLowerCase(), mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    port: server.server.address().port,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Where the e2e server on `port` drops its mail. */
export const mailDir = (port) => path.join(tmpdir(), `e2e-mail-${port}`);

export async function startMailCatcher(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const { port, server } = await listenForMail((to, mail) => {
    writeFileSync(
      path.join(dir, `${Date.now()}-${++count}.json`),
      JSON.stringify({
        to,
        subject: mail.subject ?? "",
        text: mail.text ?? "",
        html: typeof mail.html === "string" ? mail.html : "",
      }),
    );
  });
  server.server.unref();
  return port;
}
