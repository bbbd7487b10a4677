import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { EmailField, PasswordField } from "~/components/auth/account-fields";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { useSite } from "~/components/layout/use-site";
import { Button } from "~/components/ui/button";
import { useSchemaForm } from "~/components/ui/form-field";
import { toast } from "~/components/ui/toast";
import { LOGIN_FAILED, loginSchema } from "~/lib/account-forms";
import { homeFor, safeRedirect } from "~/lib/safe-redirect";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { startPasswordAttempt, waitPhrase } from "~/server/account-limits.server";
import { atLeast, authenticate, authTiming } from "~/server/accounts.server";
import { createSession, destroySession, getSessionUser } from "~/server/auth.server";
import { siteConfig } from "~/server/env.server";
import { flashCookie } from "~/server/flash.server";
import { securityEvent } from "~/server/logger.server";
import { parseForm } from "~/server/forms.server";
import { tooManyRequests } from "~/server/rate-limit.server";
import { requestInfo } from "~/server/request-context.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Sign In to the Student Portal",
    description: "Sign in to see your class schedule, study materials, exams, doubts and progress.",
    path: "/login",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const user = await getSessionUser(request);
  if (user) throw redirect(homeFor(user.role, redirectTo));
  return { redirectTo: safeRedirect(redirectTo, "") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const started = Date.now();
  const form = await parseForm(request, loginSchema);
  if (!form.ok) return form.response;
  // Counted before the password is checked: parallel guesses cannot slip past the count.
  const gate = await startPasswordAttempt("login", info.clientIp, form.value.email);
  if (!gate.ok) {
    securityEvent("login", { outcome: "throttled", email: form.value.email, ip: info.clientIp });
    return atLeast(
      started,
      authTiming.loginMs,
      tooManyRequests(info, gate, {
        result: form.reply(),
        formError: {
          title: "Too many attempts",
          message: `Too many sign-in attempts. Please wait ${waitPhrase(gate.retryAfterSeconds)} and try again.`,
        },
      }),
    );
  }
  const user = await authenticate(form.value.email, form.value.password);
  if (!user) {
    securityEvent("login", { outcome: "failure", email: form.value.email, ip: info.clientIp });
    return atLeast(
      started,
      authTiming.loginMs,
      data({ result: form.reply(), formError: LOGIN_FAILED }, { status: 401 }),
    );
  }
  await gate.succeeded();
  securityEvent("login", { outcome: "success", userId: user.id, ip: info.clientIp });
  // A new session id at every login; any session this browser had ends.
  await destroySession(request);
  const to = homeFor(user.role, form.value.redirectTo);
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(user.id, request, user.role));
  if (to.startsWith("/dashboard")) {
    headers.append(
      "Set-Cookie",
      flashCookie({
        kind: "success",
        title: "Login Successful!",
        description: `Welcome back to ${siteConfig().brandName}`,
      }),
    );
  }
  return atLeast(started, authTiming.loginMs, redirect(to, { headers }));
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.startsWith("/login");
  const formError = actionData && "formError" in actionData ? actionData.formError : undefined;
  const [form, fields] = useSchemaForm(loginSchema, { id: "login", lastResult: actionData?.result });

  useEffect(() => {
    if (formError) toast.error(formError.title, { description: formError.message });
  }, [actionData, formError]);

  const signupHref = loaderData.redirectTo
    ? `/signup?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`
    : "/signup";
  return (
    <AuthCard
      title="Welcome Back"
      description={`Sign in to your ${site.brandName} student portal.`}
      footer={
        <>
          Don't have an account?{" "}
          <Link to={signupHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <FormAlert title={formError?.title} message={formError?.message} />
      <Form method="post" {...getFormProps(form)} className="grid gap-5" aria-label="Sign in">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField field={fields.email} />
        <PasswordField field={fields.password} label="Password" autoComplete="current-password" />
        <div className="-mt-2 flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={submitting} aria-live="polite">
          {submitting ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
    </AuthCard>
  );
}
