import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { COURSE_LEVELS, SALE_STATUSES } from "~/content/catalogue-seed";
import { SALE_STATUS_LABELS } from "~/lib/catalogue";
import { courseSchema } from "~/lib/catalogue-forms";
import { Notice } from "./notice";

/** An administrator edits one course's facts: what every page of the site shows. */
export function CourseForm({
  defaultValue,
  lastResult,
}: {
  defaultValue: Record<string, string>;
  lastResult: FormResult | null | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(courseSchema, {
    id: "course",
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue,
    validateOn: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          field={fields.priceRupees}
          label="Price (₹)"
          required
          hint="What /paymentpage charges when no offer is live."
        >
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} />}
        </FormField>
        <FormField
          field={fields.regularPriceRupees}
          label="Regular price (₹)"
          required
          hint="Shown struck through."
        >
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} />}
        </FormField>
        <FormField
          field={fields.offerFloorRupees}
          label="Offer floor (₹)"
          required
          hint="No offer on this course may charge less."
        >
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} />}
        </FormField>
        <FormField field={fields.durationWeeks} label="Duration (weeks)" required>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={104} step={1} />}
        </FormField>
        <FormField field={fields.level} label="Level" required>
          {(control) => (
            <NativeSelect {...control}>
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          field={fields.saleStatus}
          label="Sale status"
          required
          hint="Only a course on sale can be ordered; the others say why."
        >
          {(control) => (
            <NativeSelect {...control}>
              {SALE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {SALE_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        field={fields.summary}
        label="Summary"
        required
        hint="One or two sentences: cards, the course page, search results."
      >
        {(control) => <Textarea {...control} rows={3} maxLength={400} />}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
        Save changes
      </Button>
    </Form>
  );
}
