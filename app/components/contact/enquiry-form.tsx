import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { COURSE_IDS, COURSE_TITLES, type CourseId } from "~/content/course-catalogue";
import type { EnquiryCopy } from "~/content/enquiry-page";
import type { EnquiryIntent } from "~/lib/enquiry";
import { enquirySchema, FIELD_LIMITS } from "~/lib/lead-forms";
import { FormAlert } from "./form-alert";
import { FormGuardFields } from "./form-guard-fields";

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
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/enrol");
  const schema = enquirySchema(intent);
  const [form, fields] = useForm({
    id: "enquiry-form",
    lastResult,
    defaultValue: { course: course ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  // Without JavaScript the page reloads after a 400: put the cursor (and the view) on the first problem.
  const firstInvalid = (["name", "email", "phone", "course", "message"] as const).find(
    (name) => fields[name].errors?.length,
  );
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: phoneKey, ...phoneProps } = getInputProps(fields.phone, { type: "tel" });
  const { key: courseKey, ...courseProps } = getSelectProps(fields.course);
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message);

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-5">
      <FormGuardFields token={token} sourcePage={sourcePage} />
      <input type="hidden" name="intent" value={intent} />
      {jobId ? <input type="hidden" name="job" value={jobId} /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field className="content-start" id={fields.name.id} label="Name" required error={fields.name.errors}>
          <Input
            key={nameKey}
            {...nameProps}
            autoFocus={firstInvalid === "name"}
            required
            autoComplete="name"
            maxLength={FIELD_LIMITS.name}
          />
        </Field>
        <Field
          className="content-start"
          id={fields.email.id}
          label="Email"
          required
          error={fields.email.errors}
        >
          <Input
            key={emailKey}
            {...emailProps}
            autoFocus={firstInvalid === "email"}
            required
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
          />
        </Field>
        <Field
          className="content-start"
          id={fields.phone.id}
          label="Phone (optional)"
          hint="With the country code if you are outside India."
          error={fields.phone.errors}
        >
          <Input
            key={phoneKey}
            {...phoneProps}
            autoFocus={firstInvalid === "phone"}
            aria-describedby={[`${fields.phone.id}-hint`, fields.phone.errors ? fields.phone.errorId : null]
              .filter(Boolean)
              .join(" ")}
            autoComplete="tel"
            inputMode="tel"
            maxLength={FIELD_LIMITS.phone}
            placeholder="+91 98765 43210"
          />
        </Field>
        <Field className="content-start" id={fields.course.id} label="Course" error={fields.course.errors}>
          <NativeSelect
            key={courseKey}
            {...courseProps}
            autoFocus={firstInvalid === "course"}
            defaultValue={fields.course.initialValue ?? course ?? ""}
          >
            <option value="">Not sure yet</option>
            {COURSE_IDS.map((id) => (
              <option key={id} value={id}>
                {COURSE_TITLES[id]}
                {COMING_SOON.includes(id) ? " (coming soon)" : ""}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field
        id={fields.message.id}
        label={copy.messageRequired ? copy.messageLabel : `${copy.messageLabel} (optional)`}
        required={copy.messageRequired}
        error={fields.message.errors}
      >
        <Textarea
          key={messageKey}
          {...messageProps}
          autoFocus={firstInvalid === "message"}
          rows={5}
          required={copy.messageRequired}
          maxLength={FIELD_LIMITS.message}
          placeholder={copy.messagePlaceholder}
        />
      </Field>
      <div>
        <Button type="submit" variant="accent" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {sending ? "Sending..." : copy.submit}
        </Button>
      </div>
    </Form>
  );
}
