import { Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/batch-exams";
import { BatchHeader } from "~/components/staff/batch-header";
import { ExamForm } from "~/components/staff/exam-form";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { StaffTable } from "~/components/staff/staff-table";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { labelFor } from "~/lib/course-modules";
import { examSchema } from "~/lib/exam-forms";
import { examPhase } from "~/lib/exam-window";
import { formatDateTime, formatDuration } from "~/lib/format";
import { addDays, istDateKey, istInstant, istLocalValue, weekStartKey } from "~/lib/ist";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { listBatchExams, saveExam } from "~/server/exams.server";
import { parseForm } from "~/server/forms.server";
import { managedBatch } from "~/server/staff/batch-work.server";

const PHASE = { scheduled: "Upcoming", open: "Open now", closed: "Closed" } as const;

/** A new exam starts at the next Sunday's 10:00 India time: the weekly assessment slot. */
function nextAssessmentSlot(now: Date): string {
  const today = istDateKey(now);
  const sunday = addDays(weekStartKey(today), 6);
  return istLocalValue(istInstant(sunday > today ? sunday : addDays(sunday, 7), 10));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { batch, modules } = await managedBatch(request, params.batchId);
  const now = new Date();
  const rows = await listBatchExams(batch.id);
  return {
    batch,
    modules: modules.map((m) => ({ number: m.number, label: m.label })),
    exams: rows.map((e) => ({
      id: e.id,
      title: e.title,
      module: labelFor(modules, e.module),
      startsAt: e.startsAt.toISOString(),
      durationMinutes: e.durationMinutes,
      totalMarks: e.totalMarks,
      passingMarks: e.passingMarks,
      kind: e.kind,
      published: e.published,
      isFinal: e.isFinal,
      phase: examPhase(e, now),
      questionCount: e.questionCount,
      resultCount: e.resultCount,
    })),
    suggestedOpensAt: nextAssessmentSlot(now),
  };
}

/** A new exam, as a draft: an in-portal test gets its questions next, then is published. */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await managedBatch(request, params.batchId);
  const form = await parseForm(request, examSchema);
  if (!form.ok) return form.response;
  const saved = await saveExam(user, batch.id, null, form.value);
  if (!saved.ok) {
    return form.refuse(
      saved.reason === "invalid" ? { fieldErrors: saved.fieldErrors } : { formErrors: ["No such batch."] },
    );
  }
  return redirect(`/staff/batches/${encodeURIComponent(batch.id)}/exams/${saved.id}?done=created`);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Exams · ${loaderData?.batch.name ?? "Batch"} · Staff console`,
    description: "The batch's exams: in-portal timed tests and external exams, their questions and results.",
    path: `/staff/batches/${loaderData?.batch.id ?? ""}/exams`,
    noindex: true,
  });

export default function BatchExams({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, modules, exams, suggestedOpensAt } = loaderData;
  const navigation = useNavigation();
  const result = navigation.state === "idle" && actionData ? actionData.result : null;
  return (
    <>
      <BatchHeader
        batch={batch}
        segment="exams"
        title="Exams"
        actions={
          <Button asChild>
            <a href="#new-exam">New exam</a>
          </Button>
        }
      />
      <p className="-mt-2 mb-6 max-w-3xl text-ink-muted">
        Students see an exam (and its slot on their schedule) once you publish it; Start Exam works only while
        it is open.
      </p>
      {result?.error?.[""] ? <Notice tone="error">{result.error[""][0]}</Notice> : null}
      {exams.length === 0 ? (
        <p className="mb-8 rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
          No exams yet. Create the first one below.
        </p>
      ) : (
        <div className="mb-8">
          <StaffTable
            caption={`Exams of ${batch.name}`}
            columns={[
              { label: "Exam" },
              { label: "Opens", shownFrom: "sm" },
              { label: "Marks", shownFrom: "md" },
              { label: "Status" },
            ]}
          >
            {exams.map((e) => (
              <tr key={e.id}>
                <td className="px-4 py-3 align-top">
                  <Link
                    to={`/staff/batches/${encodeURIComponent(batch.id)}/exams/${e.id}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {e.title}
                  </Link>
                  {e.isFinal ? (
                    <span className="ml-2 text-xs font-semibold text-accent-800 uppercase">Final</span>
                  ) : null}
                  <p className="text-ink-muted">
                    {e.module} ·{" "}
                    {e.kind === "portal" ? `In the portal, ${e.questionCount} questions` : "External link"}
                  </p>
                  <p className="text-ink-muted sm:hidden">{formatDateTime(e.startsAt)}</p>
                </td>
                <td className="hidden px-4 py-3 align-top sm:table-cell">
                  {formatDateTime(e.startsAt)}
                  <span className="block text-ink-muted">{formatDuration(e.durationMinutes)}</span>
                </td>
                <td className="hidden px-4 py-3 align-top md:table-cell">
                  {e.passingMarks}/{e.totalMarks} to pass
                  <span className="block text-ink-muted">{e.resultCount} results</span>
                </td>
                <td className="px-4 py-3 align-top">
                  <div className="flex flex-wrap gap-1">
                    {e.published ? (
                      <Badge variant="success">Published</Badge>
                    ) : (
                      <Badge variant="secondary">Draft</Badge>
                    )}
                    <Badge variant={e.phase === "open" ? "danger" : "outline"}>{PHASE[e.phase]}</Badge>
                  </div>
                </td>
              </tr>
            ))}
          </StaffTable>
        </div>
      )}

      <section
        id="new-exam"
        aria-labelledby="new-exam-heading"
        className="scroll-mt-4 rounded-card border border-line bg-surface p-5 shadow-card"
      >
        <h2 id="new-exam-heading" className="mb-1 text-lg font-bold">
          New exam
        </h2>
        <p className="mb-4 text-sm text-ink-muted">Saved as a draft; publish it from its page.</p>
        <ExamForm
          modules={modules}
          lastResult={result}
          submitLabel="Create exam"
          defaultValue={{
            title: "",
            description: "",
            module: "",
            opensAt: suggestedOpensAt,
            durationMinutes: "60",
            totalMarks: "50",
            passingMarks: "35",
            topics: "",
            kind: "portal",
            examUrl: "",
          }}
        />
      </section>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
