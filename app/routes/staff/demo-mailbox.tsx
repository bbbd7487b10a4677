import { data } from "react-router";
import type { Route } from "./+types/demo-mailbox";
import { MailList, MailMessage } from "~/components/mail/mail-message";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff } from "~/server/auth.server";
import { MAILBOX_HEADERS, mailboxPageData } from "~/server/demo-mail-page.server";
import { findDemoMail, listDemoMailForStaff } from "~/server/demo-mailbox.server";

/**
 * /staff/demo-mailbox (?open=<id>): in a demo without SMTP, every e-mail the
 * site would have sent, newest first, each with its links working
 * (docs/decisions/203). Not there anywhere else.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const page = await mailboxPageData(request, {
    list: () => listDemoMailForStaff(user),
    find: (id) => findDemoMail(user, id),
  });
  return data(page, { headers: MAILBOX_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Demo mailbox · Staff console",
    description: "What the demo would have e-mailed, with working links.",
    path: "/staff/demo-mailbox",
    noindex: true,
  });

export default function DemoMailbox({ loaderData }: Route.ComponentProps) {
  const { mails, open } = loaderData;
  return (
    <>
      <PageHeader
        title="Demo mailbox"
        back={open ? { to: "/staff/demo-mailbox", label: "All messages" } : undefined}
        description="This demo has no e-mail server (SMTP_URL), so nothing is sent: here is what would have been, newest first. Open a message to use its links, e.g. to confirm a new student's address. Each text is wiped 48 hours after it was written; messages to other staff accounts are not shown."
      />
      {open ? (
        <MailMessage mail={open} />
      ) : mails.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-5 text-ink-muted shadow-card">
          Nothing yet. When someone signs up, asks for a new password or pays, the e-mail appears here.
        </p>
      ) : (
        <MailList mails={mails} hrefOf={(id) => `/staff/demo-mailbox?open=${id}`} />
      )}
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
