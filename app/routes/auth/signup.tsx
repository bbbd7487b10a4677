import { getFormProps } from "@conform-to/react";
import { CollectionNotice } from "~/components/layout/collection-notice";
import { marketingOptInLabel } from "~/content/privacy-notices";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/signup";
import { EmailField, FullNameField, NewPasswordFields } from "~/components/auth/account-fields";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { FormField, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toast";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_MISMATCH,
  REGISTRATION_FAILED,
  signupSchema,
} from "~/lib/account-forms";
import { isChoosable } from "~/lib/catalogue";
import { homeFor } from "~/lib/safe-redirect";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { checkFormLimits, countSignupFailure, signupFailuresLimited } from "~/server/account-limits.server";
import { atLeast, authTiming, registerStudent } from "~/server/accounts.server";
import { getSessionUser } from "~/server/auth.server";
import { listOpenBatches } from "~/server/batches.server";
import { flashCookie } from "~/server/flash.server";
import { parseForm } from "~/server/forms.server";
import { logger } from "~/server/logger.server";
import { passwordProblem } from "~/server/password-strength.server";
import { tooManyRequests } from "~/server/rate-limit.server";
import { requestInfo } from "~/server/request-context.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Create Your Student Account",
    description:
      "Sign up for the student portal: join your batch and follow your schedule, materials, exams and progress.",
    path: "/signup",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(homeFor(user.role, null));
  const url = new URL(request.url);
  const batches = (await listOpenBatches()).filter(isChoosable).map((b) => ({ id: b.id, name: b.name }));
  // From step 3 of a payment: the e-mail (and batch) of the order the new account takes over.
  const batch = url.searchParams.get("batch");
  return {
    batches,
    email: url.searchParams.get("email")?.slice(0, 200) ?? "",
    batch: batches.some((b) => b.id === batch) ? batch : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const started = Date.now();
  const form = await parseForm(request, signupSchema);
  if (!form.ok) return form.response;
  const limited =
    (await checkFormLimits("signup", info.clientIp, form.value.email)) ??
    (await signupFailuresLimited(info.clientIp));
  if (limited) {
    return tooManyRequests(info, limited, {
      result: form.reply(),
      formError: {
        title: "Too many attempts",
        message: "Too many sign-up attempts from here. Please wait a while and try again.",
      },
    });
  }
  const weakness = await passwordProblem(form.value.password, {
    role: "student",
    email: form.value.email,
    name: form.value.fullName,
  });
  if (weakness) {
    await countSignupFailure(info.clientIp);
    return atLeast(started, authTiming.signupMs, form.refuse({ fieldErrors: { password: [weakness] } }));
  }
  try {
    // The same answer whether or not the address already has an account (its owner gets an e-mail).
    const result = await registerStudent(form.value);
    // Only a new account is not counted: an address that already has one is a failure or a probe.
    if (!result.ok || !result.userId) await countSignupFailure(info.clientIp);
    if (!result.ok) {
      return atLeast(
        started,
        authTiming.signupMs,
        form.refuse({ fieldErrors: { batch: ["Please choose your batch."] } }),
      );
    }
  } catch (error) {
    logger.error({ err: error }, "signup failed");
    return data({ result: form.reply(), formError: { ...REGISTRATION_FAILED } }, { status: 500 });
  }
  const firstName = form.value.fullName.split(/\s+/)[0];
  const cookie = flashCookie({
    kind: "success",
    title: "Registration Successful!",
    description: `Welcome ${firstName}! Please check your email for verification.`,
  });
  return atLeast(started, authTiming.signupMs, redirect("/login", { headers: { "Set-Cookie": cookie } }));
}

function mismatchToast(errors: Record<string, string[] | null> | undefined) {
  if (errors?.confirmPassword?.[0] === PASSWORD_MISMATCH.description) {
    toast.error(PASSWORD_MISMATCH.title, { description: PASSWORD_MISMATCH.description });
  }
}

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.startsWith("/signup");
  const formError = actionData && "formError" in actionData ? actionData.formError : undefined;
  // The same schema as the action: a mismatch never leaves the browser.
  const [form, fields] = useSchemaForm(signupSchema, {
    id: "signup",
    lastResult: actionData?.result,
    // From step 3 of a payment: the payer's e-mail and the order's batch.
    defaultValue: { email: loaderData.email, batch: loaderData.batch ?? "" },
    onInvalid: mismatchToast,
  });

  useEffect(() => {
    const errors = actionData?.result.error;
    if (formError) toast.error(formError.title, { description: formError.message });
    else mismatchToast(errors);
  }, [actionData, formError]);

  return (
    <AuthCard
      title="Create Your Account"
      description="Join your batch and start your journey to a 12 LPA tech career."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <FormAlert title={formError?.title} message={formError?.message} />
      <Form method="post" {...getFormProps(form)} className="grid gap-5" aria-label="Sign up">
        <FullNameField field={fields.fullName} />
        <EmailField field={fields.email} />
        <FormField field={fields.mobile} id="mobile" label="Mobile Number" required>
          {(control) => (
            <Input {...control} type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" />
          )}
        </FormField>
        <FormField field={fields.batch} id="batch" label="Batch" required>
          {(control) => (
            <NativeSelect {...control} defaultValue={control.defaultValue ?? ""}>
              <option value="" disabled>
                Select your batch
              </option>
              {loaderData.batches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <NewPasswordFields
          fields={fields}
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A passphrase works well.`}
        />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="marketing" value="yes" className="mt-0.5 size-4 shrink-0" />
          <span>{marketingOptInLabel}</span>
        </label>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Creating account..." : "Create Account"}
        </Button>
        <CollectionNotice kind="signup" />
      </Form>
    </AuthCard>
  );
}
