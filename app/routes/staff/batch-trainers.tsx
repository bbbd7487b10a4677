import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/batch-trainers";
import { BatchHeader } from "~/components/staff/batch-header";
import { batchPath } from "~/components/staff/batch-nav";
import { DetailColumns, DetailSection } from "~/components/staff/detail-layout";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { trainerSchema } from "~/lib/class-forms";
import { formatDate } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { parseForm } from "~/server/forms.server";
import { batchPage } from "~/server/staff/batch-page.server";
import { changeTrainer, listBatchTrainers, trainerCandidates } from "~/server/staff/trainers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, batch } = await batchPage(request, params.batchId);
  const trainers = await listBatchTrainers(batch.id);
  const candidates = user.isAdmin
    ? (await trainerCandidates()).filter((c) => !trainers.some((t) => t.userId === c.id))
    : [];
  const done = new URL(request.url).searchParams.get("done");
  return {
    batch,
    trainers,
    candidates,
    isAdmin: user.isAdmin,
    done: done === "add" ? "Trainer added." : done === "remove" ? "Trainer removed." : null,
  };
}

const REFUSED = {
  not_staff: "Choose a staff member.",
  admin: "Administrators already manage every batch.",
  unchanged: "Nothing to change: the list was already like that.",
} as const;

/** Administrators only: make a staff member a trainer of this batch, or end it. */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await batchPage(request, params.batchId);
  if (!user.isAdmin) {
    throw new Response("Only administrators choose a batch's trainers.", {
      status: 403,
      statusText: "Forbidden",
    });
  }
  const form = await parseForm(request, trainerSchema);
  if (!form.ok) return data({ error: "Choose a staff member." }, { status: 400 });
  const { intent, userId } = form.value;
  const result = await changeTrainer(user, batch.id, userId, intent);
  if (result.ok) return redirect(`${batchPath(batch.id, "trainers")}?done=${intent}`);
  return data({ error: REFUSED[result.reason] }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Trainers · ${loaderData?.batch.name ?? "Batch"} · Staff console`,
    description: "Who manages a batch's classes, attendance, materials, exams and announcements.",
    path: "/staff/batches",
    noindex: true,
  });

export default function BatchTrainers({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, trainers, candidates, isAdmin, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <BatchHeader batch={batch} segment="trainers" title="Trainers" />
      {done ? <Notice tone="success">{done}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <DetailColumns>
        <DetailSection
          title={`Trainers of ${batch.name}`}
          description="Trainers manage this batch's classes, attendance, materials, exams and announcements. Administrators manage every batch."
        >
          {trainers.length === 0 ? (
            <p className="text-ink-muted">No trainers yet: only administrators manage this batch.</p>
          ) : (
            <ul className="divide-y divide-line">
              {trainers.map((t) => (
                <li key={t.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span className="min-w-0">
                    <span className="block font-semibold">{t.name}</span>
                    <span className="block text-sm break-all text-ink-muted">
                      {t.email} · since {formatDate(t.assignedAt)}
                    </span>
                  </span>
                  {isAdmin ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="userId" value={t.userId} />
                      <Button type="submit" variant="outline" size="sm" disabled={busy}>
                        Remove<span className="sr-only">: {t.name}</span>
                      </Button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </DetailSection>
        {isAdmin ? (
          <DetailSection title="Add a trainer">
            {candidates.length === 0 ? (
              <p className="text-ink-muted">
                Every staff member who is not an administrator is a trainer here already. New staff accounts
                come from <code className="rounded bg-slate-100 px-1">npm run staff:create</code>.
              </p>
            ) : (
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="intent" value="add" />
                <Field id="trainer-user" label="Staff member" required>
                  <NativeSelect id="trainer-user" name="userId" required defaultValue="">
                    <option value="" disabled>
                      Choose…
                    </option>
                    {candidates.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name} ({c.email})
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Button type="submit" disabled={busy} className="justify-self-start">
                  Make trainer
                </Button>
              </Form>
            )}
          </DetailSection>
        ) : null}
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
