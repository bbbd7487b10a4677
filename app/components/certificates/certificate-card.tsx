import { Download, ExternalLink } from "lucide-react";
import { Form, Link } from "react-router";
import { CertificateStatus } from "~/components/certificates/certificate-details";
import { CertificateShare } from "~/components/certificates/certificate-share";
import { buttonVariants } from "~/components/ui/button";
import { useCn } from "~/components/ui/class-names";
import {
  certificatePath,
  formatCourseDates,
  formatLiveHours,
  linkedInAddToProfileUrl,
  type PublicCertificate,
} from "~/lib/certificates";

/**
 * One of the student's certificates in the portal: what it says, the PDF,
 * its public page, sharing, and whether search engines may list the page.
 */
export function CertificateCard({
  certificate: c,
  id,
  siteUrl,
  brandName,
  demo,
}: {
  certificate: PublicCertificate;
  id: string;
  siteUrl: string;
  brandName: string;
  demo: boolean;
}) {
  const cn = useCn();
  const verifyUrl = `${siteUrl}${certificatePath(c.code)}`;
  const valid = !c.revokedAt;
  const headingId = `certificate-${id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {c.isSample ? "Sample certificate" : "Certificate of completion"}
      </p>
      <h2 id={headingId} className="mt-1 text-xl font-bold">
        {c.courseTitle}
      </h2>
      <p className="mt-1 text-ink-muted">
        {c.batchName} · {formatCourseDates(c.startDate, c.endDate)} · {formatLiveHours(c.liveMinutes)} of live
        classes{c.finalExam ? ` · Final exam ${c.finalExam}` : ""}
      </p>
      <p className="mt-2 text-sm">
        Certificate ID <span className="font-mono font-semibold break-all">{c.code}</span>
      </p>
      <div className="mt-4">
        <CertificateStatus certificate={c} />
      </div>
      {valid ? (
        <>
          <div className="mt-5 flex flex-wrap gap-2">
            <a
              href={`/dashboard/certificates/${encodeURIComponent(c.code)}/download`}
              download
              className={cn(buttonVariants({ size: "sm" }))}
            >
              <Download aria-hidden="true" />
              Download PDF
            </a>
            <Link
              to={certificatePath(c.code)}
              className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
            >
              <ExternalLink aria-hidden="true" />
              {c.isSample ? "See its page" : "See its public page"}
            </Link>
          </div>
          {c.isSample ? null : (
            <>
              <h3 className="mt-5 text-sm font-bold">Share it</h3>
              <div className="mt-2">
                <CertificateShare
                  verifyUrl={verifyUrl}
                  title={`${c.studentName}: ${c.courseTitle}`}
                  linkedInUrl={linkedInAddToProfileUrl({
                    name: c.courseTitle,
                    organizationName: brandName,
                    issuedAt: c.issuedAt,
                    certId: c.code,
                    certUrl: verifyUrl,
                  })}
                />
              </div>
            </>
          )}
          <VisibilityForm certificate={c} id={id} demo={demo} />
        </>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">
          A revoked certificate can no longer be downloaded. If you think this is a mistake, reply to the
          e-mail we sent you about it.
        </p>
      )}
    </article>
  );
}

function VisibilityForm({
  certificate: c,
  id,
  demo,
}: {
  certificate: PublicCertificate;
  id: string;
  demo: boolean;
}) {
  const cn = useCn();
  if (c.isSample || demo) {
    return (
      <p className="mt-4 text-sm text-ink-muted">
        In your own portal you choose here whether search engines may list your certificate&apos;s page.
      </p>
    );
  }
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
      <input type="hidden" name="certificateId" value={id} />
      <input type="hidden" name="public" value={c.public ? "no" : "yes"} />
      <p className="min-w-0 flex-1 basis-64 text-sm text-ink-muted">
        {c.public
          ? "Public profile: search engines may list this certificate's page."
          : "Private: anyone with the link or code can check it, but search engines do not list it."}
      </p>
      <button type="submit" className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
        {c.public ? "Stop search engines listing it" : "Let search engines list it"}
      </button>
    </Form>
  );
}
