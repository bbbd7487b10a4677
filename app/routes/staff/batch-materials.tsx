import { doneKey } from "~/lib/done-notice";
import { redirect, useNavigation } from "react-router";
import type { Route } from "./+types/batch-materials";
import { BatchHeader } from "~/components/staff/batch-header";
import { MaterialLinkForm, MaterialUploadForm } from "~/components/staff/material-forms";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { MaterialList } from "~/components/staff/material-list";
import { materialChangeSchema, materialFileSchema, materialLinkSchema } from "~/lib/material-forms";
import { formatFileSize, MAX_MATERIAL_BYTES } from "~/lib/materials";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { parseForm } from "~/server/forms.server";
import { checkMaterialFile } from "~/server/material-files.server";
import { readUploadForm } from "~/server/upload-form.server";
import {
  addFileMaterial,
  addLinkMaterial,
  deleteMaterial,
  listBatchMaterials,
  setMaterialPublished,
} from "~/server/materials.server";
import { materialDownloadPath } from "~/server/portal/materials.server";
import { managedBatch } from "~/server/staff/batch-work.server";

const DONE = {
  added: "Added.",
  published: "Published: students see it now.",
  unpublished: "Unpublished: students no longer see it.",
  deleted: "Deleted.",
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { batch, modules } = await managedBatch(request, params.batchId);
  const rows = await listBatchMaterials(batch.id);
  const done = new URL(request.url).searchParams.get("done");
  return {
    batch,
    modules: modules.map((m) => ({ number: m.number, label: m.label })),
    materials: rows.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      module: m.module,
      type: m.type,
      kind: m.kind,
      size: m.fileSize === null ? null : formatFileSize(m.fileSize),
      href: m.kind === "file" ? materialDownloadPath(m.id) : (m.url ?? ""),
      published: m.published,
      date: (m.publishedAt ?? m.createdAt).toISOString(),
    })),
    done: doneKey(DONE, done),
  };
}

const schemaFor = (formData: FormData) => {
  const intent = formData.get("intent");
  if (intent === "upload") return materialFileSchema;
  if (intent === "link") return materialLinkSchema;
  return materialChangeSchema;
};

/** Upload a file, add a link, publish, unpublish or delete: each refused with a message by the field. */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await managedBatch(request, params.batchId);
  // The file streams to a temporary file as it arrives (never whole in memory), removed once done.
  const upload = await readUploadForm(request, { maxFileBytes: MAX_MATERIAL_BYTES });
  try {
    const form = await parseForm(upload.formData, schemaFor);
    if (!form.ok) return form.response;
    const value = form.value;
    const back = (done: keyof typeof DONE) =>
      redirect(`/staff/batches/${encodeURIComponent(batch.id)}/materials?done=${done}`);
    if (value.intent === "upload") {
      const file = await checkMaterialFile(value.file);
      if (!file.ok) return form.refuse({ fieldErrors: { file: [file.message] } });
      const saved = await addFileMaterial(user, batch.id, value, file);
      if (!saved.ok) return form.refuse({ fieldErrors: { module: ["Choose the module."] } });
      return back("added");
    }
    if (value.intent === "link") {
      const saved = await addLinkMaterial(user, batch.id, value);
      if (!saved.ok) return form.refuse({ fieldErrors: { module: ["Choose the module."] } });
      return back("added");
    }
    const changed =
      value.intent === "delete"
        ? await deleteMaterial(user, batch.id, value.materialId)
        : await setMaterialPublished(user, batch.id, value.materialId, value.intent === "publish");
    if (!changed.ok) return form.refuse({ formErrors: ["That material is no longer here."] }, 404);
    return back(
      value.intent === "delete" ? "deleted" : value.intent === "publish" ? "published" : "unpublished",
    );
  } finally {
    await upload.dispose();
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Materials · ${loaderData?.batch.name ?? "Batch"} · Staff console`,
    description: "Upload files and add links for the batch, module by module; publish and unpublish them.",
    path: `/staff/batches/${loaderData?.batch.id ?? ""}/materials`,
    noindex: true,
  });

export default function BatchMaterials({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, modules, materials, done } = loaderData;
  const navigation = useNavigation();
  const result = navigation.state === "idle" && actionData ? actionData.result : null;
  const sentIntent = result?.initialValue?.intent;
  const listProblem =
    result && sentIntent !== "upload" && sentIntent !== "link" ? result.error?.[""]?.[0] : null;
  return (
    <>
      <BatchHeader batch={batch} segment="materials" title="Materials" />
      <p className="-mt-2 mb-6 max-w-3xl text-ink-muted">
        Files and links for each module. Students of the batch see the published ones under Materials.
      </p>
      {done ? <Notice tone="success">{DONE[done]}</Notice> : null}
      {listProblem ? <Notice tone="error">{listProblem}</Notice> : null}

      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="upload-heading"
          className="rounded-card border border-line bg-surface p-5 shadow-card"
        >
          <h2 id="upload-heading" className="mb-4 text-lg font-bold">
            Upload a file
          </h2>
          <MaterialUploadForm modules={modules} lastResult={sentIntent === "upload" ? result : null} />
        </section>
        <section
          aria-labelledby="link-heading"
          className="rounded-card border border-line bg-surface p-5 shadow-card"
        >
          <h2 id="link-heading" className="mb-4 text-lg font-bold">
            Add a link
          </h2>
          <MaterialLinkForm modules={modules} lastResult={sentIntent === "link" ? result : null} />
        </section>
      </div>

      <h2 className="mb-3 text-xl font-bold">The batch's materials ({materials.length})</h2>
      {materials.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
          Nothing yet. Upload the first module's notes above.
        </p>
      ) : (
        <MaterialList modules={modules} materials={materials} />
      )}
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
