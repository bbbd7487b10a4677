import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/batch-attendance";
import { AttendanceRoster } from "~/components/staff/attendance-roster";
import { BatchHeader } from "~/components/staff/batch-header";
import { batchPath } from "~/components/staff/batch-nav";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { type AttendanceMark, attendanceSchema, markField } from "~/lib/class-forms";
import { formatDateTime, plural } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { classRoster, saveAttendance } from "~/server/attendance.server";
import { parseForm } from "~/server/forms.server";
import { classDetail } from "~/server/staff/batch-classes.server";
import { batchPage } from "~/server/staff/batch-page.server";

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { batch } = await batchPage(request, params.batchId);
  const detail = await classDetail(batch.id, params.classId);
  if (!detail) throw notFound();
  const roster = await classRoster(batch.id, detail.id);
  const saved = new URL(request.url).searchParams.get("saved");
  const n = Number(saved);
  return {
    batch,
    detail,
    roster,
    done:
      saved === null || !Number.isInteger(n) || n < 0
        ? null
        : n === 0
          ? "No student was marked, so nothing was saved."
          : `Attendance saved for ${plural(n, "student")}.`,
  };
}

const REFUSED = {
  cancelled: "This class was cancelled: it takes no attendance.",
  not_started: "Attendance can be marked once the class has started.",
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await batchPage(request, params.batchId);
  const roster = await classRoster(batch.id, params.classId);
  const ids = roster.map((r) => r.userId);
  const form = await parseForm(request, attendanceSchema(ids));
  if (!form.ok)
    return data({ errors: ["Choose present, late or absent for each student."] }, { status: 400 });
  const values = form.value as Record<string, AttendanceMark | undefined>;
  const marks = new Map<string, AttendanceMark>();
  for (const id of ids) {
    const mark = values[markField(id)];
    if (mark) marks.set(id, mark);
  }
  const result = await saveAttendance(user, batch.id, params.classId, marks);
  if (result.ok) {
    const path = batchPath(batch.id, `classes/${encodeURIComponent(params.classId)}/attendance`);
    return redirect(`${path}?saved=${result.saved}`);
  }
  if (result.reason === "not_found") throw notFound();
  return data({ errors: [REFUSED[result.reason]] }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Attendance: ${loaderData?.detail.title ?? "Class"} · Staff console`,
    description: "Mark the batch's students present, late or absent for one class.",
    path: "/staff/batches",
    noindex: true,
  });

export default function BatchAttendance({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, detail, roster, done } = loaderData;
  const open = detail.state === "in_progress" || detail.state === "completed";
  return (
    <>
      <BatchHeader batch={batch} segment="classes" title={`Attendance: ${detail.title}`} />
      <p className="-mt-3 mb-6 text-sm">
        <span className="text-ink-muted">{formatDateTime(detail.startsAt)} IST · </span>
        <Link
          to={batchPath(batch.id, `classes/${encodeURIComponent(detail.id)}`)}
          className="font-semibold text-brand-700 hover:underline"
        >
          Back to the class
        </Link>
      </p>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {!open ? (
        <Notice tone="error">{detail.state === "cancelled" ? REFUSED.cancelled : REFUSED.not_started}</Notice>
      ) : roster.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-5 text-ink-muted">
          No students are enrolled in this batch yet: the roster lists its active enrolments.
        </p>
      ) : (
        <AttendanceRoster roster={roster} errors={actionData?.errors} />
      )}
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
