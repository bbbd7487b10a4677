import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/data-requests";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatDate } from "~/lib/format";
import { istDateKey } from "~/lib/ist";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { dataRequestSchema } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { parseForm } from "~/server/forms.server";
import {
  eraseStudentAccount,
  findStudentByEmail,
  recordExportForStudent,
  studentDataZip,
} from "~/server/my-data.server";

/** Administrators act on a student's data request received by e-mail (docs/decisions/182-a-students-own-data.md). */
async function requireAdmin(request: Request) {
  const user = await requireStaff(request);
  if (!user.isAdmin) {
    throw new Response("Only administrators can act on data requests.", {
      status: 403,
      statusText: "Forbidden",
    });
  }
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const email = url.searchParams.get("email")?.trim().slice(0, 254) ?? "";
  return {
    email,
    student: email ? await findStudentByEmail(email) : null,
    erased: url.searchParams.get("done") === "erased",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await parseForm(request, dataRequestSchema);
  if (!form.ok) {
    const errors = form.result.error ?? {};
    const first = Object.values(errors).flat()[0] ?? "Check the form.";
    return data({ error: first }, { status: 400 });
  }
  const v = form.value;
  if (v.intent === "export") {
    const zip = await studentDataZip(v.userId);
    if (!zip) throw data(null, { status: 404, statusText: "Not Found" });
    await recordExportForStudent(admin, v.userId, v.reason);
    return new Response(new Uint8Array(zip), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="student-data-${istDateKey()}.zip"`,
        "Cache-Control": "private, no-store",
      },
    });
  }
  const student = await findStudentByEmail(v.confirmEmail);
  if (!student || student.id !== v.userId) {
    return data(
      { error: "The e-mail you typed is not this student's: nothing was deleted." },
      { status: 400 },
    );
  }
  await eraseStudentAccount(v.userId, { kind: "staff", actor: admin, reason: v.reason });
  return redirect("/staff/data-requests?done=erased");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Data requests · Staff console",
    description: "Act on a student's request for their data or for erasure.",
    path: "/staff/data-requests",
    noindex: true,
  });

export default function DataRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { email, student, erased } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <>
      <PageHeader
        title="Data requests"
        description="When a student writes asking for a copy of their data or for their account to be erased, find them here and act; each action is recorded under Activity."
      />
      {erased ? (
        <Notice tone="success">The account was erased. Its orders are kept with the name only.</Notice>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Form method="get" className="mb-6 flex max-w-xl flex-wrap items-end gap-3" aria-label="Find a student">
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor="find-email">The student's e-mail address</Label>
          <Input id="find-email" name="email" type="email" defaultValue={email} required />
        </div>
        <Button type="submit" variant="outline">
          Find
        </Button>
      </Form>
      {email && !student ? <p role="status">No student account has the e-mail {email}.</p> : null}
      {student ? (
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle as="h2">
              {student.name} ({student.email})
            </CardTitle>
            <p className="text-sm text-ink-muted">
              Joined {formatDate(student.created_at)};{" "}
              {student.orders === 1 ? "1 order" : `${student.orders} orders`}.
            </p>
          </CardHeader>
          <CardContent className="grid gap-8 md:grid-cols-2">
            <Form
              method="post"
              reloadDocument
              className="grid content-start gap-3"
              aria-label="Download their data"
            >
              <h3 className="font-semibold">Send them their data</h3>
              <input type="hidden" name="intent" value="export" />
              <input type="hidden" name="userId" value={student.id} />
              <Label htmlFor="export-reason">Which request (date, sender)</Label>
              <Input id="export-reason" name="reason" required minLength={5} maxLength={300} />
              <Button type="submit" variant="outline" className="w-fit">
                Download their data (ZIP)
              </Button>
              <p className="text-sm text-ink-muted">
                Send the file only to the account's own e-mail address.
              </p>
            </Form>
            <Form method="post" className="grid content-start gap-3" aria-label="Erase their account">
              <h3 className="font-semibold">Erase their account</h3>
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="userId" value={student.id} />
              <Label htmlFor="erase-reason">Which request (date, sender)</Label>
              <Input id="erase-reason" name="reason" required minLength={5} maxLength={300} />
              <Label htmlFor="erase-confirm">Type their e-mail address to confirm</Label>
              <Input id="erase-confirm" name="confirmEmail" type="email" required autoComplete="off" />
              <Button type="submit" variant="destructive" disabled={busy} className="w-fit">
                Erase the account
              </Button>
              <p className="text-sm text-ink-muted">
                Orders stay for tax law with the name only; everything else about them is erased.
              </p>
            </Form>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
