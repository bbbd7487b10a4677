import { Award, CalendarDays, GraduationCap, Mail, Pencil, Phone } from "lucide-react";
import { Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/profile";
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeviceList,
  type SecurityAnswer,
} from "~/components/account/account-security";
import { Avatar } from "~/components/portal/avatar";
import { useDemoStore } from "~/components/portal/demo-store";
import { ProfileDetail } from "~/components/portal/profile-detail";
import { ProfileForm } from "~/components/portal/profile-form";
import { YourDataCard } from "~/components/portal/your-data-card";
import { PageHeading, SectionCard } from "~/components/portal/section-card";
import { StepPath } from "~/components/portal/step-path";
import { usePortal } from "~/components/portal/use-portal";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ProgressRing } from "~/components/ui/progress-ring";
import { phoneSchema } from "~/lib/account-forms";
import { formatDate } from "~/lib/format";
import { istInstant } from "~/lib/ist";
import { PROFILE_UPDATED } from "~/lib/portal-forms";
import { progressPercent } from "~/lib/portal-stats";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStudent } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { portalContext } from "~/server/portal/context.server";
import { listAchievements, updatePhone } from "~/server/portal/profile.server";
import { deviceSessions, parseAccountForm, runSecurityForm } from "~/server/security-actions.server";
import { requestInfo } from "~/server/request-context.server";

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

/**
 * Saves the signed-in student's own phone, or runs one of the sign-in and
 * security forms; no id is taken from the form. The e-mail changes only
 * through its own form (current password, then a link to the new address).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const user = await requireStudent(request);
  const form = await parseAccountForm(request, phoneSchema);
  if (!form.ok) return form.response;
  if ("intent" in form.value) {
    return runSecurityForm(form.value, form.reply, user, info, "/dashboard/profile");
  }
  await updatePhone(user.id, form.value.phone);
  return redirect("/dashboard/profile", {
    headers: { "Set-Cookie": flashCookie({ kind: "success", ...PROFILE_UPDATED }) },
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { demo, student } = usePortal();
  const demoStore = useDemoStore();
  const [params] = useSearchParams();
  const editing = params.get("edit") === "1";
  const email = (demo ? demoStore.profile.email : undefined) ?? student.email;
  const phone = (demo ? demoStore.profile.phone : undefined) ?? student.phone ?? "";
  const percent = progressPercent(student.completedModules, student.totalModules);
  const security = actionData && "intent" in actionData ? (actionData as SecurityAnswer) : undefined;
  const profileResult = actionData && "status" in actionData ? actionData.result : undefined;

  return (
    <>
      <PageHeading title="My Profile" description="Your details, course and progress." />
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="profile-name"
          className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6 lg:col-span-2"
        >
          <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
            <Avatar name={student.name} src={student.avatarUrl} className="size-20 text-2xl" />
            <div className="min-w-0">
              <h2 id="profile-name" className="text-xl font-bold">
                {student.name}
              </h2>
              <p className="text-ink-muted">{student.courseTitle}</p>
              <Badge className="mt-2">{student.batchName}</Badge>
            </div>
            {editing ? null : (
              <Button asChild variant="outline" className="sm:ml-auto">
                <Link to="?edit=1" replace preventScrollReset>
                  <Pencil aria-hidden="true" />
                  Edit Profile
                </Link>
              </Button>
            )}
          </div>

          {editing ? (
            <ProfileForm
              demo={demo}
              student={student}
              email={email}
              phone={phone}
              lastResult={profileResult}
            />
          ) : (
            <dl className="mt-6 grid gap-3 sm:grid-cols-2">
              <ProfileDetail icon={Mail} label="Email" wide>
                {email}
              </ProfileDetail>
              <ProfileDetail icon={Phone} label="Phone">
                {phone || "Not given"}
              </ProfileDetail>
              <ProfileDetail icon={GraduationCap} label="Course">
                {student.courseTitle}
              </ProfileDetail>
              <ProfileDetail icon={CalendarDays} label="Join Date">
                {formatDate(student.joinedAt)}
              </ProfileDetail>
            </dl>
          )}
        </section>

        <SectionCard title="Course Progress" id="progress">
          <div className="flex flex-col items-center gap-3 text-center">
            <ProgressRing value={percent} size={140} label="Course progress" />
            <p className="font-semibold">
              {student.completedModules} of {student.totalModules} modules completed
            </p>
            <div className="w-full">
              <StepPath modules={student.modules} />
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
              <ChangePasswordForm action="/dashboard/profile" answer={security} />
              <ChangeEmailForm action="/dashboard/profile" currentEmail={student.email} answer={security} />
              <DeviceList action="/dashboard/profile" sessions={loaderData.sessions} answer={security} />
            </div>
          </SectionCard>
        ) : null}

        {loaderData.sessions ? <YourDataCard /> : null}
      </div>
    </>
  );
}
