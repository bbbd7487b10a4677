import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { unsubscribeSchema } from "~/lib/account-forms";
import { unsubscribe, unsubscribeLinkEmail } from "~/server/bulk-email.server";
import { parseForm } from "~/server/forms.server";
import { tokenPageHeaders } from "~/server/token-pages.server";
import { maskEmail } from "~/server/logger.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Unsubscribe",
    description: "Stop our newsletter and announcement e-mails.",
    path: "/unsubscribe",
    noindex: true,
  });

export const headers: Route.HeadersFunction = tokenPageHeaders;

/** The link in a bulk e-mail: asks once (a link checker's visit changes nothing). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = await unsubscribeLinkEmail(token);
  return { token, email: email ? maskEmail(email) : null, done: false };
}

/** The button, or the mail program's one-click POST (RFC 8058: `List-Unsubscribe=One-Click`). */
export async function action({ request }: Route.ActionArgs) {
  const form = await parseForm(request, unsubscribeSchema);
  const token = new URL(request.url).searchParams.get("token") ?? (form.ok ? (form.value.token ?? "") : "");
  const email = await unsubscribe(token);
  return data(
    { token, email: email ? maskEmail(email) : null, done: Boolean(email) },
    { status: email ? 200 : 400 },
  );
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  const busy = useNavigation().state === "submitting";
  if (!state.email) {
    return (
      <AuthCard
        title="This link does not work"
        description="Use the unsubscribe link of a recent e-mail from us, or write to us and we will take you off the list."
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/contact">Contact us</Link>
        </Button>
      </AuthCard>
    );
  }
  if (state.done) {
    return (
      <AuthCard
        title="You are unsubscribed"
        description={`We will send no more newsletters or announcements to ${state.email}. E-mails about your own account (password, payments, doubts) still arrive.`}
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/">Back to Home</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Unsubscribe?"
      description={`Stop newsletters and announcements to ${state.email}. E-mails about your own account still arrive.`}
    >
      <Form method="post">
        <input type="hidden" name="token" value={state.token} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
      </Form>
    </AuthCard>
  );
}
