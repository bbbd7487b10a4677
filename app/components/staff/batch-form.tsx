import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { BATCH_MODES, BATCH_STATES } from "~/content/batches";
import { BATCH_MODE_LABELS, BATCH_STATE_LABELS } from "~/lib/catalogue";
import { batchSchema, newBatchSchema } from "~/lib/catalogue-forms";
import { CourseOptions } from "./course-options";
import { Notice } from "./notice";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export interface BatchFormValues {
  id?: string;
  name: string;
  courseId: string;
  startDate: string;
  classDays: string[];
  startTime: string;
  endTime: string;
  mode: string;
  seats: string;
  state: string;
}

/**
 * Create or edit a batch: what course pages list (start date, days and time
 * in IST, mode, seats) and whether it takes students (state). A new batch also
 * gets its short code.
 */
export function BatchForm({
  isNew,
  defaultValue,
  lastResult,
}: {
  isNew: boolean;
  defaultValue: Partial<BatchFormValues>;
  lastResult: FormResult | null | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(isNew ? newBatchSchema : batchSchema, {
    id: "batch",
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue,
    validateOn: "onBlur",
  });
  const days = fields.classDays;
  const checked = new Set(
    Array.isArray(days.initialValue)
      ? days.initialValue.map(String)
      : days.initialValue
        ? [String(days.initialValue)]
        : [],
  );
  const daysInvalid = Boolean(days.errors?.length);

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="intent" value="save" />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <div className="grid gap-5 md:grid-cols-2">
        {isNew ? (
          <FormField
            field={(fields as typeof fields & { id: typeof fields.name }).id}
            label="Short code"
            required
            hint="Lower-case letters, digits and hyphens, e.g. python-c. It cannot be changed later."
          >
            {(control) => <Input {...control} maxLength={40} autoComplete="off" />}
          </FormField>
        ) : null}
        <FormField
          field={fields.name}
          label="Name"
          required
          hint='As students see it, e.g. "Python Full Stack - Batch C".'
        >
          {(control) => <Input {...control} maxLength={80} />}
        </FormField>
        <FormField field={fields.courseId} label="Course" required>
          {(control) => (
            <NativeSelect {...control}>
              <CourseOptions />
            </NativeSelect>
          )}
        </FormField>
        <FormField field={fields.startDate} label="First class (date)" required>
          {(control) => <Input {...control} type="date" />}
        </FormField>
        <fieldset
          className="grid content-start gap-1.5 md:col-span-2"
          aria-describedby={daysInvalid ? `${days.id}-error` : undefined}
        >
          <legend className="mb-1.5 text-sm font-semibold">
            Live class days{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {DAYS.map((day, i) => (
              <div key={day} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  id={`${days.id}-${i}`}
                  name={days.name}
                  value={String(i)}
                  defaultChecked={checked.has(String(i))}
                  aria-invalid={daysInvalid || undefined}
                  className="size-5 accent-brand-600"
                />
                <Label htmlFor={`${days.id}-${i}`} className="font-normal">
                  {day}
                </Label>
              </div>
            ))}
          </div>
          <FieldError id={`${days.id}-error`} message={days.errors} />
        </fieldset>
        <FormField field={fields.startTime} label="Starts at (IST)" required>
          {(control) => <Input {...control} type="time" />}
        </FormField>
        <FormField field={fields.endTime} label="Ends at (IST)" required>
          {(control) => <Input {...control} type="time" />}
        </FormField>
        <FormField field={fields.mode} label="Mode" required>
          {(control) => (
            <NativeSelect {...control}>
              {BATCH_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {BATCH_MODE_LABELS[mode]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField field={fields.seats} label="Seats" required hint="Nobody is enrolled beyond this number.">
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={500} step={1} />}
        </FormField>
        <FormField
          field={fields.state}
          label="State"
          required
          hint="Enrolling and running batches can be chosen while they have seats; completing a batch completes its students' enrolments."
        >
          {(control) => (
            <NativeSelect {...control}>
              {BATCH_STATES.map((state) => (
                <option key={state} value={state}>
                  {BATCH_STATE_LABELS[state]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
        {isNew ? "Create batch" : "Save changes"}
      </Button>
    </Form>
  );
}
