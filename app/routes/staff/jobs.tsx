import { Plus } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/jobs";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { StaffTable } from "~/components/staff/staff-table";
import { JobStatusBadge } from "~/components/staff/status-badges";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { jobListPublishSchema } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { parseForm } from "~/server/forms.server";
import { isListed, listJobOpenings, setJobPublished } from "~/server/staff/jobs-admin.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const jobs = await listJobOpenings();
  const now = new Date();
  const done = new URL(request.url).searchParams.get("done");
  return {
    jobs: jobs.map((j) => ({
      id: j.id,
      role: j.role,
      company: j.company,
      location: j.location,
      packageMinLpa: j.packageMinLpa,
      packageMaxLpa: j.packageMaxLpa,
      validThrough: j.validThrough,
      published: j.published,
      state: isListed(j, now)
        ? ("listed" as const)
        : j.published
          ? ("expired" as const)
          : ("unpublished" as const),
    })),
    done: done === "published" || done === "unpublished" ? done : null,
  };
}

/** Publish or unpublish straight from the list (POST with the job's id). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await parseForm(request, jobListPublishSchema);
  if (!form.ok) return data({ error: "Choose a job opening to publish or unpublish." }, { status: 400 });
  const result = await setJobPublished(user, form.value.jobId, form.value.intent === "publish");
  if (!result.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return redirect(`/staff/jobs?done=${form.value.intent}ed`);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Job openings · Staff console",
    description: "Create, edit, publish and unpublish the job openings on /placements.",
    path: "/staff/jobs",
    noindex: true,
  });

const lpa = (n: number) => n.toLocaleString("en-IN", { maximumFractionDigits: 1 });

export default function JobOpeningsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, done } = loaderData;
  return (
    <>
      <PageHeader
        title="Job openings"
        description="Published openings show on /placements until the end of their valid-through day."
        actions={
          <Button asChild>
            <Link to="/staff/jobs/new">
              <Plus aria-hidden="true" />
              New job opening
            </Link>
          </Button>
        }
      />
      {done ? (
        <Notice tone="success">
          {done === "published"
            ? "Published: it is on /placements now."
            : "Unpublished: it no longer shows on /placements."}
        </Notice>
      ) : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {jobs.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
          No job openings yet.
        </p>
      ) : (
        <StaffTable
          caption="Job openings, newest first"
          columns={[
            { label: "Opening" },
            { label: "Package", shownFrom: "md" },
            { label: "Valid through", shownFrom: "sm" },
            { label: "Status" },
          ]}
        >
          {jobs.map((job) => (
            <tr key={job.id} className="align-top hover:bg-surface-muted">
              <td className="px-4 py-3">
                <Link to={`/staff/jobs/${job.id}`} className="font-semibold text-brand-700 hover:underline">
                  {job.role}
                </Link>
                <span className="block text-ink-muted">
                  {job.company} · {job.location}
                </span>
                <span className="block text-xs text-ink-muted sm:hidden">
                  Valid through {formatDate(job.validThrough)}
                </span>
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
                {lpa(job.packageMinLpa)}–{lpa(job.packageMaxLpa)} LPA
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                {formatDate(job.validThrough)}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <JobStatusBadge state={job.state} />
                  <Form method="post">
                    <input type="hidden" name="jobId" value={job.id} />
                    <input type="hidden" name="intent" value={job.published ? "unpublish" : "publish"} />
                    <Button type="submit" size="sm" variant="outline" className="relative">
                      {job.published ? "Unpublish" : "Publish"}
                      <span className="sr-only">
                        {" "}
                        {job.role} at {job.company}
                      </span>
                    </Button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
