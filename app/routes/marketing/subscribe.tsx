import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/subscribe";
import { FormAlert } from "~/components/contact/form-alert";
import { FormGuardFields } from "~/components/contact/form-guard-fields";
import { PageBanner } from "~/components/contact/page-banner";
import { ThankYouPanel } from "~/components/contact/thank-you-panel";
import { Button } from "~/components/ui/button";
import { FormField, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { subscribeCopy } from "~/content/contact";
import { FIELD_LIMITS, subscribeSchema } from "~/lib/lead-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { handleLeadForm, showsThankYou } from "~/server/lead-form-action.server";
import { createLead } from "~/server/leads.server";
import { requestInfo } from "~/server/request-context.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: subscribeCopy.pageTitle,
    description: subscribeCopy.pageIntro,
    path: "/subscribe",
    noindex: true,
  });

/** After a post without JavaScript (post/redirect/get): the thank-you state. */
export function loader({ request }: Route.LoaderArgs) {
  return { sent: showsThankYou(request) };
}

/**
 * The footer's Subscribe form posts here. With JavaScript the footer stays
 * on its page (a fetcher and a toast); without it, this page shows the result.
 * The same e-mail twice stores one subscriber and is still a success.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  return handleLeadForm(
    { request, context: info },
    {
      scope: "subscribe",
      schema: subscribeSchema,
      store: (value, meta) => createLead({ kind: "subscribe", email: value.email, ...meta }),
    },
  );
}

export default function SubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(subscribeSchema, {
    id: "subscribe-page-form",
    lastResult: actionData?.status === "error" ? actionData.result : undefined,
  });
  return (
    <>
      <PageBanner title={subscribeCopy.pageTitle} intro={subscribeCopy.pageIntro} />
      <div className="container-page max-w-xl py-12 sm:py-16">
        <section
          aria-label="Subscribe"
          className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
        >
          {actionData?.status === "success" || loaderData.sent ? (
            <ThankYouPanel title={subscribeCopy.panelTitle} body={subscribeCopy.panelBody}>
              <Button asChild className="mt-6">
                <Link to="/courses">Browse Courses</Link>
              </Button>
            </ThankYouPanel>
          ) : (
            <Form method="post" action="/subscribe" {...getFormProps(form)} className="grid gap-5">
              <FormGuardFields />
              <FormAlert id={form.errorId} errors={form.errors} />
              <FormField field={fields.email} label="Email" required>
                {(control) => (
                  <Input {...control} type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />
                )}
              </FormField>
              <div>
                <Button type="submit">Subscribe</Button>
              </div>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
