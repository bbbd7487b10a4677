import { doneNotice } from "~/lib/done-notice";
import { ExternalLink } from "lucide-react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/job";
import { DetailColumns, DetailSection, DetailStack, HistoryCard } from "~/components/staff/detail-layout";
import { JobForm } from "~/components/staff/job-form";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { JobStatusBadge } from "~/components/staff/status-badges";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { jobOpeningSchema, jobPublishSchema } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { idFromUrl } from "~/server/db/ids.server";
import { parseForm } from "~/server/forms.server";
import { getJobOpening, isListed, setJobPublished, updateJobOpening } from "~/server/staff/jobs-admin.server";

const DONE_MESSAGES = {
  created: "Job opening created.",
  saved: "Changes saved.",
  unchanged: "Nothing had changed, so nothing was saved.",
  published: "Published: it is on /placements now.",
  unpublished: "Unpublished: it no longer shows on /placements.",
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const job = await getJobOpening(idFromUrl(params.jobId));
  if (!job) throw data(null, { status: 404, statusText: "Not Found" });
  const done = new URL(request.url).searchParams.get("done");
  return {
    job,
    state: (isListed(job) ? "listed" : job.published ? "expired" : "unpublished") as
      "listed" | "expired" | "unpublished",
    done: doneNotice(DONE_MESSAGES, done),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  // The form saves the opening; the buttons beside it (un)publish it: the intent picks the schema.
  const form = await parseForm(request, (formData) =>
    ["publish", "unpublish"].includes(String(formData.get("intent"))) ? jobPublishSchema : jobOpeningSchema,
  );
  if (!form.ok) return form.response;
  if ("intent" in form.value) {
    const { intent } = form.value;
    const result = await setJobPublished(user, idFromUrl(params.jobId), intent === "publish");
    if (!result.ok) throw data(null, { status: 404, statusText: "Not Found" });
    return redirect(`/staff/jobs/${params.jobId}?done=${intent}ed`);
  }
  const { published: _published, ...fields } = form.value;
  const result = await updateJobOpening(user, idFromUrl(params.jobId), fields);
  if (!result.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return redirect(`/staff/jobs/${params.jobId}?done=${result.changed.length ? "saved" : "unchanged"}`);
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Edit job opening · Staff console",
    description: "Edit, publish or unpublish a job opening on /placements.",
    path: `/staff/jobs/${params.jobId}`,
    noindex: true,
  });

export default function EditJobOpening({ loaderData, actionData }: Route.ComponentProps) {
  const { job, state, done } = loaderData;
  return (
    <>
      <PageHeader
        back={{ to: "/staff/jobs", label: "All job openings" }}
        title={job.role}
        description={`${job.company} · ${job.location} · posted ${formatDate(job.postedAt)}`}
        actions={<JobStatusBadge state={state} />}
      />
      {done ? <Notice tone="success">{done}</Notice> : null}
      <DetailColumns narrowAside>
        <DetailSection title="Details">
          <JobForm
            key={job.updatedAt.toString()}
            defaultValue={{
              role: job.role,
              company: job.company,
              location: job.location,
              packageMinLpa: String(job.packageMinLpa),
              packageMaxLpa: String(job.packageMaxLpa),
              experience: job.experience,
              description: job.description,
              requirements: job.requirements.join("\n"),
              whyChoose: job.whyChoose,
              applyUrl: job.applyUrl,
              validThrough: job.validThrough,
            }}
            lastResult={actionData?.result}
            submitLabel="Save changes"
            withPublish={false}
          />
        </DetailSection>
        <DetailStack>
          <DetailSection
            title="On /placements"
            description={
              state === "listed"
                ? `Shown until the end of ${formatDate(job.validThrough)}.`
                : state === "expired"
                  ? `Published, but its valid-through date (${formatDate(job.validThrough)}) has passed: change the date to show it again.`
                  : "Not shown: unpublished."
            }
            contentClassName="grid gap-3"
          >
            <Form method="post">
              <input type="hidden" name="intent" value={job.published ? "unpublish" : "publish"} />
              <Button type="submit" variant={job.published ? "outline" : "primary"} className="w-full">
                {job.published ? "Unpublish" : "Publish"}
              </Button>
            </Form>
            {state === "listed" ? (
              <a
                href="/placements"
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
              >
                See /placements
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </DetailSection>
          <HistoryCard entries={job.audit} empty="No staff changes yet (seeded opening)." />
        </DetailStack>
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
