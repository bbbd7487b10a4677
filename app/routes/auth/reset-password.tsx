import { getFormProps } from "@conform-to/react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { NewPasswordFields } from "~/components/auth/account-fields";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { useSchemaForm } from "~/components/ui/form-field";
import { PASSWORD_MAX, PASSWORD_MIN, resetPasswordSchema } from "~/lib/account-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { resetPassword, resetTokenIsValid } from "~/server/password-reset.server";
import { flashCookie } from "~/server/flash.server";
import { parseForm } from "~/server/forms.server";
import { tokenPageHeaders } from "~/server/token-pages.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Choose a New Password",
    description: "Set a new password for your student portal account.",
    path: "/reset-password",
    noindex: true,
  });

export const headers: Route.HeadersFunction = tokenPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: token.length > 0 && (await resetTokenIsValid(token)) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await parseForm(request, resetPasswordSchema);
  if (!form.ok) return form.response;
  const reset = await resetPassword(form.value.token, form.value.password);
  if (!reset.ok) {
    return reset.reason === "weak"
      ? form.refuse({ fieldErrors: { password: [reset.message] } })
      : form.refuse({ formErrors: ["This link has expired or has already been used."] });
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
  const [form, fields] = useSchemaForm(resetPasswordSchema, {
    id: "reset-password",
    lastResult: actionData?.result,
  });
  // An expired, used or missing token: nothing on this page can help but a new link.
  const errors = actionData?.result.error;
  if (!loaderData.valid || errors?.[""] || errors?.token) {
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
      <Form method="post" {...getFormProps(form)} className="grid gap-5" aria-label="New password">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          fields={fields}
          label="New Password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Saving..." : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
