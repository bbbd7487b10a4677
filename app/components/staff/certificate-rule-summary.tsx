import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { CertificateRuleView } from "~/lib/certificates";

/** The rule this batch's certificates follow, and where it is set. */
export function CertificateRuleSummary({ rule, isAdmin }: { rule: CertificateRuleView; isAdmin: boolean }) {
  return (
    <section
      aria-labelledby="rule-heading"
      className="mb-6 rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <h2 id="rule-heading" className="text-lg font-bold">
        The rule for {rule.courseTitle}
      </h2>
      <ul className="mt-3 grid list-disc gap-1 pl-5 text-ink">
        <li>The batch is completed (every student active then is judged).</li>
        <li>Attendance of at least {rule.threshold}% of the classes marked for the student (late counts).</li>
        <li>
          {rule.finalExam
            ? `The final exam, “${rule.finalExam.title}”, passed (${rule.finalExam.passingMarks} of ${rule.finalExam.totalMarks} marks).`
            : "No final exam: none of this batch's published exams is marked final (mark one on its Exams page)."}
        </li>
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        Signed by {rule.signatoryName || "(not set)"}
        {rule.signatoryTitle ? `, ${rule.signatoryTitle}` : ""}.{" "}
        {isAdmin ? (
          <Link
            to={`/staff/courses/${rule.courseId}#certificate-rule`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Change the rule or the signatory
          </Link>
        ) : (
          "Administrators set the rule and the signatory per course."
        )}
      </p>
    </section>
  );
}

/** "Complete the batch": issues the certificates in the same step. */
export function CompleteBatchForm({ qualifying, students }: { qualifying: number; students: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "complete";
  return (
    <section
      aria-labelledby="complete-heading"
      className="mb-6 rounded-card border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="complete-heading" className="text-lg font-bold">
        Complete the batch
      </h2>
      <p className="mt-2 text-ink">
        {qualifying} of {students} {students === 1 ? "student meets" : "students meet"} the rule today.
        Completing the batch ends it for its students and, in the same step, issues and e-mails their
        certificates. It cannot be undone; after it, you can still issue a certificate by hand.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="complete" />
        <Button type="submit" disabled={busy}>
          {busy
            ? "Completing..."
            : `Complete the batch and issue ${qualifying} ${qualifying === 1 ? "certificate" : "certificates"}`}
        </Button>
      </Form>
    </section>
  );
}
