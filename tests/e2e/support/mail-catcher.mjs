// An SMTP server for the browser journeys (smtp-server + mailparser, the
// nodemailer project's own), on a port chosen at run time. serve.mjs points
// the e2e server's SMTP_URL at it; each message that arrives is written as
// JSON into a folder the journeys read (tests/e2e/support/mailbox.ts).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** Where the e2e server on `port` drops its mail. */
export const mailDir = (port) => path.join(tmpdir(), `e2e-mail-${port}`);

export async function startMailCatcher(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo) {
            const file = path.join(dir, `${Date.now()}-${++count}.json`);
            writeFileSync(
              file,
              JSON.stringify({
                to: rcpt.address.toLowerCase(),
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                html: typeof mail.html === "string" ? mail.html : "",
              }),
            );
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  server.server.unref();
  return server.server.address().port;
}
