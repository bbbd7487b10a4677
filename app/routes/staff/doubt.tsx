import { getFormProps } from "@conform-to/react";
import { Paperclip } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/doubt";
import { DetailColumns, DetailSection, DetailStack, HistoryCard } from "~/components/staff/detail-layout";
import { DetailList } from "~/components/staff/detail-list";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { DoubtStatusBadge } from "~/components/staff/status-badges";
import { Button } from "~/components/ui/button";
import { FormField, useSchemaForm } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { doubtReplySchema } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { idFromUrl } from "~/server/db/ids.server";
import { parseForm } from "~/server/forms.server";
import { getDoubt, replyToDoubt } from "~/server/staff/doubts-queue.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const doubt = await getDoubt(idFromUrl(params.doubtId));
  if (!doubt) throw data(null, { status: 404, statusText: "Not Found" });
  return { doubt, replyingAs: user.name };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await parseForm(request, doubtReplySchema);
  if (!form.ok) return form.response;
  const result = await replyToDoubt(user, idFromUrl(params.doubtId), form.value.reply);
  if (result.ok) return redirect("/staff/doubts?done=replied");
  if (result.reason === "not_found") throw data(null, { status: 404, statusText: "Not Found" });
  return form.refuse(
    {
      formErrors: [
        `${result.repliedBy ?? "Another trainer"} has already answered this doubt. Your reply was not sent.`,
      ],
    },
    409,
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Doubt · Staff console",
    description: "A student's doubt and the trainer's reply.",
    path: `/staff/doubts/${params.doubtId}`,
    noindex: true,
  });

export default function DoubtDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { doubt, replyingAs } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(doubtReplySchema, {
    id: "doubt-reply",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    validateOn: "onBlur",
  });
  const sending = navigation.state === "submitting";

  return (
    <>
      <PageHeader
        back={{ to: "/staff/doubts", label: "All doubts" }}
        title={doubt.title}
        description={`${doubt.studentName}${doubt.batch ? ` · ${doubt.batch}` : ""} · asked ${formatDateTime(doubt.createdAt)}`}
        actions={<DoubtStatusBadge status={doubt.status} />}
      />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <DetailColumns>
        <DetailStack>
          <DetailSection title="Question">
            <p className="whitespace-pre-wrap">{doubt.description}</p>
            {doubt.attachmentId ? (
              <a
                href={`/uploads/${doubt.attachmentId}`}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-100"
              >
                <Paperclip aria-hidden="true" className="size-4" />
                Open the attached image{doubt.attachmentName ? ` (${doubt.attachmentName})` : ""}
                <span className="sr-only"> in a new tab</span>
              </a>
            ) : null}
          </DetailSection>
          <DetailSection title={doubt.status === "open" ? "Your reply" : "Reply"}>
            {doubt.status === "resolved" ? (
              <>
                <p className="whitespace-pre-wrap">{doubt.reply}</p>
                <p className="mt-3 text-sm text-ink-muted">
                  {doubt.repliedBy}
                  {doubt.repliedAt ? ` · ${formatDateTime(doubt.repliedAt)}` : ""}
                </p>
              </>
            ) : (
              <Form method="post" {...getFormProps(form)} className="grid gap-4">
                <FormField
                  field={fields.reply}
                  label="Reply to the student"
                  required
                  hint={`Sent as ${replyingAs}. The student sees your reply, your name and the time in the portal.`}
                >
                  {(control) => <Textarea {...control} rows={8} minLength={10} maxLength={5000} />}
                </FormField>
                <Button type="submit" disabled={sending} className="justify-self-start">
                  {sending ? "Sending..." : "Send reply and resolve"}
                </Button>
              </Form>
            )}
          </DetailSection>
        </DetailStack>
        <DetailStack>
          <DetailSection title="Student">
            <DetailList
              rows={[
                { label: "Name", value: doubt.studentName },
                {
                  label: "E-mail",
                  value: (
                    <a href={`mailto:${doubt.studentEmail}`} className="text-brand-700 hover:underline">
                      {doubt.studentEmail}
                    </a>
                  ),
                },
                { label: "Batch", value: doubt.batch ?? "Not enrolled in a batch" },
              ]}
            />
          </DetailSection>
          <HistoryCard entries={doubt.audit} empty="Waiting for a trainer." />
        </DetailStack>
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
