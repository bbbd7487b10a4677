import { data, redirect } from "react-router";
import type { SecondFactorForm, SecondFactorIntent } from "~/lib/second-factor";
import { waitPhrase } from "../account-limits.server";
import { checkCurrentPassword } from "../account-settings.server";
import type { SessionUser } from "../auth.server";
import { flashCookie } from "../flash.server";
import type { FormErrors, FormResult } from "../forms.server";
import { securityEvent } from "../logger.server";
import { tooManyRequests } from "../rate-limit.server";
import type { RequestInfo } from "../request-context.server";
import {
  beginAppSetup,
  cancelAppSetup,
  confirmAppSetup,
  renewRecoveryCodes,
  startCodeAttempt,
  turnOffSecondFactor,
} from "../second-factor.server";

/*
 * The second-factor forms of the staff console's My account. A refusal
 * answers { intent, result } (shown on that form), new recovery codes
 * { intent, recoveryCodes } (shown once), anything else a redirect back.
 */

const BACK = "/staff/account#second-factor";

const back = (title: string, description: string) =>
  redirect(BACK, { headers: { "Set-Cookie": flashCookie({ kind: "success", title, description }) } });

/** A refused second-factor form, on that form only. */
export function refuseSecondFactorForm(intent: SecondFactorIntent, result: FormResult, status = 400) {
  return data({ intent, result }, { status });
}

export async function runSecondFactorForm(
  value: SecondFactorForm,
  reply: (errors?: FormErrors) => FormResult,
  user: SessionUser,
  context: RequestInfo,
) {
  const log = (outcome: string) =>
    securityEvent(value.intent, { outcome, userId: user.id, ip: context.clientIp });
  const refuse = (field: string, message: string, status = 400, retryAfterSeconds?: number) => {
    log(status === 429 ? "throttled" : "refused");
    const answer = { intent: value.intent, result: reply({ fieldErrors: { [field]: [message] } }) };
    return status === 429
      ? tooManyRequests(context, { retryAfterSeconds: retryAfterSeconds ?? 60 }, answer)
      : data(answer, { status });
  };

  if (value.intent === "cancel-second-factor") {
    await cancelAppSetup(user.id);
    return redirect(BACK);
  }
  if (value.intent === "confirm-second-factor") {
    const gate = await startCodeAttempt(user.id, context.clientIp);
    if (!gate.ok) {
      const wait = `Too many tries. Please wait ${waitPhrase(gate.retryAfterSeconds)} and try again.`;
      return refuse("code", wait, 429, gate.retryAfterSeconds);
    }
    const confirmed = await confirmAppSetup(user, value.code);
    if (!confirmed.ok) return refuse("code", confirmed.message);
    await gate.succeeded();
    log("success");
    return data({ intent: value.intent, recoveryCodes: confirmed.recoveryCodes });
  }

  // Adding an app, new codes and turning it off ask for the password again (ASVS 6.4.x, 7.5.x).
  const wrong = await checkCurrentPassword(user, value.currentPassword, context.clientIp);
  if (wrong) return refuse("currentPassword", wrong.message, wrong.status, wrong.retryAfterSeconds);
  if (value.intent === "start-second-factor") {
    await beginAppSetup(user.id);
    log("started");
    return redirect(BACK);
  }
  if (value.intent === "new-recovery-codes") {
    const recoveryCodes = await renewRecoveryCodes(user);
    if (!recoveryCodes) return refuse("currentPassword", "Set up an authenticator app first.", 409);
    log("success");
    return data({ intent: value.intent, recoveryCodes });
  }
  if (!(await turnOffSecondFactor(user))) {
    return refuse("currentPassword", "Administrators of the live site keep their second factor.", 403);
  }
  log("success");
  return back("Second factor turned off", "You sign in with your password alone now.");
}
