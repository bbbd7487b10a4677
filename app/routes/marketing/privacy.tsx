import type { Route } from "./+types/privacy";
import { LegalDocument } from "~/components/layout/legal-document";
import { useSite } from "~/components/layout/use-site";
import { privacyPolicy } from "~/content/legal";
import { pageMeta, siteFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Privacy Policy",
    description:
      "What personal data we collect, why, how long we keep it, who we share it with and your rights under India's DPDP Act, 2023, and how to use them.",
    path: "/privacy",
  });

export default function PrivacyPage() {
  const site = useSite();
  return <LegalDocument doc={privacyPolicy} site={site} />;
}
