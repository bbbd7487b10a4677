import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { type ModuleOption, ModuleSelect } from "~/components/staff/material-forms";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { examSchema } from "~/lib/exam-forms";

export interface ExamFormValues {
  title: string;
  description: string;
  module: string;
  /** "YYYY-MM-DDTHH:MM", India time. */
  opensAt: string;
  durationMinutes: string;
  totalMarks: string;
  passingMarks: string;
  /** One per line. */
  topics: string;
  kind: "external" | "portal";
  examUrl: string;
  /** "on" when it is the batch's final exam. */
  isFinal?: string;
}

/**
 * An exam's details: title, module, opening time (India time), duration,
 * total and passing marks, topics, and where it is taken. Once the exam has
 * opened its time, marks and kind are shown but fixed.
 */
export function ExamForm({
  modules,
  defaultValue,
  lastResult,
  locked = false,
  submitLabel,
}: {
  modules: readonly ModuleOption[];
  defaultValue?: ExamFormValues;
  lastResult: FormResult | null;
  locked?: boolean;
  submitLabel: string;
}) {
  const [form, fields] = useSchemaForm(examSchema, {
    id: defaultValue ? "exam-edit" : "exam-new",
    lastResult,
    defaultValue: defaultValue as Record<string, unknown> | undefined,
  });
  const fixed = locked ? "Fixed since the exam opened." : undefined;
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      <FormField field={fields.title} label="Title" required className="sm:col-span-2">
        {(control) => <Input {...control} maxLength={150} />}
      </FormField>
      <ModuleSelect
        field={fields.module}
        modules={modules}
        label="Module it tests"
        className="sm:col-span-2"
      />
      <FormField field={fields.opensAt} label="Opens at (India time)" required hint={fixed}>
        {(control) => <Input {...control} type="datetime-local" readOnly={locked} />}
      </FormField>
      <FormField
        field={fields.durationMinutes}
        label="Duration (minutes)"
        required
        hint={fixed ?? "The exam closes when this has passed: the time limit of an in-portal test."}
      >
        {(control) => (
          <Input {...control} type="number" min={5} max={600} inputMode="numeric" readOnly={locked} />
        )}
      </FormField>
      <FormField field={fields.totalMarks} label="Total marks" required hint={fixed}>
        {(control) => (
          <Input {...control} type="number" min={1} max={1000} inputMode="numeric" readOnly={locked} />
        )}
      </FormField>
      <FormField field={fields.passingMarks} label="Passing marks" required hint={fixed}>
        {(control) => (
          <Input {...control} type="number" min={0} max={1000} inputMode="numeric" readOnly={locked} />
        )}
      </FormField>
      <FormField field={fields.topics} label="Topics" required hint="One per line." className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
      <FormField field={fields.description} label="Description" hint="Optional." className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={2} maxLength={1000} />}
      </FormField>
      {locked ? (
        <input type="hidden" name={fields.kind.name} value={defaultValue?.kind} />
      ) : (
        <FormField field={fields.kind} label="Taken" required>
          {(control) => (
            <NativeSelect {...control}>
              <option value="portal">In the portal: timed test, marked automatically</option>
              <option value="external">Elsewhere: a link, results entered here</option>
            </NativeSelect>
          )}
        </FormField>
      )}
      <FormField
        field={fields.examUrl}
        label="Exam link (taken elsewhere)"
        hint="Students get it only while the exam is open."
      >
        {(control) => <Input {...control} type="url" inputMode="url" maxLength={2000} />}
      </FormField>
      <div className="sm:col-span-2">
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            name={fields.isFinal.name}
            id={fields.isFinal.id}
            defaultChecked={fields.isFinal.initialValue === "on"}
            aria-describedby={fields.isFinal.errors?.length ? `${fields.isFinal.id}-error` : undefined}
            className="size-5 accent-brand-700"
          />
          Final exam: a certificate needs it passed
        </label>
        {fields.isFinal.errors?.length ? (
          <p id={`${fields.isFinal.id}-error`} className="text-sm font-semibold text-red-700">
            {fields.isFinal.errors.join(" ")}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
