import type { Route } from "./+types/privacy";
import { LegalDocument } from "~/components/layout/legal-document";
import { useSite } from "~/components/layout/use-site";
import { privacyPolicy } from "~/content/legal";
import { retentionPhrase } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { env } from "~/server/env.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Privacy Policy",
    description:
      "What personal data we collect, why, how long we keep it, who we share it with and your rights under India's DPDP Act, 2023, and how to use them.",
    path: "/privacy",
  });

/** The retention period the purge uses (LEAD_RETENTION_DAYS), so the page says what the code does. */
export function loader() {
  return { leadRetention: retentionPhrase(env().LEAD_RETENTION_DAYS) };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <LegalDocument doc={privacyPolicy} site={{ ...site, values: loaderData }} />;
}
