import { data, redirect } from "react-router";
import type { z } from "zod";
import {
  type DeviceSession,
  SECURITY_INTENTS,
  type SecurityForm,
  type SecurityIntent,
  securityFormSchema,
} from "~/lib/account-forms";
import { describeDevice } from "~/lib/device";
import {
  changeEmail,
  changePassword,
  checkCurrentPassword,
  type SettingsRefusal,
} from "./account-settings.server";
import { endOtherSessions, listSessions, type SessionUser } from "./auth.server";
import { flashCookie } from "./flash.server";
import { securityEvent } from "./logger.server";
import { type FormErrors, type FormResult, parseForm } from "./forms.server";
import { tooManyRequests } from "./rate-limit.server";
import type { RequestInfo } from "./request-context.server";

/*
 * The actions behind the "Sign-in and security" forms, shared by the
 * student's Profile and the staff console's My account. A refusal answers
 * { intent, result }: the page holds three forms and shows it on that one.
 */

export const isSecurityIntent = (value: unknown): value is SecurityIntent =>
  SECURITY_INTENTS.includes(value as SecurityIntent);

export async function deviceSessions(user: SessionUser): Promise<DeviceSession[]> {
  return (await listSessions(user.id, user.sessionId)).map((s) => ({
    current: s.current,
    device: describeDevice(s.userAgent),
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
  }));
}

const done = (to: string, title: string, description: string) =>
  redirect(to, { headers: { "Set-Cookie": flashCookie({ kind: "success", title, description }) } });

/** A refused security form answers { intent, result }: the page shows it on that form only. */
function answerForIntent<F extends { ok: boolean; formData: FormData | null }>(form: F) {
  if (form.ok) return form;
  const refused = form as F & { ok: false; result: FormResult; response: unknown };
  const intent = refused.formData?.get("intent");
  if (!isSecurityIntent(intent)) return refused;
  return { ...refused, response: data({ intent, result: refused.result }, { status: 400 }) };
}

/** Reads one of the three security forms (the staff console's My account). */
export async function parseSecurityForm(request: Request) {
  return answerForIntent(await parseForm(request, securityFormSchema));
}

/** Reads a security form (by its intent) or the page's own form (`other`: the Profile's phone). */
export async function parseAccountForm<O extends z.ZodType>(request: Request, other: O) {
  return answerForIntent(
    await parseForm(request, (formData) =>
      isSecurityIntent(formData.get("intent")) ? securityFormSchema : other,
    ),
  );
}

/** Runs one security form for the signed-in user; `back` is where a success lands (with a notice). */
export async function runSecurityForm(
  value: SecurityForm,
  reply: (errors?: FormErrors) => FormResult,
  user: SessionUser,
  context: RequestInfo,
  back: string,
) {
  const log = (outcome: string) =>
    securityEvent(value.intent, { outcome, userId: user.id, ip: context.clientIp });
  const refuse = (result: SettingsRefusal) => {
    log(result.status === 429 ? "throttled" : "refused");
    const answer = {
      intent: value.intent,
      result: reply({ fieldErrors: { [result.field]: [result.message] } }),
    };
    return result.status === 429
      ? tooManyRequests(context, { retryAfterSeconds: result.retryAfterSeconds ?? 60 }, answer)
      : data(answer, { status: result.status });
  };
  if (value.intent === "sign-out-others") {
    const wrong = await checkCurrentPassword(user, value.currentPassword, context.clientIp);
    if (wrong) return refuse(wrong);
    const ended = await endOtherSessions(user.id, user.sessionId);
    log("success");
    return done(
      back,
      "Signed out of other devices",
      ended === 1 ? "1 other device was signed out." : `${ended} other devices were signed out.`,
    );
  }
  if (value.intent === "change-password") {
    const result = await changePassword(user, value, context.clientIp);
    if (!result.ok) return refuse(result);
    log("success");
    return done(
      back,
      "Password changed",
      "Your new password works from now on; other devices were signed out.",
    );
  }
  const result = await changeEmail(user, value, context.clientIp);
  if (!result.ok) return refuse(result);
  log("link sent");
  return done(
    back,
    "Check your new inbox",
    `We sent a link to ${value.newEmail}. Your e-mail address changes when you open it.`,
  );
}
