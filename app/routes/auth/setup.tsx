import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/setup";
import { EmailField, FullNameField, NewPasswordFields } from "~/components/auth/account-fields";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { firstAdminSchema } from "~/lib/account-forms";
import { fieldErrorsOf, type FieldErrors } from "~/lib/form-errors";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { createSession } from "~/server/auth.server";
import { createFirstAdmin, firstAdminTokenIsValid } from "~/server/staff/first-admin.server";
import { STAFF_PASSWORD_MIN } from "~/server/staff/password-policy.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Create the First Administrator",
    description: "Create the administrator account of the staff console.",
    path: "/setup",
    noindex: true,
  });

const noStore = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/** The one-time link printed at the first start (no administrator yet). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data(
    {
      token,
      valid: token.length > 0 && (await firstAdminTokenIsValid(token)),
      minPassword: STAFF_PASSWORD_MIN,
    },
    { headers: noStore },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

interface SetupActionData {
  fieldErrors: FieldErrors;
  values: { fullName: string; email: string };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const values = { fullName: String(form.get("fullName") ?? ""), email: String(form.get("email") ?? "") };
  const parsed = firstAdminSchema.safeParse({
    fullName: form.get("fullName") ?? undefined,
    email: form.get("email") ?? undefined,
    password: form.get("password") ?? undefined,
    confirmPassword: form.get("confirmPassword") ?? undefined,
  });
  if (!parsed.success) {
    return data<SetupActionData>(
      { fieldErrors: fieldErrorsOf(parsed.error), values },
      { status: 400, headers: noStore },
    );
  }
  const created = await createFirstAdmin(token, {
    name: parsed.data.fullName,
    email: parsed.data.email,
    password: parsed.data.password,
  });
  if (!created.ok) {
    const fieldErrors: FieldErrors =
      created.reason === "invalid"
        ? { form: "This link has expired or has already been used." }
        : { [created.field === "name" ? "fullName" : created.field]: created.message };
    return data<SetupActionData>({ fieldErrors, values }, { status: 400, headers: noStore });
  }
  return redirect("/staff", { headers: { "Set-Cookie": await createSession(created.userId, request) } });
}

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const result = actionData as SetupActionData | undefined;
  const errors = result?.fieldErrors ?? {};
  if (!loaderData.valid || errors.form) {
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
      <Form method="post" className="grid gap-5" aria-label="First administrator">
        <input type="hidden" name="token" value={loaderData.token} />
        <FullNameField defaultValue={result?.values.fullName} error={errors.fullName} />
        <EmailField defaultValue={result?.values.email} error={errors.email} />
        <NewPasswordFields
          hint={`At least ${loaderData.minPassword} characters, no common words or your name. A few unrelated words make a strong one.`}
          errors={errors}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Creating account..." : "Create administrator"}
        </Button>
      </Form>
    </AuthCard>
  );
}
