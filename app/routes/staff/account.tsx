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
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Card, CardContent } from "~/components/ui/card";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff, SESSION_POLICY } from "~/server/auth.server";
import { readFlash } from "~/server/flash.server";
import { deviceSessions, parseSecurityForm, runSecurityForm } from "~/server/security-actions.server";
import { STAFF_PASSWORD_MIN } from "~/server/staff/password-policy.server";
import { requestInfo } from "~/server/request-context.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const { flash, headers } = readFlash(request);
  return data(
    {
      email: user.email,
      sessions: await deviceSessions(user),
      idleMinutes: SESSION_POLICY.staff.idleMs / 60_000,
      absoluteHours: SESSION_POLICY.staff.absoluteMs / 3_600_000,
      minPassword: STAFF_PASSWORD_MIN,
      flash,
    },
    { headers },
  );
}

/** The signed-in staff member's own password, e-mail and devices. */
export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const user = await requireStaff(request);
  const form = await parseSecurityForm(request);
  if (!form.ok) return form.response;
  return runSecurityForm(form.value, form.reply, user, info, "/staff/account");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "My account · Staff console",
    description: "Your password, e-mail address and signed-in devices.",
    path: "/staff/account",
    noindex: true,
  });

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { email, sessions, idleMinutes, absoluteHours, minPassword, flash } = loaderData;
  const answer = actionData && "intent" in actionData ? (actionData as SecurityAnswer) : undefined;
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
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
