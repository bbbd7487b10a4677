import { CheckCircle2, Circle } from "lucide-react";
import { SectionCard } from "~/components/portal/section-card";
import type { CertificateStandingView } from "~/lib/certificates";

/** A running batch's student: where they stand against the certificate's rule, item by item. */
export function CertificateStandingCard({ standing: s }: { standing: CertificateStandingView }) {
  const attendanceMet = s.attendancePercent !== null && s.attendancePercent >= s.threshold;
  const items = [
    {
      met: attendanceMet,
      text: `Attendance of at least ${s.threshold}% of your marked classes: ${
        s.attendancePercent === null ? "no class marked yet" : `${s.attendancePercent}% so far`
      }`,
    },
    ...(s.finalExam
      ? [
          {
            met: s.finalExam.standing === "passed",
            text: `Pass the final exam (${s.finalExam.title}): ${
              s.finalExam.standing === "passed"
                ? "passed"
                : s.finalExam.standing === "failed"
                  ? "not passed"
                  : "not taken yet"
            }`,
          },
        ]
      : []),
    { met: false, text: `Complete the batch: ${s.batchName} is still running` },
  ];
  return (
    <SectionCard title="Your certificate for this batch">
      <p className="text-ink-muted">
        You receive it, by e-mail and here, the day your batch completes if you have met each of these:
      </p>
      <ul className="mt-4 grid gap-2">
        {items.map((item) => (
          <li key={item.text} className="flex items-start gap-2">
            {item.met ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            )}
            <span>
              <span className="sr-only">{item.met ? "Met: " : "Not yet: "}</span>
              {item.text}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
