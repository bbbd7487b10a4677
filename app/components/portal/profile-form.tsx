import { getFormProps } from "@conform-to/react";
import { CalendarDays, GraduationCap, Mail } from "lucide-react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { profileSchema } from "~/lib/account-forms";
import { formatDate } from "~/lib/format";
import { PROFILE_UPDATED } from "~/lib/portal-forms";
import type { PortalStudent } from "~/lib/portal-types";
import { useDemoStore } from "./demo-store";
import { ProfileDetail } from "./profile-detail";

/**
 * Edit Profile: e-mail and phone (SPEC.md), course and join date read-only.
 * The demo keeps changes in this tab. A signed-in student saves the phone
 * here; the e-mail changes under "Sign-in and security" (current password,
 * then a link to the new address), so it shows read-only with a link there.
 */
export function ProfileForm({
  demo,
  student,
  email,
  phone,
  lastResult,
}: {
  demo: boolean;
  student: PortalStudent;
  email: string;
  phone: string;
  lastResult?: FormResult;
}) {
  const demoStore = useDemoStore();
  const navigation = useNavigation();
  const [, setParams] = useSearchParams();
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/dashboard/profile") === true;
  // Signed in, the e-mail rides along unchanged (a hidden field) and the server reads the phone only.
  const [form, fields] = useSchemaForm(profileSchema, {
    id: "profile",
    lastResult,
    defaultValue: { email, phone },
    onValid(event, value) {
      if (!demo) return;
      // Demo: Save Changes copies the draft into this tab's profile only.
      event.preventDefault();
      demoStore.setProfile(value);
      toast.success(PROFILE_UPDATED.title, { description: PROFILE_UPDATED.description });
      setParams({}, { replace: true, preventScrollReset: true });
    },
  });

  return (
    <Form
      method="post"
      action="/dashboard/profile?edit=1"
      {...getFormProps(form)}
      className="mt-6 grid gap-4"
      aria-label="Edit profile"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {demo ? (
          <FormField field={fields.email} id="profile-email" label="Email" required>
            {(control) => <Input {...control} type="email" autoComplete="email" />}
          </FormField>
        ) : (
          <dl>
            <input type="hidden" name={fields.email.name} value={email} />
            <ProfileDetail icon={Mail} label="Email">
              {email}{" "}
              <a href="#change-email" className="text-sm font-semibold text-brand-700 underline">
                Change e-mail
              </a>
            </ProfileDetail>
          </dl>
        )}
        <FormField field={fields.phone} id="profile-phone" label="Phone" required>
          {(control) => <Input {...control} type="tel" autoComplete="tel" />}
        </FormField>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ProfileDetail icon={GraduationCap} label="Course (read-only)">
          {student.courseTitle}
        </ProfileDetail>
        <ProfileDetail icon={CalendarDays} label="Join Date (read-only)">
          {formatDate(student.joinedAt)}
        </ProfileDetail>
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="?" replace preventScrollReset>
            Cancel
          </Link>
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </Form>
  );
}
