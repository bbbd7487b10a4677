import { data, Link } from "react-router";
import type { Route } from "./+types/certificate";
import { CertificateFacts, CertificateStatus } from "~/components/certificates/certificate-details";
import { CertificateShare } from "~/components/certificates/certificate-share";
import { NotFoundPanel } from "~/components/layout/not-found-panel";
import { useSite } from "~/components/layout/use-site";
import { certificateJsonLd, certificatePath, normalizeCertificateCode } from "~/lib/certificates";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { findCertificateByCode, publicView } from "~/server/certificate-access.server";
import { rateLimit, tooManyRequests } from "~/server/rate-limit.server";
import { requestInfo } from "~/server/request-context.server";

/** Look-ups per visitor address: far above an employer checking a few codes, far below guessing. */
export const CERTIFICATE_LOOKUP_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

/**
 * /certificates/:code, the public verification page (docs/decisions/171):
 * what the certificate says and whether it is valid, nothing private. An
 * unknown code is the ordinary 404 page; look-ups are rate-limited per
 * address; the page is not indexed unless its holder chose so.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const limited = await rateLimit(
    `certificate:ip:${requestInfo(context).clientIp || "unknown"}`,
    CERTIFICATE_LOOKUP_LIMIT.limit,
    CERTIFICATE_LOOKUP_LIMIT.windowSeconds,
  );
  if (!limited.allowed) {
    return tooManyRequests(requestInfo(context), limited, {
      certificate: null,
      limited: Math.ceil(limited.retryAfterSeconds / 60),
    });
  }
  const code = normalizeCertificateCode(params.code);
  const row = code ? await findCertificateByCode(code) : null;
  if (!row) return data({ certificate: null, limited: 0 }, { status: 404, statusText: "Not Found" });
  return { certificate: publicView(row), limited: 0 };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const c = loaderData?.certificate;
  if (!c)
    return [{ title: `Certificate not found | ${site.brandName}` }, { name: "robots", content: "noindex" }];
  const valid = !c.isSample && !c.revokedAt;
  return pageMeta(site, {
    title: `${c.isSample ? "Sample certificate" : "Certificate"}: ${c.studentName}, ${c.courseTitle}`,
    description: `${c.studentName} completed ${c.courseTitle} (${c.batchName}) with ${site.brandName}. ${
      c.isSample ? "Sample from the demo portal." : valid ? "Valid certificate." : "Revoked."
    }`,
    path: certificatePath(c.code),
    noindex: !(valid && c.public),
    jsonLd: c.isSample ? [] : [certificateJsonLd(site, c)],
  });
};

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { certificate, limited } = loaderData;
  if (limited) {
    return (
      <section className="container-page flex min-h-[50vh] max-w-xl flex-col justify-center py-16 text-center">
        <h1 className="text-3xl font-extrabold">Too many look-ups</h1>
        <p className="mt-4 text-ink-muted">
          Certificates are checked one at a time. Please try again in {limited}{" "}
          {limited === 1 ? "minute" : "minutes"}.
        </p>
      </section>
    );
  }
  if (!certificate) return <NotFoundPanel />;
  const verifyUrl = `${site.siteUrl}${certificatePath(certificate.code)}`;
  return (
    <div className="bg-surface-muted">
      <div className="container-page max-w-3xl py-10 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {certificate.isSample ? "Sample certificate" : "Certificate of completion"}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold break-words sm:text-4xl">{certificate.studentName}</h1>
        <p className="mt-2 text-lg text-ink-muted">{certificate.courseTitle}</p>
        <div className="mt-6">
          <CertificateStatus certificate={certificate} />
        </div>
        <section
          aria-label="What the certificate says"
          className="mt-6 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8"
        >
          <CertificateFacts certificate={certificate} brandName={site.brandName} />
        </section>
        {certificate.isSample ? null : (
          <section aria-labelledby="share-heading" className="mt-6">
            <h2 id="share-heading" className="text-lg font-bold">
              Share this page
            </h2>
            <div className="mt-3">
              <CertificateShare
                verifyUrl={verifyUrl}
                title={`${certificate.studentName}: ${certificate.courseTitle}`}
              />
            </div>
          </section>
        )}
        <p className="mt-6 text-sm text-ink-muted">
          This page is the record: a printed or PDF certificate is genuine only if its ID leads here and the
          details match.{" "}
          <Link to="/certificates" className="font-semibold text-brand-700 hover:underline">
            Verify another certificate
          </Link>
        </p>
      </div>
    </div>
  );
}
