import { data } from "react-router";
import type { Route } from "./+types/account";
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeviceList,
  type SecurityAnswer,
} from "~/components/account/account-security";
import { FlashNotice, FlashToast } from "~/components/layout/flash-toast";
import { PageHeader } from "~/components/staff/page-header";
import { type SecondFactorAnswer, SecondFactorPanel } from "~/components/staff/second-factor-panel";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Card, CardContent } from "~/components/ui/card";
import { isSecondFactorForm, isSecondFactorIntent, secondFactorFormSchema } from "~/lib/second-factor";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff, SESSION_POLICY } from "~/server/auth.server";
import { readFlash } from "~/server/flash.server";
import { appSetupView, secondFactorStatus } from "~/server/second-factor.server";
import { deviceSessions, parseAccountForm, runSecurityForm } from "~/server/security-actions.server";
import { refuseSecondFactorForm, runSecondFactorForm } from "~/server/staff/second-factor-account.server";
import { STAFF_PASSWORD_MIN } from "~/server/staff/password-policy.server";
import { requestInfo } from "~/server/request-context.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const { flash, headers } = readFlash(request);
  const status = await secondFactorStatus(user);
  return data(
    {
      email: user.email,
      secondFactor: {
        enabled: status.enabled,
        enabledAt: status.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: status.recoveryCodesLeft,
        required: status.required,
        adminInDemo: user.isAdmin && !status.required,
        setup: status.settingUp ? await appSetupView(user) : null,
      },
      sessions: await deviceSessions(user),
      idleMinutes: SESSION_POLICY.staff.idleMs / 60_000,
      absoluteHours: SESSION_POLICY.staff.absoluteMs / 3_600_000,
      minPassword: STAFF_PASSWORD_MIN,
      flash,
    },
    { headers },
  );
}

/** The signed-in staff member's own password, e-mail, devices and second factor. */
export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const user = await requireStaff(request);
  const form = await parseAccountForm(request, secondFactorFormSchema);
  if (!form.ok) {
    const intent = form.formData?.get("intent");
    return isSecondFactorIntent(intent) ? refuseSecondFactorForm(intent, form.result) : form.response;
  }
  if (isSecondFactorForm(form.value)) return runSecondFactorForm(form.value, form.reply, user, info);
  return runSecurityForm(form.value, form.reply, user, info, "/staff/account");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "My account · Staff console",
    description: "Your password, e-mail address, signed-in devices and second factor.",
    path: "/staff/account",
    noindex: true,
  });

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { email, sessions, idleMinutes, absoluteHours, minPassword, flash, secondFactor } = loaderData;
  const intent = actionData && "intent" in actionData ? actionData.intent : undefined;
  const answer = intent && !isSecondFactorIntent(intent) ? (actionData as SecurityAnswer) : undefined;
  const secondFactorAnswer = isSecondFactorIntent(intent) ? (actionData as SecondFactorAnswer) : undefined;
  return (
    <>
      <FlashToast flash={flash} />
      <PageHeader
        title="My account"
        description={`Staff sessions end after ${idleMinutes} minutes without use and after ${absoluteHours} hours in any case.`}
      />
      <FlashNotice flash={flash} className="mb-6" />
      <Card>
        <CardContent className="grid gap-8 pt-6 lg:grid-cols-3">
          <ChangePasswordForm
            action="/staff/account"
            answer={answer}
            hint={`At least ${minPassword} characters, no common words or your name. A few unrelated words make a strong one.`}
          />
          <ChangeEmailForm action="/staff/account" currentEmail={email} answer={answer} />
          <DeviceList action="/staff/account" sessions={sessions} answer={answer} />
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardContent className="pt-6">
          <SecondFactorPanel view={secondFactor} answer={secondFactorAnswer} />
        </CardContent>
      </Card>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
