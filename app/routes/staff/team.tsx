import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/team";
import { AuditTrail } from "~/components/staff/audit-trail";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { TeamMemberActions } from "~/components/staff/team-member-actions";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Badge } from "~/components/ui/badge";
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
import { resetColleagueSecondFactor } from "~/server/second-factor.server";
import { adminsMustUseSecondFactor } from "~/server/second-factor-policy.server";

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
    // Deployments require it of administrators: the page says who still has to set it up.
    adminsMustUse: adminsMustUseSecondFactor(),
    me: { id: user.id, isAdmin: user.isAdmin },
    staff,
    history: history.filter((e) => e.entityType === "user").slice(0, 20),
    done:
      done === "signed-out"
        ? "Signed out on every device."
        : done === "removed"
          ? "Staff account removed."
          : done === "reset-second-factor"
            ? "Second factor reset and signed out everywhere. They set up an authenticator app again at their next sign-in."
            : null,
  };
}

/** Administrators only: end a colleague's sessions, reset their second factor, or remove their account. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireStaffAdmin(request, "Only administrators can manage staff accounts.");
  const form = await parseForm(request, teamActionSchema);
  if (!form.ok) return data({ error: "Choose a staff member and an action." }, { status: 400 });
  const { intent, userId } = form.value;
  const result =
    intent === "remove"
      ? await removeStaffAccount(admin, userId)
      : intent === "reset-second-factor"
        ? await resetColleagueSecondFactor(admin, userId)
        : await signOutStaffEverywhere(admin, userId);
  const done = { remove: "removed", "sign-out": "signed-out", "reset-second-factor": "reset-second-factor" };
  if (result.ok) return redirect(`/staff/team?done=${done[intent]}`);
  if (result.reason === "self") {
    const own =
      intent === "remove" ? "remove your own account" : "reset your own second factor here (use My account)";
    return data({ error: `You cannot ${own}.` }, { status: 400 });
  }
  if (result.reason === "none")
    return data({ error: "This colleague has no second factor to reset." }, { status: 409 });
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
  const { me, staff, history, done, adminsMustUse } = loaderData;
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
              ? " As an administrator you can sign a colleague out everywhere, reset their second factor (a lost phone) or remove their access."
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
                  {member.secondFactor ? (
                    <Badge variant="success">Second factor on</Badge>
                  ) : member.isAdmin && adminsMustUse ? (
                    <Badge variant="warning">Sets up a second factor at next sign-in</Badge>
                  ) : null}
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
                {me.isAdmin && member.id !== me.id ? <TeamMemberActions member={member} busy={busy} /> : null}
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
