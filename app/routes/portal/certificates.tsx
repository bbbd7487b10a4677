import { Award } from "lucide-react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/certificates";
import { CertificateCard } from "~/components/certificates/certificate-card";
import { CertificateStandingCard } from "~/components/certificates/certificate-standing";
import { useSite } from "~/components/layout/use-site";
import { PageHeading } from "~/components/portal/section-card";
import { certificateVisibilitySchema } from "~/lib/certificate-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStudent } from "~/server/auth.server";
import {
  listStudentCertificates,
  publicView,
  setCertificatePublic,
  studentStanding,
} from "~/server/certificate-access.server";
import { flashCookie } from "~/server/flash.server";
import { parseForm } from "~/server/forms.server";
import { portalContext } from "~/server/portal/context.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Certificates | Student Portal",
    description: "Your certificates of completion: download, share and verify them.",
    path: "/dashboard/certificates",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, activeBatchId } = await portalContext(request);
  const rows = await listStudentCertificates(viewer.userId);
  return {
    demo: viewer.demo,
    certificates: rows.map((row) => ({ id: row.id, view: publicView(row) })),
    // Where a student of a running batch stands against the rule (not in the demo: its sample says it all).
    standing: !viewer.demo && activeBatchId ? await studentStanding(viewer.userId, activeBatchId) : null,
  };
}

/** The student lets search engines list a certificate's page, or stops them (their own only). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStudent(request);
  const form = await parseForm(request, certificateVisibilitySchema);
  if (!form.ok) return form.response;
  const changed = await setCertificatePublic(user.id, form.value.certificateId, form.value.public === "yes");
  if (!changed) return form.refuse({ formErrors: ["No such certificate of yours."] }, 404);
  return redirect("/dashboard/certificates", {
    headers: {
      "Set-Cookie": flashCookie({
        kind: "success",
        title: form.value.public === "yes" ? "Search engines may now list it" : "No longer listed",
        description:
          form.value.public === "yes"
            ? "Its page can appear in search results."
            : "Its page asks search engines not to list it; the link and the code still work.",
      }),
    },
  });
}

export default function CertificatesPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { certificates, standing, demo } = loaderData;
  return (
    <>
      <PageHeading
        title="Certificates"
        description="Your certificates of completion: download the PDF, share it, and let employers verify it."
      />
      <div className="grid gap-6">
        {certificates.map(({ id, view }) => (
          <CertificateCard
            key={id}
            id={id}
            certificate={view}
            siteUrl={site.siteUrl}
            brandName={site.brandName}
            demo={demo}
          />
        ))}
        {standing ? <CertificateStandingCard standing={standing} /> : null}
        {certificates.length === 0 && !standing ? (
          <section className="rounded-card border border-dashed border-line bg-surface p-8 text-center">
            <Award aria-hidden="true" className="mx-auto size-10 text-brand-700" />
            <h2 className="mt-3 text-lg font-bold">No certificates yet</h2>
            <p className="mx-auto mt-2 max-w-md text-ink-muted">
              When you complete a batch under its course&apos;s rules, your certificate appears here and we
              e-mail you.{" "}
              <Link to="/certificates" className="font-semibold text-brand-700 hover:underline">
                How certificates are verified
              </Link>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
