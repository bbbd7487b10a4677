import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { cancelClassSchema, moveClassSchema, recordingSchema } from "~/lib/class-forms";
import { plural } from "~/lib/format";
import { ChoiceGroup } from "./choice-group";
import { Notice } from "./notice";

type Result = FormResult | null | undefined;

/** One form per change, checked in the browser with the action's own schema. */
function useChangeForm(
  id: "move" | "cancel" | "recording",
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  lastResult: Result,
  defaultValue?: Record<string, string>,
) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(schema, {
    id,
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue,
    validateOn: "onBlur",
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === id;
  return { form, fields: fields as Record<string, (typeof fields)[keyof typeof fields]>, busy };
}

/** "This class only" or "this and the N later classes of its series" (only for a class in a series). */
function ScopeChoice({ name, later, errors }: { name: string; later: number; errors?: string[] }) {
  if (later === 0) return <input type="hidden" name={name} value="one" />;
  return (
    <ChoiceGroup
      legend="Which classes"
      name={name}
      type="radio"
      inline={false}
      options={[
        { value: "one", label: "This class only" },
        {
          value: "rest",
          label: `This and the ${plural(later, "later class", "later classes")} of the series`,
        },
      ]}
      defaultValue="one"
      errors={errors}
    />
  );
}

const noteHint = "Students see it with the change, on their schedule and in their calendar.";

export function MoveClassForm({
  lastResult,
  later,
  defaultValue,
}: {
  lastResult: Result;
  later: number;
  defaultValue: { date: string; time: string; durationMinutes: string };
}) {
  const { form, fields, busy } = useChangeForm("move", moveClassSchema(new Date()), lastResult, defaultValue);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="move" />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <ScopeChoice name={fields.scope.name} later={later} errors={fields.scope.errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField field={fields.date} label="New day" required>
          {(control) => <Input {...control} type="date" />}
        </FormField>
        <FormField field={fields.time} label="New start (IST)" required>
          {(control) => <Input {...control} type="time" step={300} />}
        </FormField>
        <FormField field={fields.durationMinutes} label="Length (minutes)" required>
          {(control) => <Input {...control} type="number" min={15} max={480} step={5} />}
        </FormField>
      </div>
      {later > 0 ? (
        <p className="text-sm text-ink-muted">
          Later classes of the series move by the same amount (a class moved a day later makes each later
          class a day later).
        </p>
      ) : null}
      <FormField field={fields.note} label="Note for the students" required hint={noteHint}>
        {(control) => (
          <Textarea {...control} rows={2} maxLength={300} placeholder="e.g. Moved for the Diwali holiday." />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Moving..." : "Move"}
      </Button>
    </Form>
  );
}

export function CancelClassForm({ lastResult, later }: { lastResult: Result; later: number }) {
  const { form, fields, busy } = useChangeForm("cancel", cancelClassSchema, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="cancel" />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <ScopeChoice name={fields.scope.name} later={later} errors={fields.scope.errors} />
      <FormField field={fields.note} label="Note for the students" required hint={noteHint}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={300}
            placeholder="e.g. The trainer is unwell; notes will be shared."
          />
        )}
      </FormField>
      <Button type="submit" variant="destructive" disabled={busy} className="justify-self-start">
        {busy ? "Cancelling..." : "Cancel the class"}
      </Button>
    </Form>
  );
}

export function RecordingForm({ lastResult, current }: { lastResult: Result; current: string | null }) {
  const { form, fields, busy } = useChangeForm("recording", recordingSchema, lastResult, {
    recordingUrl: current ?? "",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="recording" />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <FormField
        field={fields.recordingUrl}
        label="Recording link"
        required
        hint="Students see Watch recording on this class once it has ended."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://drive.google.com/file/d/..."
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Saving..." : current ? "Replace the recording" : "Attach the recording"}
      </Button>
    </Form>
  );
}
