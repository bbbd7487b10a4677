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
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { CONTACT_SUBJECTS } from "~/content/contact";
import { contactSchema, FIELD_LIMITS } from "~/lib/lead-forms";
import { FormAlert } from "./form-alert";
import { FormGuardFields } from "./form-guard-fields";

/**
 * SPEC.md 'Send Us a Message': checked on submit first, then on every change
 * (Conform + the shared schema); without JavaScript it is a plain form post
 * that the action checks with the same schema.
 */
export function ContactForm({
  token,
  lastResult,
  focusOnMount = false,
}: {
  token: string;
  lastResult?: SubmissionResult<string[]>;
  focusOnMount?: boolean;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) nameRef.current?.focus();
  }, [focusOnMount]);

  // Without JavaScript the page reloads after a 400: put the cursor (and the view) on the first problem.
  const firstInvalid = (["name", "email", "phone", "subject", "message"] as const).find(
    (name) => fields[name].errors?.length,
  );
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: phoneKey, ...phoneProps } = getInputProps(fields.phone, { type: "tel" });
  const { key: subjectKey, ...subjectProps } = getSelectProps(fields.subject);
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message);

  return (
    <Form method="post" action="/contact" preventScrollReset {...getFormProps(form)} className="grid gap-5">
      <FormGuardFields token={token} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field className="content-start" id={fields.name.id} label="Name" required error={fields.name.errors}>
          <Input
            key={nameKey}
            ref={nameRef}
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
          error={fields.phone.errors}
        >
          <Input
            key={phoneKey}
            {...phoneProps}
            autoFocus={firstInvalid === "phone"}
            autoComplete="tel"
            maxLength={FIELD_LIMITS.phone}
          />
        </Field>
        <Field
          className="content-start"
          id={fields.subject.id}
          label="Subject"
          required
          error={fields.subject.errors}
        >
          <NativeSelect
            key={subjectKey}
            {...subjectProps}
            autoFocus={firstInvalid === "subject"}
            required
            defaultValue={fields.subject.initialValue ?? ""}
          >
            <option value="">Select a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id={fields.message.id} label="Message" required error={fields.message.errors}>
        <Textarea
          key={messageKey}
          {...messageProps}
          autoFocus={firstInvalid === "message"}
          rows={5}
          required
          maxLength={FIELD_LIMITS.message}
          placeholder="Tell us what you'd like to know: the course, your background, or the best time to call you."
        />
      </Field>
      <div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </Form>
  );
}
