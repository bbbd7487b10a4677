import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { type AnyField, FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { MATERIAL_ACCEPT, materialFileSchema, materialLinkSchema } from "~/lib/material-forms";
import { LINK_TYPES, MATERIAL_TYPE_NAMES } from "~/lib/materials";

export interface ModuleOption {
  number: number;
  label: string;
}

/** The course's modules to choose from (materials and exams name the same ones). */
export function ModuleSelect({
  field,
  modules,
  label = "Module",
  className,
}: {
  field: AnyField;
  modules: readonly ModuleOption[];
  label?: string;
  className?: string;
}) {
  return (
    <FormField field={field} label={label} required className={className}>
      {(control) => (
        <NativeSelect {...control}>
          <option value="">Choose the module</option>
          {modules.map((m) => (
            <option key={m.number} value={m.number}>
              {m.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

function CommonFields({
  fields,
  modules,
  sentBefore,
}: {
  fields: { module: AnyField; title: AnyField; description: AnyField; publish: AnyField };
  modules: readonly ModuleOption[];
  /** The form came back with a problem: keep the box as it was sent. */
  sentBefore: boolean;
}) {
  return (
    <>
      <ModuleSelect field={fields.module} modules={modules} />
      <FormField field={fields.title} label="Title" required>
        {(control) => <Input {...control} maxLength={150} />}
      </FormField>
      <FormField
        field={fields.description}
        label="Description"
        hint="Optional: what it covers, when to read it."
      >
        {(control) => <Textarea {...control} rows={2} maxLength={1000} />}
      </FormField>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          name={fields.publish.name}
          defaultChecked={sentBefore ? fields.publish.initialValue === "on" : true}
          className="size-5 accent-brand-700"
        />
        Publish now (students of the batch see it at once)
      </label>
    </>
  );
}

/** Upload a file (PDF, PPTX, DOCX, XLSX, ZIP, up to 25 MB); the server decides its type from its bytes. */
export function MaterialUploadForm({
  modules,
  lastResult,
}: {
  modules: readonly ModuleOption[];
  lastResult: FormResult | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const [form, fields] = useSchemaForm(materialFileSchema, { id: "material-upload", lastResult });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="upload" />
      <CommonFields fields={fields} modules={modules} sentBefore={Boolean(lastResult)} />
      <FormField
        field={fields.file}
        label="File"
        required
        hint="PDF, PowerPoint (.pptx), Word (.docx), Excel (.xlsx) or ZIP, up to 25 MB. Larger files: add a link."
      >
        {({ defaultValue: _unused, ...control }) => (
          <Input {...control} type="file" accept={MATERIAL_ACCEPT} className="py-1.5" />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Uploading…" : "Upload"}
      </Button>
    </Form>
  );
}

/** Add a link (a video, a web page, a document kept elsewhere), with what it leads to. */
export function MaterialLinkForm({
  modules,
  lastResult,
}: {
  modules: readonly ModuleOption[];
  lastResult: FormResult | null;
}) {
  const [form, fields] = useSchemaForm(materialLinkSchema, { id: "material-link", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="link" />
      <CommonFields fields={fields} modules={modules} sentBefore={Boolean(lastResult)} />
      <FormField field={fields.url} label="Link" required hint="The full address, starting with https://.">
        {(control) => <Input {...control} type="url" inputMode="url" maxLength={2000} />}
      </FormField>
      <FormField field={fields.type} label="It leads to" required>
        {(control) => (
          <NativeSelect {...control}>
            {LINK_TYPES.map((t) => (
              <option key={t} value={t}>
                {MATERIAL_TYPE_NAMES[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" className="justify-self-start">
        Add link
      </Button>
    </Form>
  );
}
