import { Award } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/profile";
import { ChangeEmailForm, ChangePasswordForm, DeviceList } from "~/components/account/account-security";
import { ProfileEditor, type ProfileActionData } from "~/components/portal/profile-editor";
import { PageHeading, SectionCard } from "~/components/portal/section-card";
import { StepPath } from "~/components/portal/step-path";
import { usePortal } from "~/components/portal/use-portal";
import { ProgressRing } from "~/components/ui/progress-ring";
import { phoneSchema, type SecurityActionData } from "~/lib/account-forms";
import { formatDate } from "~/lib/format";
import { fieldErrorsOf } from "~/lib/form-errors";
import { istInstant } from "~/lib/ist";
import { PROFILE_UPDATED } from "~/lib/portal-forms";
import { progressPercent } from "~/lib/portal-stats";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStudent } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { portalContext } from "~/server/portal/context.server";
import { listAchievements, updatePhone } from "~/server/portal/profile.server";
import { deviceSessions, isSecurityIntent, runSecurityIntent } from "~/server/security-actions.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "My Profile | Student Portal",
    description: "Your contact details, course, batch, progress and achievements.",
    path: "/dashboard/profile",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await portalContext(request);
  return {
    achievements: await listAchievements(viewer.userId),
    // The demo has no devices to list and no password to change.
    sessions: viewer.user ? await deviceSessions(viewer.user) : null,
  };
}

export { skipWhenOnlyQueryChanges as shouldRevalidate } from "~/components/portal/revalidate";

/** Saves the signed-in student's own phone, or runs a sign-in and security form; no id is taken from the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStudent(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (isSecurityIntent(intent)) {
    return runSecurityIntent(intent, form, user, context.clientIp, "/dashboard/profile");
  }
  const values = { phone: String(form.get("phone") ?? "") };
  const parsed = phoneSchema.safeParse(values);
  if (!parsed.success)
    return data<ProfileActionData>({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  await updatePhone(user.id, parsed.data.phone);
  return redirect("/dashboard/profile", {
    headers: { "Set-Cookie": flashCookie({ kind: "success", ...PROFILE_UPDATED }) },
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { student } = usePortal();
  const percent = progressPercent(student.completedModules, student.totalModules);
  const security = actionData && "intent" in actionData ? (actionData as SecurityActionData) : undefined;
  const profile = actionData && !("intent" in actionData) ? (actionData as ProfileActionData) : undefined;

  return (
    <>
      <PageHeading title="My Profile" description="Your details, course and progress." />
      <div className="grid gap-6 lg:grid-cols-3">
        <ProfileEditor result={profile} />

        <SectionCard title="Course Progress" id="progress">
          <div className="flex flex-col items-center gap-3 text-center">
            <ProgressRing value={percent} size={140} label="Course progress" />
            <p className="font-semibold">
              {student.completedModules} of {student.totalModules} modules completed
            </p>
            <div className="w-full">
              <StepPath completed={student.completedModules} total={student.totalModules} />
            </div>
          </div>
        </SectionCard>

        <SectionCard title="Achievements" className="lg:col-span-3">
          {loaderData.achievements.length === 0 ? (
            <p className="text-ink-muted">
              Your certificates and milestones will appear here as you complete modules and exams.
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-3">
              {loaderData.achievements.map((a) => (
                <li key={a.id} className="flex gap-3 rounded-xl border border-line p-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-800">
                    <Award aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{a.title}</h3>
                    <p className="text-sm text-ink-muted">{a.description}</p>
                    <p className="mt-1 text-xs font-semibold text-ink-muted">
                      <time dateTime={a.date}>{formatDate(istInstant(a.date, 12))}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        {loaderData.sessions ? (
          <SectionCard title="Sign-in and security" id="security" className="lg:col-span-3">
            <div className="grid gap-8 lg:grid-cols-3">
              <ChangePasswordForm action="/dashboard/profile" result={security} />
              <ChangeEmailForm action="/dashboard/profile" currentEmail={student.email} result={security} />
              <DeviceList action="/dashboard/profile" sessions={loaderData.sessions} />
            </div>
          </SectionCard>
        ) : null}
      </div>
    </>
  );
}
