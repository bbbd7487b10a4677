import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/second-factor-setup";
import { AppSetupSteps, RecoveryCodes } from "~/components/account/second-factor";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { confirmAppSchema } from "~/lib/second-factor";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { waitPhrase } from "~/server/account-limits.server";
import { getSessionUser } from "~/server/auth.server";
import { parseForm } from "~/server/forms.server";
import { securityEvent } from "~/server/logger.server";
import { tooManyRequests } from "~/server/rate-limit.server";
import { requestInfo } from "~/server/request-context.server";
import {
  appSetupView,
  beginAppSetup,
  confirmAppSetup,
  startCodeAttempt,
} from "~/server/second-factor.server";
import { completeSignIn, currentSignInStep, signInAgain } from "~/server/sign-in-step.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Set Up Your Second Factor",
    description: "Administrators sign in with a password and a code from an authenticator app.",
    path: "/login/second-factor/setup",
    noindex: true,
  });

const noStore = { "Cache-Control": "private, no-store" };

/**
 * An administrator's first sign-in where a second factor is required
 * (`staff:create --admin`, the first administrator, or after a reset): the
 * password was right; setting up the app completes the sign-in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const step = await currentSignInStep(request);
  if (step?.step === "code") throw redirect("/login/second-factor");
  if (!step) {
    // Just finished (the recovery codes are in the action's answer), or never started.
    const user = await getSessionUser(request);
    if (user?.role === "staff") return data({ setup: null, firstName: "" }, { headers: noStore });
    throw redirect("/login");
  }
  let setup = await appSetupView(step.user);
  if (!setup) {
    await beginAppSetup(step.user.id);
    setup = await appSetupView(step.user);
  }
  return data({ setup, firstName: step.user.name.split(" ")[0] }, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const step = await currentSignInStep(request);
  if (!step || step.step !== "enrol") return signInAgain();
  const form = await parseForm(request, confirmAppSchema);
  if (!form.ok) return form.response;
  const gate = await startCodeAttempt(step.user.id, info.clientIp);
  if (!gate.ok) {
    const message = `Too many tries. Please wait ${waitPhrase(gate.retryAfterSeconds)} and try again.`;
    return tooManyRequests(info, gate, {
      status: "error" as const,
      result: form.reply({ fieldErrors: { code: [message] } }),
    });
  }
  const confirmed = await confirmAppSetup(step.user, form.value.code);
  if (!confirmed.ok) return form.refuse({ fieldErrors: { code: [confirmed.message] } });
  await gate.succeeded();
  const headers = await completeSignIn(request, step);
  if (!headers) return signInAgain();
  securityEvent("second-factor", {
    outcome: "set up at sign-in",
    userId: step.user.id,
    ip: info.clientIp,
  });
  // Shown once, in this answer: only their hashes are kept.
  return data(
    { status: "done" as const, recoveryCodes: confirmed.recoveryCodes, continueTo: step.redirectTo },
    { headers },
  );
}

export default function SecondFactorSetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.status === "done" ? actionData : null;
  if (done || !loaderData.setup) {
    return (
      <div className="grid w-full max-w-xl gap-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Your second factor is on</h1>
        {done ? (
          <RecoveryCodes codes={done.recoveryCodes}>
            <Button asChild>
              <Link to={done.continueTo}>I have saved them: continue</Link>
            </Button>
          </RecoveryCodes>
        ) : (
          <Button asChild className="w-fit">
            <Link to="/staff">Open the staff console</Link>
          </Button>
        )}
      </div>
    );
  }
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <AuthCard
      title="Set up your second factor"
      description={`Hello ${loaderData.firstName}. Administrators sign in with a password and a code from an authenticator app. This takes a minute, once.`}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Sign in again
        </Link>
      }
    >
      <AppSetupSteps
        setup={loaderData.setup}
        action="/login/second-factor/setup"
        result={result}
        submitLabel="Turn on and sign in"
      />
    </AuthCard>
  );
}
