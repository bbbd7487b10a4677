import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { announcementSchema } from "~/lib/class-forms";
import { plural } from "~/lib/format";
import { Notice } from "./notice";

/** Post to the batch: shown on its students' dashboards and e-mailed to each active student. */
export function AnnouncementForm({
  lastResult,
  roster,
}: {
  lastResult: FormResult | null | undefined;
  roster: number;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(announcementSchema, {
    id: "announcement",
    lastResult: navigation.state === "idle" ? lastResult : null,
    validateOn: "onBlur",
  });
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <FormField field={fields.title} label="Title" required>
        {(control) => <Input {...control} maxLength={120} placeholder="e.g. No class on Friday" />}
      </FormField>
      <FormField field={fields.body} label="Message" required hint="Plain text; line breaks are kept.">
        {(control) => <Textarea {...control} rows={6} maxLength={5000} />}
      </FormField>
      <p className="text-sm text-ink-muted">
        {roster === 0
          ? "No student is enrolled yet: it will wait on the dashboard for the first ones."
          : `It appears on the dashboard of the batch's ${plural(roster, "active student")}, and each gets it by e-mail.`}
      </p>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Posting..." : "Post announcement"}
      </Button>
    </Form>
  );
}
