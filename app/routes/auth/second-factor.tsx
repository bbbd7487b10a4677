import { getFormProps } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/second-factor";
import { CodeField } from "~/components/account/second-factor";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { useSchemaForm } from "~/components/ui/form-field";
import { CODE_MESSAGES, signInCodeSchema } from "~/lib/second-factor";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { waitPhrase } from "~/server/account-limits.server";
import { flashCookie } from "~/server/flash.server";
import { parseForm } from "~/server/forms.server";
import { securityEvent } from "~/server/logger.server";
import { tooManyRequests } from "~/server/rate-limit.server";
import { requestInfo } from "~/server/request-context.server";
import { checkSignInCode, startCodeAttempt } from "~/server/second-factor.server";
import { completeSignIn, currentSignInStep, signInAgain } from "~/server/sign-in-step.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Enter Your Code",
    description: "The second step of a staff sign-in: the code from your authenticator app.",
    path: "/login/second-factor",
    noindex: true,
  });

const noStore = { "Cache-Control": "private, no-store" };

/** The second step of a staff sign-in; only a browser that just gave the right password gets here. */
export async function loader({ request }: Route.LoaderArgs) {
  const step = await currentSignInStep(request);
  if (!step) throw redirect("/login");
  if (step.step === "enrol") throw redirect("/login/second-factor/setup");
  return data({ firstName: step.user.name.split(" ")[0] }, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const step = await currentSignInStep(request);
  if (!step || step.step !== "code") return signInAgain();
  const form = await parseForm(request, signInCodeSchema);
  if (!form.ok) return form.response;
  const log = (outcome: string) =>
    securityEvent("second-factor", { outcome, userId: step.user.id, ip: info.clientIp });
  // Counted before the check, like a password guess (decision 122).
  const gate = await startCodeAttempt(step.user.id, info.clientIp);
  if (!gate.ok) {
    log("throttled");
    const message = `Too many tries. Please wait ${waitPhrase(gate.retryAfterSeconds)} and try again.`;
    return tooManyRequests(info, gate, {
      status: "error" as const,
      result: form.reply({ fieldErrors: { code: [message] } }),
    });
  }
  const check = await checkSignInCode(step.user, form.value.code);
  if (!check.ok) {
    log(check.reason);
    return form.refuse({ fieldErrors: { code: [CODE_MESSAGES[check.reason]] } });
  }
  await gate.succeeded();
  const headers = await completeSignIn(request, step);
  if (!headers) return signInAgain();
  log(`success (${check.method === "app" ? "app code" : "recovery code"})`);
  if (check.method === "app") return redirect(step.redirectTo, { headers });
  // Signed in with a recovery code: the phone is probably lost; My account is where to mend that.
  headers.append(
    "Set-Cookie",
    flashCookie({
      kind: "info",
      title: "You signed in with a recovery code",
      description: `${check.recoveryCodesLeft} left, each works once. Set up your app again or make new codes below.`,
    }),
  );
  return redirect("/staff/account#second-factor", { headers });
}

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useSchemaForm(signInCodeSchema, {
    id: "second-factor",
    lastResult: actionData?.result,
  });
  return (
    <AuthCard
      title="Enter your code"
      description={`Hello ${loaderData.firstName}. Open your authenticator app and type the 6-digit code it shows for this site.`}
      footer={
        <>
          Not you, or no code?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Sign in again
          </Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-5" aria-label="Second step of sign-in">
        <CodeField
          field={fields.code}
          label="Code"
          recovery
          autoFocus
          hint="No phone? Type one of your recovery codes instead. Lost both? Ask an administrator to reset your second factor."
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Checking..." : "Sign In"}
        </Button>
      </Form>
    </AuthCard>
  );
}
