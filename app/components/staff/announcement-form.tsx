import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { announcementSchema } from "~/lib/class-forms";
import { plural } from "~/lib/format";
import { controlProps, FormField } from "./form-field";
import { Notice } from "./notice";

/** Post to the batch: shown on its students' dashboards and e-mailed to each active student. */
export function AnnouncementForm({
  lastResult,
  roster,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  roster: number;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "announcement",
    lastResult: navigation.state === "idle" ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: announcementSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state === "submitting";
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      className="grid gap-4"
    >
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <FormField field={fields.title} label="Title" required>
        <Input
          {...controlProps(fields.title)}
          required
          maxLength={120}
          placeholder="e.g. No class on Friday"
        />
      </FormField>
      <FormField field={fields.body} label="Message" required hint="Plain text; line breaks are kept.">
        <Textarea {...controlProps(fields.body, { hint: true })} rows={6} required maxLength={5000} />
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
