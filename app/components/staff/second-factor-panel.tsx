import { getFormProps } from "@conform-to/react";
import { ShieldCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AppSetupSteps, RecoveryCodes } from "~/components/account/second-factor";
import { PasswordField } from "~/components/auth/account-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { formatDate } from "~/lib/format";
import { type AppSetup, manageSecondFactorSchema, type SecondFactorIntent } from "~/lib/second-factor";

/*
 * My account's "Second factor": off (offer it), setting up (QR code and the
 * first code), or on (move to another app, new recovery codes, turn off).
 * The forms post to /staff/account with their intent.
 */

export interface SecondFactorView {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
  /** An administrator where it is offered, not required (a demo). */
  adminInDemo: boolean;
  setup: AppSetup | null;
}

export type SecondFactorAnswer =
  | { intent: SecondFactorIntent; result: FormResult }
  | { intent: SecondFactorIntent; recoveryCodes: string[] };

const ACTION = "/staff/account";

function ManageForm({ view, result }: { view: SecondFactorView; result?: FormResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === ACTION;
  const [form, fields] = useSchemaForm(manageSecondFactorSchema, {
    id: "second-factor-form",
    lastResult: result,
  });
  return (
    <Form
      method="post"
      action={ACTION}
      {...getFormProps(form)}
      aria-label="Manage the second factor"
      className="grid max-w-md gap-4"
      preventScrollReset
    >
      <PasswordField
        field={fields.currentPassword}
        id="second-factor-current-password"
        label="Current password"
        autoComplete="current-password"
      />
      <div className="flex flex-wrap gap-3">
        {view.enabled ? (
          <>
            <Button type="submit" name="intent" value="new-recovery-codes" variant="outline" disabled={busy}>
              Make new recovery codes
            </Button>
            <Button type="submit" name="intent" value="start-second-factor" variant="outline" disabled={busy}>
              Move to another phone or app
            </Button>
            {view.required ? null : (
              <Button
                type="submit"
                name="intent"
                value="turn-off-second-factor"
                variant="destructive"
                disabled={busy}
              >
                Turn off
              </Button>
            )}
          </>
        ) : (
          <Button type="submit" name="intent" value="start-second-factor" disabled={busy}>
            Set up an authenticator app
          </Button>
        )}
      </div>
    </Form>
  );
}

export function SecondFactorPanel({ view, answer }: { view: SecondFactorView; answer?: SecondFactorAnswer }) {
  const codes = answer && "recoveryCodes" in answer ? answer.recoveryCodes : null;
  const result = answer && "result" in answer ? answer.result : undefined;
  const confirmResult = answer?.intent === "confirm-second-factor" ? result : undefined;
  const manageResult = answer && answer.intent !== "confirm-second-factor" ? result : undefined;
  return (
    <section id="second-factor" aria-labelledby="second-factor-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="second-factor-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
          <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
          Second factor
        </h2>
        {view.enabled ? <Badge variant="success">On</Badge> : <Badge variant="secondary">Off</Badge>}
      </div>
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {view.enabled ? (
        <p className="text-sm text-ink">
          Signing in asks for a code from your authenticator app after the password (on since{" "}
          {formatDate(view.enabledAt!)}). {view.recoveryCodesLeft} of 10 recovery codes left.
          {view.required
            ? " Administrators of the live site keep it on; if you lose your phone and codes, another administrator can reset it on the Team page."
            : ""}
        </p>
      ) : (
        <p className="text-sm text-ink">
          A code from an app on your phone, asked after the password, keeps your account safe even if the
          password leaks. Staff accounts see every student and payment: we recommend it for everyone.
          {view.adminInDemo ? " Administrators must use one once the site is live (not a demo)." : ""}
        </p>
      )}
      {view.setup ? (
        <div className="grid gap-4 rounded-xl border border-line p-4 sm:p-5">
          <h3 className="text-base font-bold text-ink">
            {view.enabled ? "Move to another phone or app" : "Set up an authenticator app"}
          </h3>
          <AppSetupSteps
            setup={view.setup}
            action={ACTION}
            intent="confirm-second-factor"
            result={confirmResult}
            submitLabel={view.enabled ? "Use this app" : "Turn on"}
          />
          <Form method="post" action={ACTION} preventScrollReset>
            <input type="hidden" name="intent" value="cancel-second-factor" />
            <Button type="submit" variant="ghost" size="sm">
              Cancel set-up
            </Button>
          </Form>
        </div>
      ) : (
        <ManageForm view={view} result={manageResult} />
      )}
    </section>
  );
}
