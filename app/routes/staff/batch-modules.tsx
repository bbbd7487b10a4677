import { CheckCircle2, Circle } from "lucide-react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/batch-modules";
import { BatchHeader } from "~/components/staff/batch-header";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Button } from "~/components/ui/button";
import { ProgressRing } from "~/components/ui/progress-ring";
import { formatDate } from "~/lib/format";
import { moduleMarkSchema } from "~/lib/material-forms";
import { progressPercent } from "~/lib/portal-stats";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { batchProgress, markModule } from "~/server/course-progress.server";
import { parseForm } from "~/server/forms.server";
import { managedBatch, moduleWorkCounts } from "~/server/staff/batch-work.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { batch } = await managedBatch(request, params.batchId);
  const [progress, counts] = await Promise.all([
    batchProgress(batch.id, batch.courseId),
    moduleWorkCounts(batch.id),
  ]);
  const done = new URL(request.url).searchParams.get("done");
  return {
    batch,
    progress,
    counts,
    done: done === "done" || done === "reopen" ? done : null,
  };
}

/** Mark one module done, or not done again (the whole batch's progress follows). */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await managedBatch(request, params.batchId);
  const form = await parseForm(request, moduleMarkSchema);
  if (!form.ok) return form.response;
  const result = await markModule(user, batch.id, form.value.module, form.value.intent === "done");
  if (!result.ok) return form.refuse({ formErrors: ["This course has no such module."] });
  return redirect(
    `/staff/batches/${encodeURIComponent(batch.id)}/modules?done=${form.value.intent}#module-${form.value.module}`,
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Modules · ${loaderData?.batch.name ?? "Batch"} · Staff console`,
    description: "Mark the course's modules done as the batch completes them.",
    path: `/staff/batches/${loaderData?.batch.id ?? ""}/modules`,
    noindex: true,
  });

export default function BatchModules({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, progress, counts, done } = loaderData;
  const percent = progressPercent(progress.completed, progress.total);
  const refused = actionData && "result" in actionData ? actionData.result.error?.[""]?.[0] : null;
  return (
    <>
      <BatchHeader batch={batch} segment="modules" title="Modules" />
      <p className="-mt-2 mb-6 max-w-3xl text-ink-muted">
        The course's curriculum weeks, as on the course page. Students' progress ring and module bar follow
        what you mark here.
      </p>
      {done ? (
        <Notice tone="success">
          {done === "done" ? "Marked done: the batch's students see it now." : "Marked not done again."}
        </Notice>
      ) : null}
      {refused ? <Notice tone="error">{refused}</Notice> : null}

      <section className="mb-6 flex flex-wrap items-center gap-5 rounded-card border border-line bg-surface p-5 shadow-card">
        <ProgressRing value={percent} size={96} label="Batch progress" />
        <div>
          <p className="text-lg font-semibold">
            {progress.completed} of {progress.total} modules completed
          </p>
          <p className="text-sm text-ink-muted">
            What every student of {batch.name} sees on their dashboard.
          </p>
        </div>
      </section>

      {progress.modules.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
          This course has no curriculum yet, so it has no modules to mark.
        </p>
      ) : (
        <ol className="grid gap-3">
          {progress.modules.map((m) => {
            const c = counts[m.number] ?? { materials: 0, exams: 0 };
            return (
              <li
                key={m.number}
                id={`module-${m.number}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-line bg-surface p-4 shadow-card"
              >
                {m.done ? (
                  <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-green-700" />
                ) : (
                  <Circle aria-hidden="true" className="size-6 shrink-0 text-slate-400" />
                )}
                <div className="min-w-0 flex-1 basis-56">
                  <h2 className="font-semibold">{m.label}</h2>
                  <p className="text-sm text-ink-muted">
                    {m.done
                      ? `Done${m.doneAt ? ` on ${formatDate(m.doneAt)}` : ""}${m.doneBy ? ` by ${m.doneBy}` : ""}`
                      : "Not done yet"}
                    {` · ${c.materials} ${c.materials === 1 ? "material" : "materials"} · ${c.exams} ${c.exams === 1 ? "exam" : "exams"}`}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="module" value={m.number} />
                  <Button
                    type="submit"
                    name="intent"
                    value={m.done ? "reopen" : "done"}
                    variant={m.done ? "outline" : "primary"}
                    size="sm"
                  >
                    {m.done ? "Mark not done" : "Mark done"}
                    <span className="sr-only">: {m.label}</span>
                  </Button>
                </Form>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
