import { Form, redirect, data } from "react-router";
import type { Route } from "./+types/certificates";
import { PageBanner } from "~/components/contact/page-banner";
import { useCatalogue } from "~/components/layout/use-catalogue";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { certificatePath, certificateRuleText, normalizeCertificateCode } from "~/lib/certificates";
import { pageMeta, siteFromMatches } from "~/lib/seo";

const CODE_ERROR = "Enter the certificate ID as printed on it, e.g. TPA-7K3Q-XM2D-9FHT.";

/**
 * /certificates: an employer types the code of a certificate. A GET form (it
 * works without JavaScript): a code in the right format goes to its page,
 * which does the (rate-limited) look-up; anything else is answered here.
 */
export function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("code");
  if (typed === null) return { typed: "", error: null };
  const code = normalizeCertificateCode(typed);
  if (code) throw redirect(certificatePath(code));
  return data({ typed: typed.slice(0, 60), error: CODE_ERROR }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Verify a Certificate",
    description:
      "Check a certificate of completion by its ID: the student's name, the course, the batch, the dates and whether it is valid.",
    path: "/certificates",
  });

export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  const thresholds = useCatalogue().map((c) => c.certificateAttendancePercent);
  const { typed, error } = loaderData;
  return (
    <>
      <PageBanner
        title="Verify a Certificate"
        intro="Every certificate we issue has an ID and a QR code. Type the ID to see who earned it, for which course, and whether it is still valid."
      />
      <div className="container-page grid max-w-4xl gap-10 py-12 sm:py-16 md:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="verify-heading"
          className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
        >
          <h2 id="verify-heading" className="text-2xl font-extrabold">
            Certificate ID
          </h2>
          <Form method="get" action="/certificates" className="mt-5 grid gap-3">
            <Label htmlFor="certificate-code">The ID printed at the top right of the certificate</Label>
            <Input
              id="certificate-code"
              name="code"
              defaultValue={typed}
              required
              maxLength={60}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="TPA-XXXX-XXXX-XXXX"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "certificate-code-error" : "certificate-code-hint"}
              className="font-mono uppercase"
            />
            {error ? (
              <p id="certificate-code-error" className="text-sm font-semibold text-red-700">
                {error}
              </p>
            ) : (
              <p id="certificate-code-hint" className="text-sm text-ink-muted">
                Spaces and lower-case letters are fine; O and 0, I and 1 are read alike.
              </p>
            )}
            <Button type="submit" className="justify-self-start">
              Verify
            </Button>
          </Form>
        </section>
        <section aria-labelledby="what-heading" className="text-ink-muted">
          <h2 id="what-heading" className="text-xl font-bold text-ink">
            What a certificate means
          </h2>
          <p className="mt-3">
            We issue a certificate of completion to a student who took part in a live, instructor-led batch
            and met its course&apos;s rule: {certificateRuleText(thresholds)}.
          </p>
          <p className="mt-3">
            The verification page shows the name on the certificate, the course, the batch, its dates and
            hours of live classes, and whether the certificate is valid or was revoked. It never shows the
            student&apos;s e-mail address or phone number.
          </p>
        </section>
      </div>
    </>
  );
}
