import { getFormProps } from "@conform-to/react";
import type { FormEvent } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { IMAGE_ACCEPT } from "~/lib/image-upload";
import { type DoubtInput, doubtSchema, MISSING_INFORMATION } from "~/lib/portal-forms";

/**
 * The Ask a Doubt form: title, description, optional image (used in the
 * dialog and, without JavaScript, inline). A blank title or description
 * shows SPEC.md's 'Missing Information' toast as well as the field messages.
 */
export function DoubtForm({
  lastResult,
  submitting,
  onValid,
  onCancel,
}: {
  lastResult?: FormResult;
  submitting: boolean;
  /** A valid doubt, before it is posted (the demo keeps it in the tab instead). */
  onValid?: (event: FormEvent<HTMLFormElement>, doubt: DoubtInput) => void;
  onCancel?: () => void;
}) {
  const [form, fields] = useSchemaForm(doubtSchema, {
    id: "doubt",
    lastResult,
    onValid,
    onInvalid(errors) {
      if (errors.title || errors.description) {
        toast.error(MISSING_INFORMATION.title, { description: MISSING_INFORMATION.description });
      }
    },
  });
  return (
    <Form
      method="post"
      action="/dashboard/doubts?ask=1"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-4"
      aria-label="Ask a Doubt"
    >
      {/* Checked by the form (with a toast), not by the browser's bubbles: `required` marks the label only. */}
      <FormField field={fields.title} id="doubt-title" label="Title" required>
        {({ required: _label, ...control }) => (
          <Input {...control} maxLength={150} placeholder="e.g. Django migration error: no such column" />
        )}
      </FormField>
      <FormField field={fields.description} id="doubt-description" label="Description" required>
        {({ required: _label, ...control }) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="What did you try, what happened, and what did you expect?"
          />
        )}
      </FormField>
      <FormField
        field={fields.image}
        id="doubt-image"
        label="Screenshot (optional)"
        hint="PNG, JPEG or WebP image, up to 2 MB."
      >
        {({ defaultValue: _file, ...control }) => <Input {...control} type="file" accept={IMAGE_ACCEPT} />}
      </FormField>
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
