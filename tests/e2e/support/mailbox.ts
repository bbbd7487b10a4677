import { readdirSync, readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { mailDir } from "./mail-catcher.mjs";

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The first e-mail the e2e server sent to `to` whose subject matches (the outbox worker runs every 5 s). */
export async function mailTo(to: string, subject: RegExp): Promise<CaughtMail> {
  const dir = mailDir(process.env.E2E_PORT ?? "3100");
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(dir).map(
          (f) => JSON.parse(readFileSync(`${dir}/${f}`, "utf8")) as CaughtMail,
        );
        found = mails.find((m) => m.to === to.toLowerCase() && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 20_000, message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the first link in the text part that contains `part`. */
export function linkIn(mail: CaughtMail, part: string): string {
  const link = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)]
    .map((m) => m[0])
    .find((l) => l.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
