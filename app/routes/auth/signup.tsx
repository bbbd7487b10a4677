import { type FormEvent, useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/signup";
import { EmailField, FullNameField, NewPasswordFields } from "~/components/auth/account-fields";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { LabelledControl } from "~/components/ui/labelled-control";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toast";
import { BATCHES } from "~/content/batches";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_MISMATCH,
  REGISTRATION_FAILED,
  signupSchema,
} from "~/lib/account-forms";
import { fieldErrorsOf, type FieldErrors } from "~/lib/form-errors";
import { homeFor } from "~/lib/safe-redirect";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { checkFormLimits } from "~/server/account-limits.server";
import { atLeast, authTiming, registerStudent } from "~/server/accounts.server";
import { getSessionUser } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { logger } from "~/server/logger.server";
import { passwordProblem } from "~/server/password-strength.server";

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
  return null;
}

interface SignupActionData {
  fieldErrors?: FieldErrors;
  formError?: { title: string; message: string };
  values: Record<string, string>;
}

const FIELDS = ["fullName", "email", "mobile", "batch", "password", "confirmPassword"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const started = Date.now();
  const form = await request.formData();
  const raw = Object.fromEntries(FIELDS.map((f) => [f, form.get(f) ?? undefined]));
  // Passwords are never sent back to the page.
  const values = {
    fullName: String(raw.fullName ?? ""),
    email: String(raw.email ?? ""),
    mobile: String(raw.mobile ?? ""),
    batch: String(raw.batch ?? ""),
  };
  const parsed = signupSchema.safeParse(raw);
  if (!parsed.success) {
    return data<SignupActionData>({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  }
  const limited = await checkFormLimits("signup", context.clientIp, parsed.data.email);
  if (limited) {
    return data<SignupActionData>(
      {
        formError: {
          title: "Too many attempts",
          message: "Too many sign-up attempts from here. Please wait a while and try again.",
        },
        values,
      },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  const weakness = await passwordProblem(parsed.data.password, {
    role: "student",
    email: parsed.data.email,
    name: parsed.data.fullName,
  });
  if (weakness) {
    return atLeast(
      started,
      authTiming.signupMs,
      data<SignupActionData>({ fieldErrors: { password: weakness }, values }, { status: 400 }),
    );
  }
  try {
    // The same answer whether or not the address already has an account (its owner gets an e-mail).
    const result = await registerStudent(parsed.data);
    if (!result.ok) {
      return atLeast(
        started,
        authTiming.signupMs,
        data<SignupActionData>(
          { fieldErrors: { batch: "Please choose your batch." }, values },
          { status: 400 },
        ),
      );
    }
  } catch (error) {
    logger.error({ err: error }, "signup failed");
    return data<SignupActionData>({ formError: { ...REGISTRATION_FAILED }, values }, { status: 500 });
  }
  const firstName = parsed.data.fullName.split(/\s+/)[0];
  const cookie = flashCookie({
    kind: "success",
    title: "Registration Successful!",
    description: `Welcome ${firstName}! Please check your email for verification.`,
  });
  return atLeast(started, authTiming.signupMs, redirect("/login", { headers: { "Set-Cookie": cookie } }));
}

export default function SignupPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.startsWith("/signup");
  const result = actionData as SignupActionData | undefined;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const values = result?.values ?? {};

  useEffect(() => {
    setClientErrors(null);
    if (result?.formError) toast.error(result.formError.title, { description: result.formError.message });
    else if (result?.fieldErrors?.confirmPassword === PASSWORD_MISMATCH.description) {
      toast.error(PASSWORD_MISMATCH.title, { description: PASSWORD_MISMATCH.description });
    }
  }, [result]);

  // The same schema as the action: a mismatch never leaves the browser.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = signupSchema.safeParse(
      Object.fromEntries(FIELDS.map((f) => [f, form.get(f) ?? undefined])),
    );
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrorsOf(parsed.error);
    setClientErrors(found);
    if (found.confirmPassword === PASSWORD_MISMATCH.description) {
      toast.error(PASSWORD_MISMATCH.title, { description: PASSWORD_MISMATCH.description });
    }
    const first = FIELDS.find((f) => found[f]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

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
      <FormAlert title={result?.formError?.title} message={result?.formError?.message} />
      <Form method="post" className="grid gap-5" onSubmit={onSubmit} aria-label="Sign up">
        <FullNameField defaultValue={values.fullName} error={errors.fullName} />
        <EmailField defaultValue={values.email} error={errors.email} />
        <LabelledControl id="mobile" label="Mobile Number" required error={errors.mobile}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              placeholder="+91 98765 43210"
              defaultValue={values.mobile}
            />
          )}
        </LabelledControl>
        <LabelledControl id="batch" label="Batch" required error={errors.batch}>
          {(control) => (
            <NativeSelect {...control} required defaultValue={values.batch ?? ""}>
              <option value="" disabled>
                Select your batch
              </option>
              {BATCHES.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledControl>
        <NewPasswordFields
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A passphrase works well.`}
          errors={errors}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Creating account..." : "Create Account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
