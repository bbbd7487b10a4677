import { data } from "react-router";
import { mailParts } from "~/lib/mail-links";
import type { DemoMail } from "./demo-mailbox.server";
import { siteConfig } from "./env.server";

/** A kept message as its page shows it: the text split into parts and links. */
export function shownMail(mail: DemoMail) {
  const { body, ...rest } = mail;
  return { ...rest, parts: mailParts(body, siteConfig().siteUrl) };
}

/** The mailbox's pages hold working links (keys): never cached, never sent on as a referrer. */
export const MAILBOX_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/** Outside the demo mailbox its pages do not exist. */
export const mailboxNotFound = () => data(null, { status: 404, statusText: "Not Found" });
