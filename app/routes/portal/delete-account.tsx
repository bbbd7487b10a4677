import { getFormProps } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/delete-account";
import { PasswordField } from "~/components/auth/account-fields";
import { PageHeading, SectionCard } from "~/components/portal/section-card";
import { Button } from "~/components/ui/button";
import { useSchemaForm } from "~/components/ui/form-field";
import { deleteAccountSchema } from "~/lib/account-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { checkCurrentPassword } from "~/server/account-settings.server";
import { destroySession, requireStudent } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { parseForm } from "~/server/forms.server";
import { securityEvent } from "~/server/logger.server";
import { eraseStudentAccount } from "~/server/my-data.server";
import { tooManyRequests } from "~/server/rate-limit.server";
import { requestInfo } from "~/server/request-context.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Delete my account | Student Portal",
    description: "Erase your student account and the data we hold about you.",
    path: "/dashboard/profile/delete",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireStudent(request);
  return null;
}

/** Erases the signed-in student's account after the current password (docs/decisions/182-a-students-own-data.md). */
export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const user = await requireStudent(request);
  const form = await parseForm(request, deleteAccountSchema);
  if (!form.ok) return form.response;
  const wrong = await checkCurrentPassword(user, form.value.currentPassword, info.clientIp);
  if (wrong) {
    securityEvent("delete-account", {
      outcome: "refused",
      userId: user.id,
      ip: info.clientIp,
    });
    const answer = { result: form.reply({ fieldErrors: { currentPassword: [wrong.message] } }) };
    return wrong.status === 429
      ? tooManyRequests(info, { retryAfterSeconds: wrong.retryAfterSeconds ?? 60 }, answer)
      : data(answer, { status: wrong.status });
  }
  await eraseStudentAccount(user.id, { kind: "self" });
  securityEvent("delete-account", { outcome: "success", userId: user.id, ip: info.clientIp });
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(request));
  headers.append(
    "Set-Cookie",
    flashCookie({
      kind: "success",
      title: "Your account was deleted",
      description: "You are signed out everywhere. Paid orders are kept for tax law, with your name only.",
    }),
  );
  return redirect("/", { headers });
}

export default function DeleteAccountPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useSchemaForm(deleteAccountSchema, {
    id: "delete-account",
    lastResult: actionData?.result,
  });
  return (
    <>
      <PageHeading title="Delete my account" description="This cannot be undone." />
      <SectionCard title="What happens" className="max-w-2xl">
        <ul className="grid list-disc gap-2 pl-5 text-ink">
          <li>
            Erased at once: your account, profile, enrolments and access to your batch, attendance, exam
            attempts and results, doubts and the images you attached, and the enquiries you sent us.
          </li>
          <li>
            Kept, because tax law requires it (8 years from the end of the financial year): your orders and
            invoices, with your name only. Your e-mail, phone and payment screenshots are removed from them.
          </li>
          <li>You are signed out on every device.</li>
        </ul>
        <p className="mt-4 text-sm text-ink-muted">
          Want a copy first?{" "}
          <a href="/dashboard/my-data.zip" className="font-semibold text-brand-700 underline" download>
            Download my data
          </a>
          .
        </p>
        <Form
          method="post"
          {...getFormProps(form)}
          className="mt-6 grid max-w-md gap-4"
          aria-label="Delete my account"
        >
          <PasswordField
            field={fields.currentPassword}
            label="Your password"
            autoComplete="current-password"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" disabled={busy}>
              <Trash2 aria-hidden="true" />
              {busy ? "Deleting..." : "Delete my account"}
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard/profile">Keep my account</Link>
            </Button>
          </div>
        </Form>
      </SectionCard>
    </>
  );
}
