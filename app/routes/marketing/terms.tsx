import type { Route } from "./+types/terms";
import { LegalDocument } from "~/components/layout/legal-document";
import { useSite } from "~/components/layout/use-site";
import { termsOfService } from "~/content/legal";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { paymentGateway } from "~/server/gateway/configured-gateway.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Terms of Service",
    description:
      "Terms for our website and live courses: accounts, batches, payments, the 3-day refund window, placement assistance, certificates and referrals.",
    path: "/terms",
  });

/** Online payment and its refunds are described only when a payment gateway is set up (an empty value is left out). */
export function loader() {
  const gateway = paymentGateway()?.label;
  return {
    onlinePayments: gateway
      ? `Where the payment page offers "Pay online (UPI, card, net banking)", you may pay through ${gateway}, our payment gateway, instead. Your order is confirmed as soon as ${gateway} confirms the payment to us, and you get a receipt (or a GST tax invoice) by e-mail and in the portal. The payment page shows the amount before you pay; we never add a fee to it.`
      : "",
    onlineRefunds: gateway
      ? `A payment made online through ${gateway} is refunded through ${gateway} to the card, bank account or UPI account it came from; your bank usually shows it within 5 to 7 working days. Every refund comes with a credit note.`
      : "",
  };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <LegalDocument doc={termsOfService} site={{ ...site, values: loaderData }} />;
}
