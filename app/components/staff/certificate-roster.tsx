import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { type CertificateCandidateView, certificatePath } from "~/lib/certificates";
import { formatDate } from "~/lib/format";

/** A form behind a disclosure: a reason and a button (works without JavaScript). */
function ReasonForm({
  intent,
  label,
  fields,
  reasonLabel,
  required = true,
  tone = "outline",
}: {
  intent: string;
  label: string;
  fields: Record<string, string>;
  reasonLabel: string;
  required?: boolean;
  tone?: "outline" | "destructive" | "primary";
}) {
  const id = `${intent}-${Object.values(fields).join("-")}`;
  return (
    <details className="group">
      <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:border-brand-600 hover:bg-brand-50">
        {label}
      </summary>
      <Form method="post" className="mt-2 grid gap-2 rounded-lg border border-line bg-surface-muted p-3">
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Label htmlFor={id}>{reasonLabel}</Label>
        <Textarea
          id={id}
          name="reason"
          rows={2}
          maxLength={500}
          required={required}
          minLength={required ? 5 : undefined}
        />
        <Button type="submit" size="sm" variant={tone} className="justify-self-start">
          {label}
        </Button>
      </Form>
    </details>
  );
}

function Verdict({ s }: { s: CertificateCandidateView }) {
  const c = s.certificate;
  if (c && !c.revokedAt) {
    return (
      <div className="grid gap-1">
        <Badge variant="success">Certificate issued</Badge>
        <Link
          to={certificatePath(c.code)}
          className="font-mono text-sm font-semibold text-brand-700 hover:underline"
        >
          {c.code}
        </Link>
        <span className="text-xs text-ink-muted">
          {formatDate(c.issuedAt)}
          {c.issuedVia === "by_hand" ? ` · by hand${c.issueReason ? `: ${c.issueReason}` : ""}` : ""}
        </span>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      {c?.revokedAt ? (
        <span className="text-sm text-red-800">
          {c.code} revoked on {formatDate(c.revokedAt)}: {c.revokeReason}
        </span>
      ) : null}
      {s.refusal ? (
        <>
          <Badge variant="danger">Refused</Badge>
          <span className="text-sm text-ink-muted">{s.refusal.reason}</span>
        </>
      ) : s.evaluation.qualifies ? (
        <Badge variant="success">Qualifies</Badge>
      ) : (
        <>
          <Badge variant="warning">Does not qualify</Badge>
          <span className="text-sm text-ink">{s.evaluation.reasons.join("; ")}</span>
        </>
      )}
    </div>
  );
}

function Actions({
  s,
  completed,
  isAdmin,
}: {
  s: CertificateCandidateView;
  completed: boolean;
  isAdmin: boolean;
}) {
  const c = s.certificate;
  const who = { userId: s.userId };
  if (c && !c.revokedAt) {
    return isAdmin ? (
      <ReasonForm
        intent="revoke"
        label="Revoke"
        tone="destructive"
        fields={{ certificateId: c.id }}
        reasonLabel={`Why revoke ${s.name}'s certificate? (audited, e-mailed to them)`}
      />
    ) : null;
  }
  if (!completed) {
    if (s.refusal) {
      return (
        <Form method="post">
          <input type="hidden" name="intent" value="allow" />
          <input type="hidden" name="userId" value={s.userId} />
          <Button type="submit" size="sm" variant="outline">
            Withdraw refusal
          </Button>
        </Form>
      );
    }
    return (
      <ReasonForm
        intent="refuse"
        label="Refuse"
        fields={who}
        reasonLabel={`Why does ${s.name} get no certificate? (audited)`}
      />
    );
  }
  if (s.enrolmentState !== "completed") return null;
  const anyway = !s.evaluation.qualifies || s.refusal !== null;
  return (
    <ReasonForm
      intent="issue"
      label={anyway ? "Issue anyway" : "Issue"}
      tone="primary"
      fields={who}
      required={anyway}
      reasonLabel={
        anyway
          ? `Why issue it although ${s.evaluation.reasons.join("; ") || "it was refused"}? (audited)`
          : "Note (optional, audited)"
      }
    />
  );
}

/**
 * The batch's students against the rule: attendance, final exam, the
 * verdict and why, and what staff may do (refuse before completion; issue,
 * or issue anyway, after it; administrators revoke).
 */
export function CertificateRoster({
  students,
  completed,
  isAdmin,
}: {
  students: CertificateCandidateView[];
  completed: boolean;
  isAdmin: boolean;
}) {
  if (students.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line bg-surface p-6 text-ink-muted">
        No active or completed students in this batch.
      </p>
    );
  }
  const qualifying = students.filter((s) => s.evaluation.qualifies && !s.refusal).length;
  return (
    <section aria-labelledby="roster-heading">
      <h2 id="roster-heading" className="text-lg font-bold">
        {completed ? "Students and their certificates" : "Who would qualify today"}{" "}
        <span className="font-normal text-ink-muted">
          ({qualifying} of {students.length} {completed ? "met the rule" : "qualify"})
        </span>
      </h2>
      <ul className="mt-3 grid gap-3">
        {students.map((s) => (
          <li
            key={s.userId}
            className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)_auto] md:items-start"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{s.name}</p>
              <p className="text-sm break-all text-ink-muted">{s.email}</p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-ink-muted">Attendance</dt>
              <dd>
                {s.evaluation.attendancePercent === null
                  ? "not marked"
                  : `${s.evaluation.attendancePercent}%`}
              </dd>
              <dt className="text-ink-muted">Final exam</dt>
              <dd>
                {s.finalExam.kind === "none"
                  ? "none"
                  : s.finalExam.kind === "not_taken"
                    ? "not taken"
                    : `${s.finalExam.kind === "passed" ? "passed" : "failed"} (${s.finalExam.score}/${s.finalExam.total})`}
              </dd>
            </dl>
            <Verdict s={s} />
            <Actions s={s} completed={completed} isAdmin={isAdmin} />
          </li>
        ))}
      </ul>
    </section>
  );
}
