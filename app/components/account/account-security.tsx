import { getFormProps } from "@conform-to/react";
import { KeyRound, LogOut, Mail, MonitorSmartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { PasswordField } from "~/components/auth/account-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import {
  changeEmailSchema,
  changePasswordSchema,
  type DeviceSession,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type SecurityIntent,
  signOutOthersSchema,
} from "~/lib/account-forms";
import { formatDateTime } from "~/lib/format";

/*
 * "Sign-in and security": change password, change e-mail and the list of
 * signed-in devices, for students (Profile) and staff (the console's
 * My account). Each form posts to `action` with its own intent; the route
 * answers { intent, result } (a refusal, for that form only) or a redirect
 * with a notice.
 */

export interface SecurityAnswer {
  intent: SecurityIntent;
  result: FormResult;
}

const resultFor = (answer: SecurityAnswer | undefined, intent: SecurityIntent) =>
  answer?.intent === intent ? answer.result : undefined;

function useBusy(intent: SecurityIntent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function Panel({
  icon,
  title,
  id,
  children,
}: {
  icon: ReactNode;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="grid content-start gap-4">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-base font-bold text-ink">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A security form: posts to `action` with its intent (the route runs that one). */
function IntentForm({
  intent,
  action,
  formProps,
  label,
  children,
}: {
  intent: SecurityIntent;
  action: string;
  /** getFormProps(form) of the form's useSchemaForm. */
  formProps: ReturnType<typeof getFormProps>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={action}
      {...formProps}
      className="grid gap-4"
      aria-label={label}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

export function ChangePasswordForm({
  action,
  answer,
  hint = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A few unrelated words make a strong one.`,
}: {
  action: string;
  answer?: SecurityAnswer;
  /** What the new password needs (staff have a stricter policy). */
  hint?: string;
}) {
  const busy = useBusy("change-password");
  const [form, fields] = useSchemaForm(changePasswordSchema, {
    id: "change-password-form",
    lastResult: resultFor(answer, "change-password"),
  });
  return (
    <Panel
      id="change-password"
      title="Change password"
      icon={<KeyRound aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <IntentForm
        intent="change-password"
        action={action}
        formProps={getFormProps(form)}
        label="Change password"
      >
        <PasswordField
          field={fields.currentPassword}
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField
          field={fields.newPassword}
          label="New password"
          autoComplete="new-password"
          hint={hint}
        />
        <PasswordField
          field={fields.confirmPassword}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <p className="text-sm text-ink-muted">Your other devices are signed out when the password changes.</p>
        <Button type="submit" disabled={busy} className="sm:w-fit">
          {busy ? "Changing password..." : "Change password"}
        </Button>
      </IntentForm>
    </Panel>
  );
}

export function ChangeEmailForm({
  action,
  currentEmail,
  answer,
}: {
  action: string;
  currentEmail: string;
  answer?: SecurityAnswer;
}) {
  const busy = useBusy("change-email");
  const [form, fields] = useSchemaForm(changeEmailSchema, {
    id: "change-email-form",
    lastResult: resultFor(answer, "change-email"),
  });
  return (
    <Panel
      id="change-email"
      title="Change e-mail"
      icon={<Mail aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <IntentForm intent="change-email" action={action} formProps={getFormProps(form)} label="Change e-mail">
        <p className="text-sm text-ink-muted">
          Now: <strong className="break-all text-ink">{currentEmail}</strong>. We send a link to the new
          address; it replaces this one when you open it, and we tell this address.
        </p>
        <FormField field={fields.newEmail} id="newEmail" label="New e-mail" required>
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
        <PasswordField
          field={fields.currentPassword}
          id="email-current-password"
          label="Current password"
          autoComplete="current-password"
        />
        <Button type="submit" disabled={busy} className="sm:w-fit">
          {busy ? "Sending link..." : "Send confirmation link"}
        </Button>
      </IntentForm>
    </Panel>
  );
}

export function DeviceList({
  action,
  sessions,
  answer,
}: {
  action: string;
  sessions: DeviceSession[];
  answer?: SecurityAnswer;
}) {
  const busy = useBusy("sign-out-others");
  const others = sessions.filter((s) => !s.current).length;
  const [form, fields] = useSchemaForm(signOutOthersSchema, {
    id: "sign-out-others-form",
    lastResult: resultFor(answer, "sign-out-others"),
  });
  return (
    <Panel
      id="devices"
      title="Signed-in devices"
      icon={<MonitorSmartphone aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <ul className="grid gap-2">
        {sessions.map((s, i) => (
          <li key={i} className="rounded-xl border border-line p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{s.device}</span>
              {s.current ? <Badge variant="success">This device</Badge> : null}
            </div>
            <p className="text-sm text-ink-muted">
              Last active {formatDateTime(s.lastSeenAt)} · signed in {formatDateTime(s.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      {others === 0 ? (
        <p className="text-sm text-ink-muted">No other device is signed in.</p>
      ) : (
        <IntentForm
          intent="sign-out-others"
          action={action}
          formProps={getFormProps(form)}
          label="Sign out other devices"
        >
          <PasswordField
            field={fields.currentPassword}
            id="devices-current-password"
            label="Current password"
            autoComplete="current-password"
          />
          <Button type="submit" variant="outline" disabled={busy} className="w-full sm:w-fit">
            <LogOut aria-hidden="true" />
            {busy ? "Signing out..." : "Sign out other devices"}
          </Button>
        </IntentForm>
      )}
    </Panel>
  );
}
