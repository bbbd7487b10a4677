import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/team";
import { AuditTrail } from "~/components/staff/audit-trail";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDate, formatDateTime, plural } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { teamActionSchema } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { parseForm } from "~/server/forms.server";
import { recentAudit } from "~/server/staff/audit.server";
import {
  listStaff,
  removeStaffAccount,
  requireStaffAdmin,
  signOutStaffEverywhere,
} from "~/server/staff/team.server";
import { trainerBatchNames } from "~/server/staff/trainers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const [members, history, trainerOf] = await Promise.all([
    listStaff(),
    recentAudit(200),
    trainerBatchNames(),
  ]);
  const staff = members.map((m) => ({ ...m, trainerOf: trainerOf.get(m.id) ?? [] }));
  const done = new URL(request.url).searchParams.get("done");
  return {
    me: { id: user.id, isAdmin: user.isAdmin },
    staff,
    history: history.filter((e) => e.entityType === "user").slice(0, 20),
    done:
      done === "signed-out"
        ? "Signed out on every device."
        : done === "removed"
          ? "Staff account removed."
          : null,
  };
}

/** Administrators only: end a colleague's sessions, or remove their account. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireStaffAdmin(request, "Only administrators can manage staff accounts.");
  const form = await parseForm(request, teamActionSchema);
  if (!form.ok) return data({ error: "Choose a staff member and an action." }, { status: 400 });
  const { intent, userId } = form.value;
  const result =
    intent === "remove"
      ? await removeStaffAccount(admin, userId)
      : await signOutStaffEverywhere(admin, userId);
  if (result.ok) return redirect(`/staff/team?done=${intent === "remove" ? "removed" : "signed-out"}`);
  if (result.reason === "self")
    return data({ error: "You cannot remove your own account." }, { status: 400 });
  throw data(null, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Team · Staff console",
    description: "The academy's staff accounts.",
    path: "/staff/team",
    noindex: true,
  });

export default function StaffTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { me, staff, history, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader
        title="Team"
        description={
          <>
            Staff accounts are created on the server with{" "}
            <code className="rounded bg-slate-100 px-1">npm run staff:create</code>.
            {me.isAdmin
              ? " As an administrator you can sign a colleague out everywhere or remove their access."
              : ""}
          </>
        }
      />
      {done ? <Notice tone="success">{done}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {staff.map((member) => (
          <li key={member.id}>
            <Card className="h-full">
              <CardHeader>
                <div className="flex flex-wrap items-center gap-2">
                  <CardTitle as="h2">{member.name}</CardTitle>
                  {member.isAdmin ? <Badge>Admin</Badge> : null}
                  {member.id === me.id ? <Badge variant="secondary">You</Badge> : null}
                </div>
                <p className="text-sm break-all text-ink-muted">{member.email}</p>
              </CardHeader>
              <CardContent className="grid gap-3 text-sm">
                <p>
                  Staff since {formatDate(member.createdAt)} · {plural(member.sessions, "open session")}
                  <br />
                  {member.lastActionAt
                    ? `Last action ${formatDateTime(member.lastActionAt)}`
                    : "No console actions yet"}
                  <br />
                  {member.isAdmin
                    ? "Manages every batch"
                    : member.trainerOf.length > 0
                      ? `Trainer of ${member.trainerOf.join(", ")}`
                      : "Trainer of no batch"}
                </p>
                {me.isAdmin && member.id !== me.id ? (
                  <div className="flex flex-wrap items-start gap-3">
                    <Form method="post">
                      <input type="hidden" name="intent" value="sign-out" />
                      <input type="hidden" name="userId" value={member.id} />
                      <Button
                        type="submit"
                        variant="outline"
                        size="sm"
                        disabled={busy || member.sessions === 0}
                      >
                        Sign out everywhere<span className="sr-only">: {member.name}</span>
                      </Button>
                    </Form>
                    <details className="group">
                      <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-lg px-3 font-semibold text-red-800 hover:bg-red-50">
                        Remove access<span className="sr-only">: {member.name}</span>
                      </summary>
                      <Form
                        method="post"
                        className="mt-2 grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3"
                      >
                        <p>
                          This deletes {member.name}&apos;s account. Their name stays on the history they
                          wrote.
                        </p>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="userId" value={member.id} />
                        <Button
                          type="submit"
                          variant="destructive"
                          size="sm"
                          disabled={busy}
                          className="justify-self-start"
                        >
                          Remove {member.name}
                        </Button>
                      </Form>
                    </details>
                  </div>
                ) : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle as="h2">Account history</CardTitle>
        </CardHeader>
        <CardContent>
          <AuditTrail entries={history} empty="No account changes yet." />
        </CardContent>
      </Card>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
