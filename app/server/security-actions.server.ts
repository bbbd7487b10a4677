import { data, redirect } from "react-router";
import {
  changeEmailSchema,
  changePasswordSchema,
  type DeviceSession,
  type SecurityActionData,
} from "~/lib/account-forms";
import { describeDevice } from "~/lib/device";
import { fieldErrorsOf } from "~/lib/form-errors";
import { changeEmail, changePassword } from "./account-settings.server";
import { endOtherSessions, listSessions, type SessionUser } from "./auth.server";
import { flashCookie } from "./flash.server";

/*
 * The actions behind the "Sign-in and security" forms, shared by the
 * student's Profile and the staff console's Account page.
 */

const INTENTS = ["change-password", "change-email", "sign-out-others"] as const;
type Intent = (typeof INTENTS)[number];

export const isSecurityIntent = (value: unknown): value is Intent => INTENTS.includes(value as Intent);

export async function deviceSessions(user: SessionUser): Promise<DeviceSession[]> {
  return (await listSessions(user.id, user.sessionId)).map((s) => ({
    current: s.current,
    device: describeDevice(s.userAgent),
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
  }));
}

function refused(
  intent: Intent,
  fieldErrors: SecurityActionData["fieldErrors"],
  status: number,
  values?: Record<string, string>,
) {
  return data<SecurityActionData>({ intent, fieldErrors, values }, { status });
}

const done = (to: string, title: string, description: string) =>
  redirect(to, { headers: { "Set-Cookie": flashCookie({ kind: "success", title, description }) } });

/** Runs one security intent for the signed-in user; `back` is where a success lands (with a notice). */
export async function runSecurityIntent(
  intent: Intent,
  form: FormData,
  user: SessionUser,
  ip: string,
  back: string,
) {
  if (intent === "sign-out-others") {
    const ended = await endOtherSessions(user.id, user.sessionId);
    return done(
      back,
      "Signed out of other devices",
      ended === 1 ? "1 other device was signed out." : `${ended} other devices were signed out.`,
    );
  }
  if (intent === "change-password") {
    const parsed = changePasswordSchema.safeParse({
      currentPassword: form.get("currentPassword") ?? undefined,
      newPassword: form.get("newPassword") ?? undefined,
      confirmPassword: form.get("confirmPassword") ?? undefined,
    });
    if (!parsed.success) return refused(intent, fieldErrorsOf(parsed.error), 400);
    const result = await changePassword(user, parsed.data, ip);
    if (!result.ok) return refused(intent, { [result.field]: result.message }, result.status);
    return done(
      back,
      "Password changed",
      "Your new password works from now on; other devices were signed out.",
    );
  }
  const newEmail = String(form.get("newEmail") ?? "");
  const parsed = changeEmailSchema.safeParse({
    newEmail: form.get("newEmail") ?? undefined,
    currentPassword: form.get("currentPassword") ?? undefined,
  });
  if (!parsed.success) return refused(intent, fieldErrorsOf(parsed.error), 400, { newEmail });
  const result = await changeEmail(user, parsed.data, ip);
  if (!result.ok) return refused(intent, { [result.field]: result.message }, result.status, { newEmail });
  return done(
    back,
    "Check your new inbox",
    `We sent a link to ${parsed.data.newEmail}. Your e-mail address changes when you open it.`,
  );
}
