import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { NewPasswordFields } from "~/components/auth/account-fields";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { PASSWORD_MAX, PASSWORD_MIN, resetPasswordSchema } from "~/lib/account-forms";
import { fieldErrorsOf, type FieldErrors } from "~/lib/form-errors";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { resetPassword, resetTokenIsValid } from "~/server/password-reset.server";
import { flashCookie } from "~/server/flash.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Choose a New Password",
    description: "Set a new password for your student portal account.",
    path: "/reset-password",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: token.length > 0 && (await resetTokenIsValid(token)) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = resetPasswordSchema.safeParse({
    token: form.get("token") ?? undefined,
    password: form.get("password") ?? undefined,
    confirmPassword: form.get("confirmPassword") ?? undefined,
  });
  if (!parsed.success)
    return data({ fieldErrors: fieldErrorsOf(parsed.error) as FieldErrors }, { status: 400 });
  const reset = await resetPassword(parsed.data.token, parsed.data.password);
  if (!reset.ok) {
    return data(
      {
        fieldErrors: (reset.reason === "weak"
          ? { password: reset.message }
          : { form: "This link has expired or has already been used." }) as FieldErrors,
      },
      { status: 400 },
    );
  }
  const cookie = flashCookie({
    kind: "success",
    title: "Password updated",
    description: "Please sign in with your new password.",
  });
  return redirect("/login", { headers: { "Set-Cookie": cookie } });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = actionData?.fieldErrors ?? {};
  if (!loaderData.valid || errors.form || errors.token) {
    return (
      <AuthCard
        title="This link has expired"
        description="Reset links work for one hour and only once. Ask for a new one and use the latest email."
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">Send a new link</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description="After saving, you are signed out everywhere and can sign in with the new password."
    >
      <Form method="post" className="grid gap-5" aria-label="New password">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          label="New Password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
          errors={errors}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Saving..." : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
