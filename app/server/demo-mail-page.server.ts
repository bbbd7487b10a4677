import { data } from "react-router";
import { mailParts } from "~/lib/mail-links";
import { type DemoMail, demoMailboxOn } from "./demo-mailbox.server";
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

/**
 * What both mailbox pages load (the person's own /demo-mail, staff's
 * /staff/demo-mailbox): the list without bodies, and the message `?open=`
 * names (the newest when `openNewest` and none is named). 404 outside the
 * demo mailbox and for a message this person may not open.
 */
export async function mailboxPageData(
  request: Request,
  mailbox: {
    list: () => Promise<DemoMail[]>;
    find: (id: string) => Promise<DemoMail | null>;
    openNewest?: boolean;
  },
) {
  if (!demoMailboxOn()) throw mailboxNotFound();
  const asked = new URL(request.url).searchParams.get("open");
  const [mails, named] = await Promise.all([mailbox.list(), asked ? mailbox.find(asked) : null]);
  if (asked && !named) throw mailboxNotFound();
  const chosen = named ?? (mailbox.openNewest ? (mails[0] ?? null) : null);
  return {
    mails: mails.map(({ body: _body, ...m }) => m),
    open: chosen ? shownMail(chosen) : null,
  };
}
