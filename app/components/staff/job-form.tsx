import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { jobOpeningSchema } from "~/lib/staff-forms";
import { Notice } from "./notice";

export interface JobFormValues {
  role: string;
  company: string;
  location: string;
  packageMinLpa: string;
  packageMaxLpa: string;
  experience: string;
  description: string;
  requirements: string;
  whyChoose: string;
  applyUrl: string;
  validThrough: string;
}

/**
 * Create or edit a job opening. What it shows on /placements: role, company,
 * location, package, experience, the View Details text and the Apply link.
 * Creating can publish at once; an existing opening is (un)published with its own button.
 */
export function JobForm({
  defaultValue,
  lastResult,
  submitLabel,
  withPublish,
}: {
  defaultValue: Partial<JobFormValues> & { published?: boolean };
  lastResult: FormResult | null | undefined;
  submitLabel: string;
  withPublish: boolean;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(jobOpeningSchema, {
    id: "job-opening",
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue: { ...defaultValue, published: defaultValue.published ? "on" : undefined },
    validateOn: "onBlur",
  });
  const busy = navigation.state === "submitting";

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="intent" value="save" />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <FormField field={fields.role} label="Role" required>
          {(control) => (
            <Input {...control} minLength={2} maxLength={120} placeholder="e.g. Python Developer" />
          )}
        </FormField>
        <FormField field={fields.company} label="Company" required>
          {(control) => <Input {...control} minLength={2} maxLength={120} />}
        </FormField>
        <FormField field={fields.location} label="Location" required>
          {(control) => <Input {...control} minLength={2} maxLength={120} placeholder="e.g. Bengaluru" />}
        </FormField>
        <FormField field={fields.experience} label="Experience" required>
          {(control) => <Input {...control} minLength={2} maxLength={60} />}
        </FormField>
        <FormField field={fields.packageMinLpa} label="Package from (LPA)" required>
          {(control) => <Input {...control} type="number" inputMode="decimal" min={0} max={200} step={0.1} />}
        </FormField>
        <FormField field={fields.packageMaxLpa} label="Package up to (LPA)" required>
          {(control) => <Input {...control} type="number" inputMode="decimal" min={0} max={200} step={0.1} />}
        </FormField>
      </div>
      <FormField
        field={fields.description}
        label="Description"
        required
        hint="Shown in View Details on /placements."
      >
        {(control) => <Textarea {...control} rows={5} minLength={20} maxLength={5000} />}
      </FormField>
      <FormField field={fields.requirements} label="Requirements" required hint="One per line.">
        {(control) => <Textarea {...control} rows={5} />}
      </FormField>
      <FormField
        field={fields.whyChoose}
        label="Why choose us (optional)"
        hint="A line about why our students fit this role."
      >
        {(control) => <Textarea {...control} rows={2} maxLength={2000} />}
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          field={fields.applyUrl}
          label="Apply link"
          required
          hint="The employer's application page (opens in a new tab)."
        >
          {(control) => <Input {...control} type="url" placeholder="https://" />}
        </FormField>
        <FormField
          field={fields.validThrough}
          label="Valid through"
          required
          hint="The last day it shows on /placements (also the JobPosting's validThrough)."
        >
          {(control) => <Input {...control} type="date" />}
        </FormField>
      </div>
      {withPublish ? (
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            name={fields.published.name}
            id={fields.published.id}
            defaultChecked={fields.published.initialValue === "on"}
            className="size-5 accent-brand-700"
          />
          Publish on /placements now
        </label>
      ) : null}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Saving..." : submitLabel}
      </Button>
    </Form>
  );
}
