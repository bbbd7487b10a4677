import type { FormEvent } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { LabelledControl } from "~/components/ui/labelled-control";
import { Textarea } from "~/components/ui/textarea";
import type { FieldErrors } from "~/lib/form-errors";
import { DOUBT_IMAGE_ACCEPT } from "~/lib/portal-forms";

/** The Ask a Doubt form: title, description, optional image (used in the dialog and, without JavaScript, inline). */
export function DoubtForm({
  errors,
  values,
  submitting,
  onSubmit,
  onCancel,
}: {
  errors: FieldErrors;
  values?: Record<string, string>;
  submitting: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
}) {
  return (
    <Form
      method="post"
      action="/dashboard/doubts?ask=1"
      encType="multipart/form-data"
      className="grid gap-4"
      onSubmit={onSubmit}
      aria-label="Ask a Doubt"
    >
      <LabelledControl id="doubt-title" name="title" label="Title" required error={errors.title}>
        {(control) => (
          <Input
            {...control}
            maxLength={150}
            placeholder="e.g. Django migration error: no such column"
            defaultValue={values?.title}
          />
        )}
      </LabelledControl>
      <LabelledControl
        id="doubt-description"
        name="description"
        label="Description"
        required
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="What did you try, what happened, and what did you expect?"
            defaultValue={values?.description}
          />
        )}
      </LabelledControl>
      <LabelledControl
        id="doubt-image"
        name="image"
        label="Screenshot (optional)"
        hint="PNG, JPEG or WebP image, up to 2 MB."
        error={errors.image}
      >
        {(control) => <Input {...control} type="file" accept={DOUBT_IMAGE_ACCEPT} />}
      </LabelledControl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit Doubt"}
        </Button>
      </div>
    </Form>
  );
}
