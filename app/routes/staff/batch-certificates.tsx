import { data, redirect } from "react-router";
import type { Route } from "./+types/batch-certificates";
import { BatchHeader } from "~/components/staff/batch-header";
import { CertificateRoster } from "~/components/staff/certificate-roster";
import { CertificateRuleSummary, CompleteBatchForm } from "~/components/staff/certificate-rule-summary";
import { HistoryCard } from "~/components/staff/detail-layout";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { batchCertificateSchema } from "~/lib/certificate-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { completeBatch } from "~/server/batches.server";
import {
  type CertificateChange,
  certificateOverview,
  issueByHand,
  refuseCertificate,
  revokeCertificate,
  withdrawRefusal,
} from "~/server/certificates.server";
import { parseForm } from "~/server/forms.server";
import { auditTrail } from "~/server/staff/audit.server";
import { batchPage } from "~/server/staff/batch-page.server";

const DONE = {
  completed: "Batch completed: certificates were issued to every student who met the rule, and e-mailed.",
  refused: "Refused: this student gets no certificate when the batch completes.",
  allowed: "Refusal withdrawn: the rule decides again.",
  issued: "Certificate issued and e-mailed to the student.",
  revoked: "Revoked: its page now says so, its PDF is no longer served, and the student has been e-mailed.",
} as const;

const REFUSED: Record<Exclude<CertificateChange, { ok: true }>["reason"], string> = {
  not_found: "That student or certificate is not in this batch.",
  not_completed: "Certificates are issued when the batch completes: complete it first.",
  already_issued: "This student already holds a valid certificate of this batch.",
  reason_required: "The rule is not met: give the reason for issuing it anyway (at least 5 characters).",
  revoked: "This certificate was already revoked.",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, batch } = await batchPage(request, params.batchId);
  const overview = await certificateOverview(batch.id);
  if (!overview) throw data(null, { status: 404, statusText: "Not Found" });
  const done = new URL(request.url).searchParams.get("done");
  const audit = (await auditTrail("batch", batch.id)).filter((e) => e.action.startsWith("certificate."));
  return {
    batch,
    ...overview,
    isAdmin: user.isAdmin,
    audit,
    done: done && done in DONE ? DONE[done as keyof typeof DONE] : null,
  };
}

/** Complete the batch, refuse or allow a certificate, issue one by hand, or (administrators) revoke one. */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await batchPage(request, params.batchId);
  const form = await parseForm(request, batchCertificateSchema);
  if (!form.ok) return form.response;
  const value = form.value;
  const back = (done: keyof typeof DONE) =>
    redirect(`/staff/batches/${encodeURIComponent(batch.id)}/certificates?done=${done}`);
  let result: CertificateChange;
  switch (value.intent) {
    case "complete": {
      const completed = await completeBatch(user, batch.id);
      if (completed.ok) return back("completed");
      return form.refuse({ formErrors: ["This batch is already completed."] }, 409);
    }
    case "refuse":
      result = await refuseCertificate(user, batch.id, value.userId, value.reason);
      if (result.ok) return back("refused");
      break;
    case "allow":
      result = await withdrawRefusal(user, batch.id, value.userId);
      if (result.ok) return back("allowed");
      break;
    case "issue":
      result = await issueByHand(user, batch.id, value.userId, value.reason);
      if (result.ok) return back("issued");
      break;
    case "revoke":
      if (!user.isAdmin) {
        throw new Response("Only administrators can revoke a certificate.", {
          status: 403,
          statusText: "Forbidden",
        });
      }
      result = await revokeCertificate(user, batch.id, value.certificateId, value.reason);
      if (result.ok) return back("revoked");
      break;
  }
  const status = result.reason === "not_found" ? 404 : result.reason === "reason_required" ? 400 : 409;
  return form.refuse(
    result.reason === "reason_required"
      ? { fieldErrors: { reason: [REFUSED.reason_required] } }
      : { formErrors: [REFUSED[result.reason]] },
    status,
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Certificates · ${loaderData?.batch.name ?? "Batch"} · Staff console`,
    description:
      "Who qualifies for a certificate, who does not and why; complete the batch, issue, refuse, revoke.",
    path: `/staff/batches/${loaderData?.batch.id ?? ""}/certificates`,
    noindex: true,
  });

export default function BatchCertificates({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, rule, students, isAdmin, audit, done } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : null;
  const problem = result?.error?.[""]?.[0] ?? result?.error?.reason?.[0] ?? null;
  const completed = batch.state === "completed";
  return (
    <>
      <BatchHeader batch={batch} segment="certificates" title="Certificates" />
      {done ? <Notice tone="success">{done}</Notice> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <CertificateRuleSummary rule={rule} isAdmin={isAdmin} />
      {completed ? null : (
        <CompleteBatchForm
          qualifying={students.filter((s) => s.evaluation.qualifies && !s.refusal).length}
          students={students.length}
        />
      )}
      <CertificateRoster students={students} completed={completed} isAdmin={isAdmin} />
      <div className="mt-6">
        <HistoryCard entries={audit} empty="No certificate decisions yet." />
      </div>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
