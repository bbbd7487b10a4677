import { Link, redirect } from "react-router";
import type { Route } from "./+types/verify-email";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getSessionUser, requireUser } from "~/server/auth.server";
import {
  EMAIL_LINK_TTL_HOURS,
  resendVerificationEmail,
  openEmailLink,
} from "~/server/email-verification.server";
import { flashCookie } from "~/server/flash.server";
import { tokenPageHeaders } from "~/server/token-pages.server";
import { rateLimit } from "~/server/rate-limit.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Confirm Your E-mail Address",
    description: "Confirm the e-mail address of your student portal account.",
    path: "/verify-email",
    noindex: true,
  });

/**
 * The link from a verification or change-of-address e-mail. Opening it is
 * the confirmation (the link reached that inbox); a HEAD request (a link
 * checker) changes nothing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result =
    request.method === "GET" && token
      ? await openEmailLink(token)
      : { ok: false as const, reason: "invalid" as const };
  const user = await getSessionUser(request);
  return { result, signedIn: Boolean(user), ttlHours: EMAIL_LINK_TTL_HOURS };
}

export const headers: Route.HeadersFunction = tokenPageHeaders;

/** "Send the link again" from the portal's banner (a few times an hour). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const back = user.role === "staff" ? "/staff" : "/dashboard";
  const limited = await rateLimit(`verify-resend:user:${user.id}`, 3, 60 * 60);
  if (!limited.allowed) {
    return redirect(back, {
      headers: {
        "Set-Cookie": flashCookie({
          kind: "error",
          title: "Please wait a while",
          description:
            "We have sent the link several times already: check your spam folder, or try again later.",
        }),
      },
    });
  }
  const sent = await resendVerificationEmail(user.id);
  return redirect(back, {
    headers: {
      "Set-Cookie": flashCookie(
        sent
          ? {
              kind: "success",
              title: "Check your inbox",
              description: `We sent a new link to ${user.email}. It works for ${EMAIL_LINK_TTL_HOURS} hours.`,
            }
          : {
              kind: "info",
              title: "Already confirmed",
              description: "Your e-mail address is already confirmed.",
            },
      ),
    },
  });
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { result, signedIn, ttlHours } = loaderData;
  const next = signedIn ? (
    <Button asChild size="lg" className="w-full">
      <Link to="/dashboard">Go to my portal</Link>
    </Button>
  ) : (
    <Button asChild size="lg" className="w-full">
      <Link to="/login">Sign in</Link>
    </Button>
  );
  if (result.ok) {
    return (
      <AuthCard
        title={
          result.kind === "changed" ? "Your e-mail address is changed" : "Your e-mail address is confirmed"
        }
        description={
          result.kind === "changed"
            ? `From now on, sign in with ${result.email}. We have told your old address.`
            : `Thank you: ${result.email} is confirmed.`
        }
      >
        {next}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={result.reason === "taken" ? "This address has an account" : "This link has expired"}
      description={
        result.reason === "taken"
          ? "Another account was created with this address in the meantime, so it cannot be moved to yours. Nothing was changed."
          : `Confirmation links work for ${ttlHours} hours and only once. Signed in, you can ask for a new one from your portal.`
      }
    >
      {next}
    </AuthCard>
  );
}
