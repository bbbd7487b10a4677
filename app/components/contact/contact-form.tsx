import { getFormProps } from "@conform-to/react";
import { CollectionNotice } from "~/components/layout/collection-notice";
import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
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
import { CONTACT_SUBJECTS } from "~/content/contact";
import { contactSchema, FIELD_LIMITS } from "~/lib/lead-forms";
import { FormAlert } from "./form-alert";
import { FormGuardFields } from "./form-guard-fields";
import { NameAndEmailFields } from "./name-and-email-fields";

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
  lastResult?: FormResult;
  focusOnMount?: boolean;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [form, fields] = useSchemaForm(contactSchema, { id: "contact-form", lastResult });
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) nameRef.current?.focus();
  }, [focusOnMount]);

  const firstInvalid = firstInvalidOf(fields, ["name", "email", "phone", "subject", "message"]);

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
        <FormField field={fields.phone} label="Phone (optional)" autoFocus={firstInvalid === "phone"}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" maxLength={FIELD_LIMITS.phone} />}
        </FormField>
        <FormField field={fields.subject} label="Subject" required autoFocus={firstInvalid === "subject"}>
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
        </FormField>
      </div>
      <FormField field={fields.message} label="Message" required autoFocus={firstInvalid === "message"}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={FIELD_LIMITS.message}
            placeholder="Tell us what you'd like to know: the course, your background, or the best time to call you."
          />
        )}
      </FormField>
      <div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {sending ? "Sending..." : "Send Message"}
        </Button>
        <CollectionNotice kind="contact" className="mt-3" />
      </div>
    </Form>
  );
}
