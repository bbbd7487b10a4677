import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { jobOpeningSchema } from "~/lib/staff-forms";
import { controlProps, FormField } from "./form-field";
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
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
  withPublish: boolean;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "job-opening",
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue: { ...defaultValue, published: defaultValue.published ? "on" : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobOpeningSchema }),
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
      className="grid gap-5"
    >
      <input type="hidden" name="intent" value="save" />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <FormField field={fields.role} label="Role" required>
          <Input
            {...controlProps(fields.role)}
            required
            minLength={2}
            maxLength={120}
            placeholder="e.g. Python Developer"
          />
        </FormField>
        <FormField field={fields.company} label="Company" required>
          <Input {...controlProps(fields.company)} required minLength={2} maxLength={120} />
        </FormField>
        <FormField field={fields.location} label="Location" required>
          <Input
            {...controlProps(fields.location)}
            required
            minLength={2}
            maxLength={120}
            placeholder="e.g. Bengaluru"
          />
        </FormField>
        <FormField field={fields.experience} label="Experience" required>
          <Input {...controlProps(fields.experience)} required minLength={2} maxLength={60} />
        </FormField>
        <FormField field={fields.packageMinLpa} label="Package from (LPA)" required>
          <Input
            {...controlProps(fields.packageMinLpa)}
            type="number"
            inputMode="decimal"
            min={0}
            max={200}
            step={0.1}
            required
          />
        </FormField>
        <FormField field={fields.packageMaxLpa} label="Package up to (LPA)" required>
          <Input
            {...controlProps(fields.packageMaxLpa)}
            type="number"
            inputMode="decimal"
            min={0}
            max={200}
            step={0.1}
            required
          />
        </FormField>
      </div>
      <FormField
        field={fields.description}
        label="Description"
        required
        hint="Shown in View Details on /placements."
      >
        <Textarea
          {...controlProps(fields.description, { hint: true })}
          rows={5}
          required
          minLength={20}
          maxLength={5000}
        />
      </FormField>
      <FormField field={fields.requirements} label="Requirements" required hint="One per line.">
        <Textarea {...controlProps(fields.requirements, { hint: true })} rows={5} required />
      </FormField>
      <FormField
        field={fields.whyChoose}
        label="Why choose us (optional)"
        hint="A line about why our students fit this role."
      >
        <Textarea {...controlProps(fields.whyChoose, { hint: true })} rows={2} maxLength={2000} />
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          field={fields.applyUrl}
          label="Apply link"
          required
          hint="The employer's application page (opens in a new tab)."
        >
          <Input
            {...controlProps(fields.applyUrl, { hint: true })}
            type="url"
            required
            placeholder="https://"
          />
        </FormField>
        <FormField
          field={fields.validThrough}
          label="Valid through"
          required
          hint="The last day it shows on /placements (also the JobPosting's validThrough)."
        >
          <Input {...controlProps(fields.validThrough, { hint: true })} type="date" required />
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
