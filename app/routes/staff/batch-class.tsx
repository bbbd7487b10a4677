import { ClipboardCheck, ExternalLink } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/batch-class";
import { BatchHeader } from "~/components/staff/batch-header";
import { batchPath } from "~/components/staff/batch-nav";
import { CancelClassForm, MoveClassForm, RecordingForm } from "~/components/staff/class-change-forms";
import { DetailColumns, DetailSection, DetailStack } from "~/components/staff/detail-layout";
import { DetailList } from "~/components/staff/detail-list";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { z } from "zod";
import {
  cancelClassSchema,
  classChangeIntentSchema,
  moveClassSchema,
  recordingSchema,
} from "~/lib/class-forms";
import { formatDateTime, formatDuration, plural } from "~/lib/format";
import { istClock, istDateKey } from "~/lib/ist";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { cancelClass, moveClass, setRecording } from "~/server/classes.server";
import { parseForm } from "~/server/forms.server";
import { classDetail } from "~/server/staff/batch-classes.server";
import { batchPage } from "~/server/staff/batch-page.server";

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

const DONE: Record<string, string> = {
  move: "Moved. Students see the new time with your note; calendar feeds update the same event.",
  cancel: "Cancelled. Students see 'Cancelled' with your note; calendar feeds mark the event cancelled.",
  recording: "Recording saved. Students see Watch recording on this class.",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { batch } = await batchPage(request, params.batchId);
  const detail = await classDetail(batch.id, params.classId);
  if (!detail) throw notFound();
  const done = new URL(request.url).searchParams.get("done");
  return { batch, detail, done: done ? (DONE[done] ?? null) : null };
}

const REFUSED = {
  cancelled: "This class was cancelled: it can no longer change.",
  started: "This class has already started: it can no longer be moved or cancelled.",
  not_started: "A recording can be attached once the class has started.",
} as const;

type Intent = "move" | "cancel" | "recording";
type Refusal = keyof typeof REFUSED | "not_found";

export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await batchPage(request, params.batchId);
  // Which change, first: a body that is not a form, or no known intent, is a 400 with a message.
  const asked = await parseForm(request, classChangeIntentSchema);
  if (!asked.ok) {
    const error = asked.result.error?.[""]?.[0] ?? asked.result.error?.intent?.[0] ?? null;
    return data({ intent: null, result: null, error }, { status: 400 });
  }
  const { formData } = asked;
  const { intent } = asked.value;
  const now = new Date();
  const classId = params.classId;
  // Each change: its schema, then the change itself; a refusal keeps the input and says why.
  async function run<S extends z.ZodType>(
    which: Intent,
    schema: S,
    change: (value: z.output<S>) => Promise<{ ok: true } | { ok: false; reason: Refusal }>,
  ) {
    const form = await parseForm(formData, schema);
    if (!form.ok) return data({ intent: which, result: form.result, error: null }, { status: 400 });
    const result = await change(form.value);
    if (result.ok)
      return redirect(`${batchPath(batch.id, `classes/${encodeURIComponent(classId)}`)}?done=${which}`);
    if (result.reason === "not_found") throw notFound();
    const refused = form.reply({ formErrors: [REFUSED[result.reason]] });
    return data({ intent: which, result: refused, error: null }, { status: 409 });
  }
  if (intent === "move")
    return run("move", moveClassSchema(now), (v) => moveClass(user, batch.id, classId, v, now));
  if (intent === "cancel")
    return run("cancel", cancelClassSchema, (v) => cancelClass(user, batch.id, classId, v, now));
  return run("recording", recordingSchema, (v) => setRecording(user, batch.id, classId, v.recordingUrl, now));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `${loaderData?.detail.title ?? "Class"} · Staff console`,
    description: "Move, cancel, record and mark attendance for one class.",
    path: "/staff/batches",
    noindex: true,
  });

const STATE_BADGES = {
  upcoming: <Badge variant="info">Upcoming</Badge>,
  in_progress: <Badge variant="warning">In progress</Badge>,
  completed: <Badge variant="success">Completed</Badge>,
  cancelled: <Badge variant="danger">Cancelled</Badge>,
} as const;

export default function BatchClass({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, detail, done } = loaderData;
  const resultFor = (intent: string) => (actionData?.intent === intent ? actionData.result : null);
  const started = detail.state === "in_progress" || detail.state === "completed";
  const startsAt = new Date(detail.startsAt);
  return (
    <>
      <BatchHeader batch={batch} segment="classes" title={detail.title} />
      <p className="-mt-3 mb-6">
        <Link
          to={batchPath(batch.id, "classes")}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Back to the batch&apos;s classes
        </Link>
      </p>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <DetailColumns>
        <DetailStack>
          <DetailSection title="The class">
            <DetailList
              rows={[
                { label: "State", value: STATE_BADGES[detail.state] },
                { label: "When", value: `${formatDateTime(detail.startsAt)} IST` },
                { label: "Length", value: formatDuration(detail.durationMinutes) },
                { label: "Type", value: detail.type },
                { label: "Instructor", value: detail.instructor },
                {
                  label: "Meeting link",
                  value: (
                    <a
                      href={detail.meetLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-brand-700 underline"
                    >
                      {detail.meetLink}
                      <ExternalLink aria-hidden="true" className="ml-1 inline size-3" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ),
                },
                {
                  label: "Series",
                  value: detail.inSeries
                    ? `Weekly series: ${plural(detail.later, "later class", "later classes")} after this one`
                    : "A single class",
                },
                {
                  label: "First planned",
                  value: detail.movedFrom ? `${formatDateTime(detail.movedFrom)} IST` : null,
                },
                { label: "Note to students", value: detail.note },
                {
                  label: "Recording",
                  value: detail.recordingUrl ? (
                    <span className="break-all">{detail.recordingUrl}</span>
                  ) : null,
                },
              ]}
            />
          </DetailSection>
        </DetailStack>
        <DetailStack>
          {detail.state === "upcoming" ? (
            <>
              <DetailSection title="Move" description="Choose the new day and start time (IST).">
                <MoveClassForm
                  lastResult={resultFor("move")}
                  later={detail.later}
                  defaultValue={{
                    date: istDateKey(startsAt),
                    time: istClock(startsAt),
                    durationMinutes: String(detail.durationMinutes),
                  }}
                />
              </DetailSection>
              <DetailSection title="Cancel">
                <CancelClassForm lastResult={resultFor("cancel")} later={detail.later} />
              </DetailSection>
            </>
          ) : null}
          {started ? (
            <>
              <DetailSection
                title="Attendance"
                description={`${detail.marked} of ${plural(detail.roster, "student")} marked.`}
              >
                <Button asChild>
                  <Link to={batchPath(batch.id, `classes/${encodeURIComponent(detail.id)}/attendance`)}>
                    <ClipboardCheck aria-hidden="true" />
                    Mark attendance
                  </Link>
                </Button>
              </DetailSection>
              <DetailSection title="Recording">
                <RecordingForm lastResult={resultFor("recording")} current={detail.recordingUrl} />
              </DetailSection>
            </>
          ) : null}
          {detail.state === "cancelled" ? (
            <DetailSection title="Cancelled">
              <p className="text-sm">
                Cancelled {detail.cancelledAt ? formatDateTime(detail.cancelledAt) : ""}. A cancelled class
                cannot be changed; schedule a new one from the batch&apos;s classes if it is to happen after
                all.
              </p>
            </DetailSection>
          ) : null}
        </DetailStack>
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
