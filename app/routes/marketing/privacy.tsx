import type { Route } from "./+types/privacy";
import { LegalDocument } from "~/components/layout/legal-document";
import { useSite } from "~/components/layout/use-site";
import { privacyPolicy } from "~/content/legal";
import { retentionPhrase } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { env } from "~/server/env.server";
import { paymentGateway } from "~/server/gateway/configured-gateway.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Privacy Policy",
    description:
      "What personal data we collect, why, how long we keep it, who we share it with and your rights under India's DPDP Act, 2023, and how to use them.",
    path: "/privacy",
  });

/**
 * What the code does: the retention period the purge uses (LEAD_RETENTION_DAYS), and the payment
 * gateway a payer's details go to, only when online payments are set up (an empty value is left out).
 */
export function loader() {
  const gateway = paymentGateway()?.label;
  return {
    leadRetention: retentionPhrase(env().LEAD_RETENTION_DAYS),
    onlinePayments: gateway
      ? `If you choose to pay online instead, you pay in ${gateway}'s payment window: your card, bank or UPI details go to ${gateway} and your bank, never to this website. ${gateway} tells us the payment's reference, method, fee and outcome, which we keep with your order.`
      : "",
    paymentGateway: gateway
      ? `${gateway}, our payment gateway, when you choose to pay online: it processes the payment and receives the amount, the order's reference and the name, e-mail address and phone number given with it.`
      : "",
  };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <LegalDocument doc={privacyPolicy} site={{ ...site, values: loaderData }} />;
}
