import { getFormProps } from "@conform-to/react";
import { MailCheck } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { EmailField } from "~/components/auth/account-fields";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { useSite } from "~/components/layout/use-site";
import { Button } from "~/components/ui/button";
import { useSchemaForm } from "~/components/ui/form-field";
import { forgotPasswordSchema } from "~/lib/account-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { DemoMailLink } from "~/components/mail/demo-mail-link";
import { checkFormLimits } from "~/server/account-limits.server";
import { getSessionUser } from "~/server/auth.server";
import { demoMailboxOn } from "~/server/demo-mailbox.server";
import { RESET_TTL_MINUTES, requestPasswordReset } from "~/server/password-reset.server";
import { parseForm } from "~/server/forms.server";
import { tooManyRequests } from "~/server/rate-limit.server";
import { requestInfo } from "~/server/request-context.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Forgot Your Password?",
    description: "Ask for a link to choose a new password for your student portal account.",
    path: "/forgot-password",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const form = await parseForm(request, forgotPasswordSchema);
  if (!form.ok) return form.response;
  const limited = await checkFormLimits("reset", info.clientIp, form.value.email);
  if (limited) {
    return tooManyRequests(info, limited, {
      result: form.reply(),
      formError: "Too many reset requests. Please wait a while and try again.",
    });
  }
  await requestPasswordReset(form.value.email, request);
  // The same answer whether or not the e-mail has an account. A demo without e-mail shows the
  // message only to the signed-in owner of the address (docs/decisions/203), never to a visitor.
  const viewer = demoMailboxOn() ? await getSessionUser(request) : null;
  const own = viewer !== null && viewer.email.toLowerCase() === form.value.email.toLowerCase();
  return { sent: true as const, email: form.value.email, minutes: RESET_TTL_MINUTES, demoMail: own };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const sent = actionData && "sent" in actionData ? actionData : null;
  const failed = actionData && "result" in actionData ? actionData : null;
  const [form, fields] = useSchemaForm(forgotPasswordSchema, {
    id: "forgot-password",
    lastResult: failed?.result,
  });

  if (sent) {
    return (
      <Centered>
        <AuthCard
          title="Check your email"
          footer={
            <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Back to Sign In
            </Link>
          }
        >
          <div role="status" className="grid gap-4 text-ink">
            <MailCheck aria-hidden="true" className="size-10 text-green-700" />
            <p>
              If an account exists for <strong className="break-all">{sent.email}</strong>, we have sent it a
              link to choose a new password. The link works for {sent.minutes} minutes and only once.
            </p>
            {sent.demoMail ? (
              <p>
                <DemoMailLink />
              </p>
            ) : null}
            <p className="text-sm text-ink-muted">
              No email after a few minutes? Check your spam folder, make sure you used the address you signed
              up with, or write to us at{" "}
              <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
                {site.email}
              </a>
              .
            </p>
          </div>
        </AuthCard>
      </Centered>
    );
  }

  return (
    <Centered>
      <AuthCard
        title="Forgot your password?"
        description="Enter the email you signed up with and we'll send you a link to choose a new password."
        footer={
          <>
            Remembered it?{" "}
            <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Sign in
            </Link>
          </>
        }
      >
        <FormAlert message={failed && "formError" in failed ? failed.formError : undefined} />
        <Form method="post" {...getFormProps(form)} className="grid gap-5" aria-label="Reset password">
          <EmailField field={fields.email} />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? "Sending..." : "Send reset link"}
          </Button>
        </Form>
      </AuthCard>
    </Centered>
  );
}

/** The page sits in the public layout (with the footer), centred like the other account pages. */
function Centered({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 sm:py-16">
      {children}
    </div>
  );
}
