import { data, Link } from "react-router";
import type { Route } from "./+types/demo-mail";
import { AuthCard } from "~/components/auth/auth-card";
import { MailList, MailMessage } from "~/components/mail/mail-message";
import { homeFor } from "~/lib/safe-redirect";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireUser } from "~/server/auth.server";
import { MAILBOX_HEADERS, mailboxPageData } from "~/server/demo-mail-page.server";
import { findDemoMail, listOwnDemoMail } from "~/server/demo-mailbox.server";

/**
 * /demo-mail (?open=<id>): "See the e-mail we would have sent". In a demo
 * without SMTP, the signed-in person's own messages (verification, reset),
 * the newest opened (docs/decisions/203). Not there anywhere else.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = await mailboxPageData(request, {
    list: () => listOwnDemoMail(user),
    // Staff too see only their own messages here (their mailbox page lists the rest).
    find: (id) => findDemoMail({ ...user, role: "student" }, id),
    openNewest: true,
  });
  return data({ home: homeFor(user.role, null), ...page }, { headers: MAILBOX_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "The e-mail we would have sent",
    description: "In this demo no e-mail is sent: here is what would have been, for your own address.",
    path: "/demo-mail",
    noindex: true,
  });

export default function DemoMailPage({ loaderData }: Route.ComponentProps) {
  const { mails, open, home } = loaderData;
  return (
    <AuthCard
      title="The e-mail we would have sent"
      description="This is a demo: it sends no e-mail. Here is what would have reached your inbox, with its links working."
      footer={
        <Link to={home} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Back to your account
        </Link>
      }
    >
      <div className="grid gap-5">
        {open ? (
          <MailMessage mail={open} />
        ) : (
          <p className="text-ink-muted">No e-mail to your address yet.</p>
        )}
        {mails.length > 1 ? (
          <section aria-labelledby="other-mail" className="grid gap-2">
            <h2 id="other-mail" className="text-base font-bold">
              All your messages
            </h2>
            <MailList mails={mails} hrefOf={(id) => `/demo-mail?open=${id}`} current={open?.id} />
          </section>
        ) : null}
      </div>
    </AuthCard>
  );
}
