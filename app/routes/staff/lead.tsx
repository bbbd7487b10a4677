import { getFormProps } from "@conform-to/react";
import { Mail, MessageCircle, Phone } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/lead";
import { DetailColumns, DetailSection, DetailStack, HistoryCard } from "~/components/staff/detail-layout";
import { DetailList } from "~/components/staff/detail-list";
import { leadTitle } from "~/components/staff/leads-table";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { LeadStatusBadge } from "~/components/staff/status-badges";
import { Button } from "~/components/ui/button";
import { FormField, useSchemaForm } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, leadStatusSchema } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { idFromUrl } from "~/server/db/ids.server";
import { parseForm } from "~/server/forms.server";
import { getLead, setLeadStatus } from "~/server/staff/leads-inbox.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const lead = await getLead(idFromUrl(params.leadId));
  if (!lead) throw data(null, { status: 404, statusText: "Not Found" });
  const { idempotencyKey: _key, userAgent: _ua, ...shown } = lead;
  return { lead: shown, done: new URL(request.url).searchParams.get("done") === "status" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await parseForm(request, leadStatusSchema);
  if (!form.ok) return form.response;
  const result = await setLeadStatus(user, idFromUrl(params.leadId), form.value.status, form.value.note);
  if (!result.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return redirect(`/staff/leads/${params.leadId}?done=status`);
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Lead · Staff console",
    description: "One lead: what they asked, how to reach them, its status and history.",
    path: `/staff/leads/${params.leadId}`,
    noindex: true,
  });

/** Indian mobile numbers without a country code get +91 for WhatsApp. */
function whatsappLink(phone: string) {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 10) return null;
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, done } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(leadStatusSchema, {
    id: "lead-status",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: { status: lead.status === "new" ? "contacted" : lead.status },
    validateOn: "onBlur",
  });
  const wa = lead.phone ? whatsappLink(lead.phone) : null;
  const contactLink =
    "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-semibold hover:bg-slate-100";

  return (
    <>
      <PageHeader
        back={{ to: "/staff/leads", label: "All leads" }}
        title={leadTitle(lead)}
        description={`${LEAD_KIND_LABELS[lead.kind]} · received ${formatDateTime(lead.createdAt)}`}
        actions={<LeadStatusBadge status={lead.status} />}
      />
      {done ? <Notice tone="success">Status changed to {LEAD_STATUS_LABELS[lead.status]}.</Notice> : null}
      <DetailColumns>
        <DetailSection title="Details">
          <div className="mb-4 flex flex-wrap gap-2">
            {lead.email ? (
              <a className={contactLink} href={`mailto:${lead.email}`}>
                <Mail aria-hidden="true" className="size-4" />
                E-mail
              </a>
            ) : null}
            {lead.phone ? (
              <a className={contactLink} href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>
                <Phone aria-hidden="true" className="size-4" />
                Call
              </a>
            ) : null}
            {wa ? (
              <a className={contactLink} href={wa} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" className="size-4" />
                WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
          <DetailList
            rows={[
              { label: "Name", value: lead.name },
              { label: "E-mail", value: lead.email },
              { label: "Phone", value: lead.phone },
              { label: "Subject", value: lead.subject },
              { label: "Course", value: lead.course },
              { label: "Intent", value: lead.intent },
              {
                label: "Job",
                value: lead.jobId ? (
                  <Link
                    to={`/staff/jobs/${lead.jobId}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {lead.jobId}
                  </Link>
                ) : null,
              },
              {
                label: "Message",
                value: lead.message ? <p className="whitespace-pre-wrap">{lead.message}</p> : null,
              },
              { label: "Sent from", value: lead.sourcePage },
              { label: "Received", value: formatDateTime(lead.createdAt) },
            ]}
          />
        </DetailSection>
        <DetailStack>
          <DetailSection
            title="Status"
            description={
              lead.statusChangedAt
                ? `${LEAD_STATUS_LABELS[lead.status]} since ${formatDateTime(lead.statusChangedAt)}${lead.statusChangedByName ? `, set by ${lead.statusChangedByName}` : ""}.`
                : "New: nobody has picked it up yet."
            }
          >
            <Form method="post" {...getFormProps(form)} className="grid gap-4">
              <FormField field={fields.status} label="New status" required>
                {(control) => (
                  <NativeSelect {...control}>
                    {LEAD_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {LEAD_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField
                field={fields.note}
                label="Note (optional)"
                hint="Kept in the history, e.g. 'Called, joining Saturday's demo'."
              >
                {(control) => <Textarea {...control} rows={2} maxLength={500} />}
              </FormField>
              <Button type="submit" disabled={navigation.state === "submitting"}>
                {navigation.state === "submitting" ? "Saving..." : "Update status"}
              </Button>
            </Form>
          </DetailSection>
          <HistoryCard entries={lead.audit} empty="No changes yet." />
        </DetailStack>
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
