import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { CONTACT_SUBJECTS } from "~/content/contact";
import { contactSchema, FIELD_LIMITS } from "~/lib/lead-forms";
import { FormAlert } from "./form-alert";
import { FormGuardFields } from "./form-guard-fields";
import { LeadField, NameAndEmailFields } from "./lead-field";

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

  const firstInvalid = (["name", "email", "phone", "subject", "message"] as const).find(
    (name) => fields[name].errors?.length,
  );

  return (
    <Form method="post" action="/contact" preventScrollReset {...getFormProps(form)} className="grid gap-5">
      <FormGuardFields token={token} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields
          name={fields.name}
          email={fields.email}
          firstInvalid={firstInvalid}
          nameRef={nameRef}
        />
        <LeadField
          className="content-start"
          field={fields.phone}
          label="Phone (optional)"
          firstInvalid={firstInvalid}
        >
          {(control) => <Input {...control} type="tel" autoComplete="tel" maxLength={FIELD_LIMITS.phone} />}
        </LeadField>
        <LeadField
          className="content-start"
          field={fields.subject}
          label="Subject"
          required
          firstInvalid={firstInvalid}
        >
          {(control) => (
            <NativeSelect {...control} defaultValue={fields.subject.initialValue ?? ""}>
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </NativeSelect>
          )}
        </LeadField>
      </div>
      <LeadField field={fields.message} label="Message" required firstInvalid={firstInvalid}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={FIELD_LIMITS.message}
            placeholder="Tell us what you'd like to know: the course, your background, or the best time to call you."
          />
        )}
      </LeadField>
      <div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </Form>
  );
}
