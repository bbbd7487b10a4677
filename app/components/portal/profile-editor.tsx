import { CalendarDays, GraduationCap, Mail, Pencil, Phone } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Avatar } from "~/components/portal/avatar";
import { useDemoStore } from "~/components/portal/demo-store";
import { usePortal } from "~/components/portal/use-portal";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { LabelledControl } from "~/components/ui/labelled-control";
import { toast } from "~/components/ui/toast";
import { phoneSchema, profileSchema } from "~/lib/account-forms";
import { formatDate } from "~/lib/format";
import { fieldErrorsOf, type FieldErrors } from "~/lib/form-errors";
import { PROFILE_UPDATED } from "~/lib/portal-forms";

export interface ProfileActionData {
  fieldErrors: FieldErrors;
  values: Record<string, string>;
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

/**
 * SPEC.md's profile card: view mode, Edit Profile, Save Changes / Cancel.
 * The demo edits e-mail and phone in this tab only; a signed-in student
 * saves the phone here and changes the e-mail under "Sign-in and security"
 * (it needs the current password and a link to the new address).
 */
export function ProfileEditor({ result }: { result?: ProfileActionData }) {
  const { demo, student } = usePortal();
  const demoStore = useDemoStore();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const editing = params.get("edit") === "1";
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const email = (demo ? demoStore.profile.email : undefined) ?? student.email;
  const phone = (demo ? demoStore.profile.phone : undefined) ?? student.phone ?? "";
  const submitting =
    navigation.state === "submitting" &&
    navigation.formAction?.startsWith("/dashboard/profile") === true &&
    !navigation.formData?.get("intent");

  useEffect(() => setClientErrors(null), [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = demo
      ? profileSchema.safeParse({ email: form.get("email"), phone: form.get("phone") })
      : phoneSchema.safeParse({ phone: form.get("phone") });
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setClientErrors(null);
    if (!demo) return;
    // Demo: Save Changes copies the draft into this tab's profile only.
    event.preventDefault();
    demoStore.setProfile(profileSchema.parse({ email: form.get("email"), phone: form.get("phone") }));
    toast.success(PROFILE_UPDATED.title, { description: PROFILE_UPDATED.description });
    setParams({}, { replace: true, preventScrollReset: true });
  }

  return (
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
            {demo ? (
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
            ) : (
              <dl>
                <Detail icon={Mail} label="Email">
                  {email}{" "}
                  <a href="#change-email" className="text-sm font-semibold text-brand-700 underline">
                    Change e-mail
                  </a>
                </Detail>
              </dl>
            )}
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
  );
}
