import { Mail } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/contact/contact-form";
import { FaqList } from "~/components/contact/faq-list";
import { GetInTouch } from "~/components/contact/get-in-touch";
import { PageBanner } from "~/components/contact/page-banner";
import { ThankYouPanel } from "~/components/contact/thank-you-panel";
import { useSite } from "~/components/layout/use-site";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { contactPage, contactSuccess } from "~/content/contact";
import { faqEntries } from "~/lib/faq";
import { contactSchema } from "~/lib/lead-forms";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "~/lib/seo";
import { requestCourseFacts } from "~/server/catalogue.server";
import { siteConfig } from "~/server/env.server";
import { handleLeadForm, showsThankYou } from "~/server/lead-form-action.server";
import { createLead } from "~/server/leads.server";
import { issueFormToken } from "~/server/public-form-guard.server";
import { requestInfo } from "~/server/request-context.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Contact Us",
    description:
      "Ask about courses, fees, batches or placements, or book a free demo class. Call, e-mail or send us a message; answers to common questions below.",
    path: "/contact",
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Contact Us", path: "/contact" },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: (loaderData?.faq ?? []).map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      },
    ],
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  // The FAQ quotes the catalogue: filled in here, so the page's script carries no templates.
  const faq = faqEntries(await requestCourseFacts(request), siteConfig().onlinePayment);
  // After a post without JavaScript: the thank-you state (no form, so no token: the page caches).
  if (showsThankYou(request)) return { sent: true, formToken: "", faq };
  // A fresh idempotency token for each rendering of the form.
  return { sent: false, formToken: issueFormToken(), faq };
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  return handleLeadForm(
    { request, context: info },
    {
      scope: "contact",
      schema: contactSchema,
      store: (value, meta) => createLead({ kind: "contact", ...value, ...meta }),
    },
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const location = useLocation();
  const sent = actionData?.status === "success" || loaderData.sent;

  useEffect(() => {
    if (sent) toast.success(contactSuccess.toastTitle, { description: contactSuccess.toastDescription });
  }, [sent, actionData]);

  return (
    <>
      <PageBanner title={contactPage.title} intro={contactPage.intro} />

      <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <GetInTouch />
        <section
          id="send-us-a-message"
          aria-labelledby={sent ? undefined : "send-us-a-message-heading"}
          aria-label={sent ? contactSuccess.panelTitle : undefined}
          className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
        >
          {sent ? (
            <ThankYouPanel
              title={contactSuccess.panelTitle}
              body={contactSuccess.panelBody}
              again={{ label: contactSuccess.again, to: "/contact" }}
            />
          ) : (
            <>
              <h2 id="send-us-a-message-heading" className="text-2xl font-bold">
                {contactPage.form.heading}
              </h2>
              <p className="mt-2 mb-6 text-sm text-ink-muted">{contactPage.form.lead}</p>
              <ContactForm
                token={loaderData.formToken}
                lastResult={actionData?.status === "error" ? actionData.result : undefined}
                focusOnMount={Boolean((location.state as { again?: boolean } | null)?.again)}
              />
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="faq-heading" className="bg-surface-muted py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          <h2 id="faq-heading" className="text-center text-3xl font-bold">
            Frequently Asked Questions
          </h2>
          <div className="mt-8">
            <FaqList entries={loaderData.faq} />
          </div>
        </div>
      </section>

      <section aria-labelledby="still-have-questions" className="container-page py-12 text-center sm:py-16">
        <h2 id="still-have-questions" className="text-2xl font-bold">
          {contactPage.stillHaveQuestions.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-ink-muted">{contactPage.stillHaveQuestions.body}</p>
        <Button asChild className="mt-6">
          <a href={`mailto:${site.email}`}>
            <Mail aria-hidden="true" />
            {contactPage.stillHaveQuestions.cta}
          </a>
        </Button>
      </section>
    </>
  );
}
