import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { CLASS_TYPES } from "~/content/batches";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { MAX_SERIES_WEEKS } from "~/lib/class-series";
import { HELD_CLASS_MAX_DAYS, newClassSchema, WEEKDAY_SHORT } from "~/lib/class-forms";
import { ChoiceGroup } from "./choice-group";
import { Notice } from "./notice";

const WEEKDAYS = WEEKDAY_SHORT.map((label, i) => ({ value: String(i), label }));

export interface NewClassDefaults {
  title?: string;
  type: string;
  instructor: string;
  meetLink: string;
  durationMinutes: string;
  repeat: "once" | "weekly";
  date: string;
  time: string;
  days: string[];
  ends: "until" | "weeks";
  weeks: string;
  /** The batch's own class days (0 = Monday), named in the hint: never ticked for the trainer. */
  batchDays: number[];
}

/**
 * Schedule one class or a weekly series: what it is (title, type,
 * instructor, meeting link, length) and when (a day and a start time in IST;
 * for a series, the weekdays and until a date or for N weeks). It opens on
 * one class, and a series' days start unticked (docs/decisions/201). One
 * class may be recorded after it took place. Without JavaScript every field
 * shows; with it, the series fields follow the choice.
 */
export function NewClassForm({
  defaultValue,
  lastResult,
}: {
  defaultValue: NewClassDefaults;
  lastResult: FormResult | null | undefined;
}) {
  const navigation = useNavigation();
  const { batchDays, ...initial } = defaultValue;
  const [form, fields] = useSchemaForm(newClassSchema(new Date()), {
    id: "new-class",
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue: initial,
    validateOn: "onBlur",
  });
  const [repeat, setRepeat] = useState(String(fields.repeat.initialValue ?? defaultValue.repeat));
  const [held, setHeld] = useState(fields.held.initialValue === "on");
  const [ends, setEnds] = useState(String(fields.ends.initialValue ?? defaultValue.ends));
  // Before hydration (or without JavaScript) every field shows; after it, only the chosen ones.
  const hydrated = useHydrated();
  const showSeries = !hydrated || repeat === "weekly";
  const showUntil = !hydrated || ends === "until";
  const showWeeks = !hydrated || ends === "weeks";
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const days = fields.days.initialValue;

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="intent" value="create" />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <FormField field={fields.title} label="Title" required>
        {(control) => <Input {...control} maxLength={120} placeholder="e.g. Django models and the ORM" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.type} label="Type" required>
          {(control) => (
            <NativeSelect {...control}>
              {CLASS_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField field={fields.instructor} label="Instructor" required>
          {(control) => <Input {...control} maxLength={80} autoComplete="off" />}
        </FormField>
      </div>
      <FormField field={fields.meetLink} label="Meeting link" required hint="The Join Class button opens it.">
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://meet.google.com/abc-defg-hij"
          />
        )}
      </FormField>
      <ChoiceGroup
        legend="Repeat"
        name={fields.repeat.name}
        type="radio"
        options={[
          { value: "once", label: "One class" },
          { value: "weekly", label: "Weekly series" },
        ]}
        defaultValue={repeat}
        errors={fields.repeat.errors}
        onChange={(value, checked) => checked && setRepeat(value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.date} label={repeat === "once" ? "Day" : "First day"} required>
          {(control) => <Input {...control} type="date" />}
        </FormField>
        <FormField field={fields.time} label="Start time (IST)" required>
          {(control) => <Input {...control} type="time" step={300} />}
        </FormField>
        <FormField field={fields.durationMinutes} label="Length (minutes)" required>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={15} max={480} step={5} />}
        </FormField>
      </div>
      {!hydrated || repeat === "once" ? (
        <ChoiceGroup
          legend="Already held?"
          name={fields.held.name}
          type="checkbox"
          options={[{ value: "on", label: "It already took place" }]}
          defaultValue={fields.held.initialValue === "on" ? "on" : undefined}
          errors={fields.held.errors}
          hint={`Record an extra class of the last ${HELD_CLASS_MAX_DAYS} days as held, then take its attendance.`}
          onChange={(_, checked) => setHeld(checked)}
        />
      ) : null}
      {showSeries ? (
        <div className="grid gap-5 rounded-xl border border-line bg-surface-muted p-4">
          {hydrated ? null : <p className="text-sm text-ink-muted">For a weekly series only:</p>}
          <ChoiceGroup
            legend="On these days"
            name={fields.days.name}
            type="checkbox"
            options={WEEKDAYS}
            defaultValue={Array.isArray(days) ? (days as string[]) : typeof days === "string" ? [days] : []}
            errors={fields.days.errors}
            hint={
              batchDays.length > 0
                ? `This batch meets on ${batchDays.map((d) => WEEKDAY_SHORT[d]).join(", ")}. The first day must be one of the days you tick.`
                : "The first day must be one of the days you tick."
            }
          />
          <ChoiceGroup
            legend="Ends"
            name={fields.ends.name}
            type="radio"
            options={[
              { value: "weeks", label: "After a number of weeks" },
              { value: "until", label: "On a date" },
            ]}
            defaultValue={ends}
            errors={fields.ends.errors}
            onChange={(value, checked) => checked && setEnds(value)}
          />
          {showUntil ? (
            <FormField field={fields.until} label="Last day" required={hydrated}>
              {(control) => <Input {...control} type="date" />}
            </FormField>
          ) : null}
          {showWeeks ? (
            <FormField
              field={fields.weeks}
              label="Number of weeks"
              required={hydrated}
              hint={`Counted from the first day; at most ${MAX_SERIES_WEEKS}.`}
            >
              {(control) => (
                <Input {...control} type="number" inputMode="numeric" min={1} max={MAX_SERIES_WEEKS} />
              )}
            </FormField>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy
          ? "Saving..."
          : repeat === "weekly"
            ? "Schedule the series"
            : held
              ? "Record the class"
              : "Schedule the class"}
      </Button>
    </Form>
  );
}
