import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { EmailField, PasswordField } from "~/components/auth/account-fields";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { useSite } from "~/components/layout/use-site";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { LOGIN_FAILED, loginSchema } from "~/lib/account-forms";
import { fieldErrorsOf, type FieldErrors } from "~/lib/form-errors";
import { homeFor, safeRedirect } from "~/lib/safe-redirect";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { startPasswordAttempt, waitPhrase } from "~/server/account-limits.server";
import { atLeast, authenticate, authTiming } from "~/server/accounts.server";
import { createSession, destroySession, getSessionUser } from "~/server/auth.server";
import { siteConfig } from "~/server/env.server";
import { flashCookie } from "~/server/flash.server";

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

interface LoginActionData {
  fieldErrors?: FieldErrors;
  formError?: { title: string; message: string };
  values: { email: string };
}

export async function action({ request, context }: Route.ActionArgs) {
  const started = Date.now();
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = loginSchema.safeParse({
    email: form.get("email") ?? undefined,
    password: form.get("password") ?? undefined,
    redirectTo: form.get("redirectTo") ?? undefined,
  });
  if (!parsed.success) {
    return data<LoginActionData>(
      { fieldErrors: fieldErrorsOf(parsed.error), values: { email } },
      { status: 400 },
    );
  }
  // Counted before the password is checked: parallel guesses cannot slip past the count.
  const gate = await startPasswordAttempt("login", context.clientIp, parsed.data.email);
  if (!gate.ok) {
    return atLeast(
      started,
      authTiming.loginMs,
      data<LoginActionData>(
        {
          formError: {
            title: "Too many attempts",
            message: `Too many sign-in attempts. Please wait ${waitPhrase(gate.retryAfterSeconds)} and try again.`,
          },
          values: { email },
        },
        { status: 429, headers: { "Retry-After": String(gate.retryAfterSeconds) } },
      ),
    );
  }
  const user = await authenticate(parsed.data.email, parsed.data.password);
  if (!user) {
    return atLeast(
      started,
      authTiming.loginMs,
      data<LoginActionData>({ formError: LOGIN_FAILED, values: { email } }, { status: 401 }),
    );
  }
  await gate.succeeded();
  // A new session id at every login; any session this browser had ends.
  await destroySession(request);
  const to = homeFor(user.role, parsed.data.redirectTo);
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
  const result = actionData as LoginActionData | undefined;
  const errors = result?.fieldErrors ?? {};

  useEffect(() => {
    if (result?.formError) toast.error(result.formError.title, { description: result.formError.message });
  }, [result]);

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
      <FormAlert title={result?.formError?.title} message={result?.formError?.message} />
      <Form method="post" className="grid gap-5" aria-label="Sign in">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField defaultValue={result?.values.email} error={errors.email} />
        <PasswordField
          id="password"
          label="Password"
          autoComplete="current-password"
          error={errors.password}
        />
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
