import { getFormProps } from "@conform-to/react";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { type AnyField, FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { type AppSetup, confirmAppSchema } from "~/lib/second-factor";

/*
 * The pieces of the staff second factor that the sign-in pages and My
 * account share: the code field, setting up an authenticator app (QR code,
 * the key to type, the first code) and the recovery codes shown once.
 */

/** A code field: digits on a phone's keypad, and the code the phone offers from a text or app. */
export function CodeField({
  field,
  id = "code",
  label,
  hint,
  recovery = false,
  autoFocus = false,
}: {
  field: AnyField;
  id?: string;
  label: string;
  hint?: ReactNode;
  /** Also accepts a recovery code (letters): no numeric keypad then. */
  recovery?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <FormField field={field} id={id} label={label} required hint={hint} autoFocus={autoFocus}>
      {({ defaultValue: _never, ...control }) => (
        <Input
          {...control}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 40 : 7}
          className="max-w-64 font-mono text-lg tracking-widest"
        />
      )}
    </FormField>
  );
}

/**
 * Setting up an app: scan the QR code (or type the key, or open the otpauth
 * link on the phone itself), then type the first code it shows. Posts `code`
 * (and `intent`, when given) to `action`.
 */
export function AppSetupSteps({
  setup,
  action,
  intent,
  result,
  submitLabel,
  children,
}: {
  setup: AppSetup;
  action: string;
  intent?: string;
  result?: FormResult;
  submitLabel: string;
  /** More buttons beside the submit one (Cancel). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const [form, fields] = useSchemaForm(confirmAppSchema, { id: "confirm-app-form", lastResult: result });
  return (
    <ol className="grid gap-5 text-sm text-ink">
      <li className="grid gap-1">
        <p className="font-semibold">1. Open an authenticator app on your phone</p>
        <p className="text-ink-muted">
          Any app that makes 6-digit codes works: Google Authenticator, Microsoft Authenticator, 2FAS, Aegis
          or a password manager.
        </p>
      </li>
      <li className="grid gap-2">
        <p className="font-semibold">2. Add this account: scan the QR code</p>
        <img
          src={setup.qrDataUrl}
          width={180}
          height={180}
          alt="QR code that adds your staff account to an authenticator app"
          className="rounded-lg border border-line bg-white"
        />
        <p className="text-ink-muted">
          Cannot scan? Choose &quot;enter a setup key&quot; in the app and type this key (time-based):
        </p>
        <code className="w-fit rounded-md bg-slate-100 px-2 py-1 font-mono text-base text-ink">
          {setup.secretGroups}
        </code>
        <p className="text-ink-muted">
          On this phone already?{" "}
          <a href={setup.uri} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Open in your authenticator app
          </a>
        </p>
      </li>
      <li className="grid gap-3">
        <p className="font-semibold">3. Type the code the app shows now</p>
        <Form
          method="post"
          action={action}
          {...getFormProps(form)}
          aria-label="Confirm the authenticator app"
          className="grid gap-4"
          preventScrollReset
        >
          {intent ? <input type="hidden" name="intent" value={intent} /> : null}
          <CodeField field={fields.code} id="setup-code" label="6-digit code" />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? "Checking..." : submitLabel}
            </Button>
            {children}
          </div>
        </Form>
      </li>
    </ol>
  );
}

/** The ten recovery codes, shown once right after they are made. */
export function RecoveryCodes({ codes, children }: { codes: string[]; children?: ReactNode }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(
    `Recovery codes for your staff account (each works once):\n\n${codes.join("\n")}\n`,
  )}`;
  return (
    <section
      aria-labelledby="recovery-codes-heading"
      className="grid gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink sm:p-5"
    >
      <h2 id="recovery-codes-heading" className="text-lg font-bold">
        Save your recovery codes
      </h2>
      <p>
        If you lose your phone, sign in with one of these instead of a code from the app. Each works once.
        Keep them somewhere safe and apart from your phone (a password manager, or printed). They are not
        shown again.
      </p>
      <ol className="grid grid-cols-1 gap-x-6 gap-y-1 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={file} download="recovery-codes.txt">
            <Download aria-hidden="true" />
            Download as a text file
          </a>
        </Button>
        {children}
      </div>
    </section>
  );
}
