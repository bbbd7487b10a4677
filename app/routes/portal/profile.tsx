import { Award, CalendarDays, GraduationCap, Mail, Pencil, Phone } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/profile";
import { Avatar } from "~/components/portal/avatar";
import { useDemoStore } from "~/components/portal/demo-store";
import { PageHeading, SectionCard } from "~/components/portal/section-card";
import { StepPath } from "~/components/portal/step-path";
import { usePortal } from "~/components/portal/use-portal";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { LabelledControl } from "~/components/ui/labelled-control";
import { ProgressRing } from "~/components/ui/progress-ring";
import { toast } from "~/components/ui/toast";
import { profileSchema } from "~/lib/account-forms";
import { formatDate } from "~/lib/format";
import { fieldErrorsOf, type FieldErrors } from "~/lib/form-errors";
import { istInstant } from "~/lib/ist";
import { PROFILE_UPDATED } from "~/lib/portal-forms";
import { progressPercent } from "~/lib/portal-stats";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStudent } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { portalContext } from "~/server/portal/context.server";
import { listAchievements, updateProfile } from "~/server/portal/profile.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "My Profile | Student Portal",
    description: "Your contact details, course, batch, progress and achievements.",
    path: "/dashboard/profile",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await portalContext(request);
  return { achievements: await listAchievements(viewer.userId) };
}

export { skipWhenOnlyQueryChanges as shouldRevalidate } from "~/components/portal/revalidate";

interface ProfileActionData {
  fieldErrors: FieldErrors;
  values: Record<string, string>;
}

/** Saves the signed-in student's own e-mail and phone; no id is taken from the form. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStudent(request);
  const form = await request.formData();
  const values = { email: String(form.get("email") ?? ""), phone: String(form.get("phone") ?? "") };
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success)
    return data<ProfileActionData>({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const saved = await updateProfile(user.id, parsed.data);
  if (!saved.ok)
    return data<ProfileActionData>(
      { fieldErrors: { [saved.field]: saved.message }, values },
      { status: 400 },
    );
  return redirect("/dashboard/profile", {
    headers: { "Set-Cookie": flashCookie({ kind: "success", ...PROFILE_UPDATED }) },
  });
}

function Detail({
  icon: Icon,
  label,
  children,
  wide = false,
}: {
  icon: typeof Mail;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0 rounded-xl bg-surface-muted p-3 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 font-semibold [overflow-wrap:anywhere] text-ink">{children}</dd>
    </div>
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { demo, student } = usePortal();
  const demoStore = useDemoStore();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const result = actionData as ProfileActionData | undefined;
  const editing = params.get("edit") === "1";
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const email = (demo ? demoStore.profile.email : undefined) ?? student.email;
  const phone = (demo ? demoStore.profile.phone : undefined) ?? student.phone ?? "";
  const percent = progressPercent(student.completedModules, student.totalModules);
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/dashboard/profile") === true;

  useEffect(() => setClientErrors(null), [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = profileSchema.safeParse({ email: form.get("email"), phone: form.get("phone") });
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setClientErrors(null);
    if (!demo) return;
    // Demo: Save Changes copies the draft into this tab's profile only.
    event.preventDefault();
    demoStore.setProfile(parsed.data);
    toast.success(PROFILE_UPDATED.title, { description: PROFILE_UPDATED.description });
    setParams({}, { replace: true, preventScrollReset: true });
  }

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
            <Form
              method="post"
              action="/dashboard/profile?edit=1"
              onSubmit={onSubmit}
              className="mt-6 grid gap-4"
              aria-label="Edit profile"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <LabelledControl id="profile-email" name="email" label="Email" required error={errors.email}>
                  {(control) => (
                    <Input
                      {...control}
                      type="email"
                      autoComplete="email"
                      required
                      defaultValue={result?.values.email ?? email}
                    />
                  )}
                </LabelledControl>
                <LabelledControl id="profile-phone" name="phone" label="Phone" required error={errors.phone}>
                  {(control) => (
                    <Input
                      {...control}
                      type="tel"
                      autoComplete="tel"
                      required
                      defaultValue={result?.values.phone ?? phone}
                    />
                  )}
                </LabelledControl>
              </div>
              <dl className="grid gap-3 sm:grid-cols-2">
                <Detail icon={GraduationCap} label="Course (read-only)">
                  {student.courseTitle}
                </Detail>
                <Detail icon={CalendarDays} label="Join Date (read-only)">
                  {formatDate(student.joinedAt)}
                </Detail>
              </dl>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button asChild variant="outline">
                  <Link to="?" replace preventScrollReset onClick={() => setClientErrors(null)}>
                    Cancel
                  </Link>
                </Button>
                <Button type="submit" disabled={submitting}>
                  {submitting ? "Saving..." : "Save Changes"}
                </Button>
              </div>
            </Form>
          ) : (
            <dl className="mt-6 grid gap-3 sm:grid-cols-2">
              <Detail icon={Mail} label="Email" wide>
                {email}
              </Detail>
              <Detail icon={Phone} label="Phone">
                {phone || "Not given"}
              </Detail>
              <Detail icon={GraduationCap} label="Course">
                {student.courseTitle}
              </Detail>
              <Detail icon={CalendarDays} label="Join Date">
                {formatDate(student.joinedAt)}
              </Detail>
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
      </div>
    </>
  );
}
