import type { Route } from "./+types/terms";
import { LegalDocument } from "~/components/layout/legal-document";
import { useSite } from "~/components/layout/use-site";
import { termsOfService } from "~/content/legal";
import { pageMeta, siteFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Terms of Service",
    description:
      "Terms for our website and live courses: accounts, batches, UPI payments, the 3-day refund window, placement assistance, certificates and referrals.",
    path: "/terms",
  });

export default function TermsPage() {
  const site = useSite();
  return <LegalDocument doc={termsOfService} site={site} />;
}
