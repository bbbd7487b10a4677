import { getFormProps } from "@conform-to/react";
import { CollectionNotice } from "~/components/layout/collection-notice";
import { Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  firstInvalid as firstInvalidOf,
  FormField,
  type FormResult,
  useSchemaForm,
} from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { COURSE_IDS, COURSE_TITLES, type CourseId } from "~/content/course-catalogue";
import type { EnquiryCopy } from "~/content/enquiry-page";
import type { EnquiryIntent } from "~/lib/enquiry";
import { enquirySchema, FIELD_LIMITS } from "~/lib/lead-forms";
import { FormAlert } from "./form-alert";
import { FormGuardFields } from "./form-guard-fields";
import { NameAndEmailFields } from "./name-and-email-fields";

// Shown beside the course that has no batch yet (SPEC.md: AWS is coming soon).
const COMING_SOON: readonly CourseId[] = ["aws-cloud"];

/** The enquiry form of /enrol: name, e-mail, phone, course and message, pre-filled from the link. */
export function EnquiryForm({
  intent,
  course,
  jobId,
  copy,
  token,
  sourcePage,
  lastResult,
}: {
  intent: EnquiryIntent;
  course: CourseId | null;
  jobId: string | null;
  copy: EnquiryCopy;
  token: string;
  sourcePage: string | null;
  lastResult?: FormResult;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/enrol");
  const schema = enquirySchema(intent);
  const [form, fields] = useSchemaForm(schema, {
    id: "enquiry-form",
    lastResult,
    defaultValue: { course: course ?? "" },
  });
  const firstInvalid = firstInvalidOf(fields, ["name", "email", "phone", "course", "message"]);

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-5">
      <FormGuardFields token={token} sourcePage={sourcePage} />
      <input type="hidden" name="intent" value={intent} />
      {jobId ? <input type="hidden" name="job" value={jobId} /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields name={fields.name} email={fields.email} firstInvalid={firstInvalid} />
        <FormField
          field={fields.phone}
          label="Phone (optional)"
          hint="With the country code if you are outside India."
          autoFocus={firstInvalid === "phone"}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={FIELD_LIMITS.phone}
              placeholder="+91 98765 43210"
            />
          )}
        </FormField>
        <FormField field={fields.course} label="Course" autoFocus={firstInvalid === "course"}>
          {(control) => (
            <NativeSelect {...control} defaultValue={fields.course.initialValue ?? course ?? ""}>
              <option value="">Not sure yet</option>
              {COURSE_IDS.map((id) => (
                <option key={id} value={id}>
                  {COURSE_TITLES[id]}
                  {COMING_SOON.includes(id) ? " (coming soon)" : ""}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        field={fields.message}
        label={copy.messageRequired ? copy.messageLabel : `${copy.messageLabel} (optional)`}
        required={copy.messageRequired}
        autoFocus={firstInvalid === "message"}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={FIELD_LIMITS.message}
            placeholder={copy.messagePlaceholder}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" variant="accent" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {sending ? "Sending..." : copy.submit}
        </Button>
        <CollectionNotice kind="enquiry" className="mt-3" />
      </div>
    </Form>
  );
}
