import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { offerSchema } from "~/lib/catalogue-forms";
import { OFFER_HOLD_MINUTES } from "~/lib/offers";
import { CourseOptions } from "./course-options";
import { Notice } from "./notice";

/**
 * A new offer (decisions 14 and 17; administrators only): a price for one
 * course until a real end within a year, the same for every visitor, never
 * below the course's floor. It starts at once; "first N students" only with a cap.
 */
export function OfferForm({ lastResult }: { lastResult: FormResult | null | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(offerSchema, {
    id: "offer",
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue: { endTime: "23:59" },
    validateOn: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="intent" value="create" />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.courseId} label="Course" required>
          {(control) => (
            <NativeSelect {...control}>
              <CourseOptions />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          field={fields.priceRupees}
          label="Offer price (₹)"
          required
          hint="What /paymentpage charges while the offer is live: at most the course's price, at least the offer floor set on the course's page."
        >
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} />}
        </FormField>
        <FormField field={fields.endDate} label="Ends on (date)" required hint="Within a year from today.">
          {(control) => <Input {...control} type="date" />}
        </FormField>
        <FormField field={fields.endTime} label="Ends at (IST)" required>
          {(control) => <Input {...control} type="time" />}
        </FormField>
        <FormField
          field={fields.seatCap}
          label="Only for the first … students (optional)"
          hint={`Leave empty for no cap. With a cap, each order holds a place for ${OFFER_HOLD_MINUTES} minutes (its price too), and the site shows the real number of places left.`}
        >
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} />}
        </FormField>
      </div>
      <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
        Start the offer
      </Button>
    </Form>
  );
}
