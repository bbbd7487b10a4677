import { getFormProps } from "@conform-to/react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/setup";
import { EmailField, FullNameField, NewPasswordFields } from "~/components/auth/account-fields";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { useSchemaForm } from "~/components/ui/form-field";
import { firstAdminSchema } from "~/lib/account-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { createSession } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { parseForm } from "~/server/forms.server";
import { beginAppSetup } from "~/server/second-factor.server";
import { adminsMustUseSecondFactor } from "~/server/second-factor-policy.server";
import { startSignInStep } from "~/server/sign-in-step.server";
import { tokenPageHeaders } from "~/server/token-pages.server";
import { createFirstAdmin, firstAdminTokenIsValid } from "~/server/staff/first-admin.server";
import { STAFF_PASSWORD_MIN } from "~/server/staff/password-policy.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Create the First Administrator",
    description: "Create the administrator account of the staff console.",
    path: "/setup",
    noindex: true,
  });

/** The one-time link printed at the first start (no administrator yet). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return {
    token,
    valid: token.length > 0 && (await firstAdminTokenIsValid(token)),
    minPassword: STAFF_PASSWORD_MIN,
  };
}

export const headers: Route.HeadersFunction = tokenPageHeaders;

export async function action({ request }: Route.ActionArgs) {
  const form = await parseForm(request, firstAdminSchema);
  if (!form.ok) return form.response;
  const created = await createFirstAdmin(form.value.token, {
    name: form.value.fullName,
    email: form.value.email,
    password: form.value.password,
  });
  if (!created.ok) {
    return created.reason === "invalid"
      ? form.refuse({ formErrors: ["This link has expired or has already been used."] })
      : form.refuse({
          fieldErrors: { [created.field === "name" ? "fullName" : created.field]: [created.message] },
        });
  }
  if (adminsMustUseSecondFactor()) {
    // A deployment: the administrator's first sign-in finishes by setting up the authenticator app.
    const stepCookie = await startSignInStep(request, created.userId, "enrol", "/staff");
    await beginAppSetup(created.userId);
    return redirect("/login/second-factor/setup", { headers: { "Set-Cookie": stepCookie } });
  }
  // A demo: signed in with the password, and offered the second factor on My account.
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(created.userId, request, "staff"));
  headers.append(
    "Set-Cookie",
    flashCookie({
      kind: "success",
      title: "Administrator created",
      description:
        "Protect this account with an authenticator app below. Once the site is live (not a demo), administrators must.",
    }),
  );
  return redirect("/staff/account#second-factor", { headers });
}

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(firstAdminSchema, { id: "setup", lastResult: actionData?.result });
  if (!loaderData.valid || actionData?.result.error?.[""]) {
    return (
      <AuthCard
        title="This link has expired"
        description="The link works once, for an hour, and only while there is no administrator. Restart the server to get a new one, or create a staff account with npm run staff:create."
      >
        <p className="text-sm text-ink-muted">Already have an account? Sign in at /login.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create the first administrator"
      description="This account runs the staff console: leads, payments, doubts and the team. It can add colleagues afterwards."
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-5" aria-label="First administrator">
        <input type="hidden" name="token" value={loaderData.token} />
        <FullNameField field={fields.fullName} />
        <EmailField field={fields.email} />
        <NewPasswordFields
          fields={fields}
          hint={`At least ${loaderData.minPassword} characters, no common words or your name. A few unrelated words make a strong one.`}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Creating account..." : "Create administrator"}
        </Button>
      </Form>
    </AuthCard>
  );
}
