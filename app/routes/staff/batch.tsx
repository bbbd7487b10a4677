import { doneNotice } from "~/lib/done-notice";
import { data, redirect } from "react-router";
import type { Route } from "./+types/batch";
import { BatchSectionNav } from "~/components/staff/batch-header";
import { BatchEnrolments, EnrolByHandForm } from "~/components/staff/batch-enrolments";
import { BatchForm } from "~/components/staff/batch-form";
import { DetailColumns, DetailSection, DetailStack, HistoryCard } from "~/components/staff/detail-layout";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { BATCH_STATE_LABELS, courseTitleOf, formatBatchTimes } from "~/lib/catalogue";
import { batchSchema, enrolByHandSchema, withdrawSchema } from "~/lib/catalogue-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireBatchRight } from "~/server/staff/batch-access.server";
import { getBatch, updateBatch } from "~/server/batches.server";
import { idFromUrl } from "~/server/db/ids.server";
import { enrolByHand, listBatchEnrolments, withdrawEnrolment } from "~/server/enrolments.server";
import { parseForm } from "~/server/forms.server";
import { auditTrail } from "~/server/staff/audit.server";

const DONE = {
  created: "Batch created. It shows on its course page while it is enrolling or running.",
  saved: "Changes saved.",
  unchanged: "Nothing had changed, so nothing was saved.",
  enrolled: "Enrolled: the student's enrolment is active and they have been e-mailed.",
  withdrawn: "Withdrawn: the student no longer sees the batch, and has been e-mailed the reason.",
} as const;

const REFUSALS: Record<"no_account" | "not_student" | "unverified" | "already_active", string> = {
  no_account: "No student account has this e-mail. Ask the student to sign up first.",
  not_student: "This e-mail belongs to a staff account.",
  unverified:
    "This account has not confirmed its e-mail address yet. Ask the student to open the link we sent (or send it again from the banner in their portal), then enrol them.",
  already_active: "This student's enrolment in the batch is already active.",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idFromUrl(params.batchId);
  // Administrators and the batch's trainers ("manage"), admissions staff ("enrol"); others: 404.
  const { right } = await requireBatchRight(request, id);
  const batch = await getBatch(id);
  if (!batch || batch.isDemo) throw data(null, { status: 404, statusText: "Not Found" });
  const done = new URL(request.url).searchParams.get("done");
  return {
    batch,
    // Its trainers and administrators also get its details form and its classes, materials, exams... pages.
    manages: right === "manage",
    enrolments: await listBatchEnrolments(id),
    audit: await auditTrail("batch", id),
    done: doneNotice(DONE, done),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = idFromUrl(params.batchId);
  const { user, right } = await requireBatchRight(request, id);
  // Three forms on the page: the batch's details, enrol by hand, withdraw (one per student).
  const form = await parseForm(request, (formData) => {
    const intent = formData.get("intent");
    return intent === "enrol" ? enrolByHandSchema : intent === "withdraw" ? withdrawSchema : batchSchema;
  });
  // Its details are its trainers' and the administrators' (checked before a word of the form is judged).
  const changesDetails =
    form.formData && !["enrol", "withdraw"].includes(String(form.formData.get("intent")));
  if (changesDetails && right !== "manage") await requireBatchRight(request, id, "manage");
  if (!form.ok) return form.response;
  const value = form.value;
  if ("route" in value) {
    const result = await enrolByHand(user, id, value);
    if (result.ok) return redirect(`/staff/batches/${id}?done=enrolled`);
    if (result.reason === "not_found") throw data(null, { status: 404, statusText: "Not Found" });
    if (result.reason === "batch_full") {
      return form.refuse({ formErrors: ["Batch full: no seat is free. Add seats to the batch first."] }, 409);
    }
    if (result.reason === "not_allowed")
      return form.refuse({ formErrors: ["This batch takes nobody."] }, 409);
    return form.refuse({ fieldErrors: { email: [REFUSALS[result.reason]] } });
  }
  if ("enrolmentId" in value) {
    const result = await withdrawEnrolment(user, id, value.enrolmentId, value.reason);
    if (result.ok) return redirect(`/staff/batches/${id}?done=withdrawn`);
    if (result.reason === "not_found") throw data(null, { status: 404, statusText: "Not Found" });
    return form.refuse(
      { formErrors: ["This enrolment is no longer pending or active: nothing changed."] },
      409,
    );
  }
  const result = await updateBatch(user, id, value);
  if (!result.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return redirect(`/staff/batches/${id}?done=${result.changed.length ? "saved" : "unchanged"}`);
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Batch · Staff console",
    description: "A batch's dates, times, seats and students: enrol by hand or withdraw.",
    path: `/staff/batches/${params.batchId}`,
    noindex: true,
  });

export default function BatchAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, enrolments, audit, done, manages } = loaderData;
  const result = actionData?.result;
  const forEdit = result?.initialValue && "name" in result.initialValue ? result : null;
  return (
    <>
      <PageHeader
        back={{ to: "/staff/batches", label: "All batches" }}
        title={batch.name}
        description={`${courseTitleOf(batch.courseId)} · ${formatBatchTimes(batch)} · ${BATCH_STATE_LABELS[batch.state]} · ${batch.taken} of ${batch.seats} seats taken`}
      />
      {manages ? <BatchSectionNav batch={batch} segment="" /> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      <DetailColumns>
        <DetailStack>
          <DetailSection
            title="Students"
            description="Active and completed students hold a seat; pending ones asked for it (signup or a payment not yet verified)."
          >
            <BatchEnrolments rows={enrolments} lastResult={result} />
          </DetailSection>
          {manages ? (
            <DetailSection title="Details">
              <BatchForm
                key={batch.updatedAt.toString()}
                isNew={false}
                defaultValue={{
                  name: batch.name,
                  courseId: batch.courseId,
                  startDate: batch.startDate,
                  classDays: batch.classDays.map(String),
                  startTime: batch.startTime,
                  endTime: batch.endTime,
                  mode: batch.mode,
                  seats: String(batch.seats),
                  state: batch.state,
                }}
                lastResult={forEdit}
              />
            </DetailSection>
          ) : null}
        </DetailStack>
        <DetailStack>
          <DetailSection
            title="Enrol by hand"
            description="For a cash or bank transfer payment, or a scholarship. Takes a seat at once."
          >
            <EnrolByHandForm lastResult={result} disabled={batch.seatsLeft === 0} />
          </DetailSection>
          <HistoryCard entries={audit} empty="No staff changes yet (seeded batch)." />
        </DetailStack>
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
