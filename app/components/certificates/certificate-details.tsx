import { BadgeCheck, ShieldAlert, TriangleAlert } from "lucide-react";
import { formatCourseDates, formatLiveHours, type PublicCertificate } from "~/lib/certificates";
import { formatDate } from "~/lib/format";

/** The status line: valid, revoked on a date, or a sample that certifies nothing. */
export function CertificateStatus({ certificate }: { certificate: PublicCertificate }) {
  if (certificate.isSample) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Sample certificate from the demo portal: it certifies nothing.
      </p>
    );
  }
  if (certificate.revokedAt) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Revoked on {formatDate(certificate.revokedAt)}: this certificate is no longer valid.
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 p-3 font-semibold text-green-900">
      <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      Valid: issued on {formatDate(certificate.issuedAt)}.
    </p>
  );
}

/** What the certificate says, as a description list. */
export function CertificateFacts({
  certificate: c,
  brandName,
}: {
  certificate: PublicCertificate;
  brandName: string;
}) {
  const rows: [string, string][] = [
    ["Awarded to", c.studentName],
    ["Course", c.courseTitle],
    ["Batch", c.batchName],
    ["Dates", formatCourseDates(c.startDate, c.endDate)],
    ["Live classes", formatLiveHours(c.liveMinutes)],
    ...(c.finalExam ? ([["Final exam", c.finalExam]] as [string, string][]) : []),
    ["Issued by", `${brandName}, signed by ${c.signatoryName} (${c.signatoryTitle})`],
    ["Issued on", formatDate(c.issuedAt)],
    ["Certificate ID", c.code],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-muted sm:pt-0.5">{label}</dt>
          <dd className="-mt-2 break-words text-ink sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
