import { redirect } from "react-router";
import type { Route } from "./+types/job-new";
import { JobForm } from "~/components/staff/job-form";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { Card, CardContent } from "~/components/ui/card";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { jobOpeningSchema } from "~/lib/staff-forms";
import { requireStaff } from "~/server/auth.server";
import { parseForm } from "~/server/forms.server";
import { istDateKey } from "~/lib/ist";
import { createJobOpening } from "~/server/staff/jobs-admin.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  // A sensible default: open for a month from today (India time).
  const inAMonth = istDateKey(new Date(Date.now() + 30 * 86_400_000));
  return { validThrough: inAMonth };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await parseForm(request, jobOpeningSchema);
  if (!form.ok) return form.response;
  const id = await createJobOpening(user, form.value);
  return redirect(`/staff/jobs/${id}?done=created`);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "New job opening · Staff console",
    description: "Add a job opening for /placements.",
    path: "/staff/jobs/new",
    noindex: true,
  });

export default function NewJobOpening({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader back={{ to: "/staff/jobs", label: "All job openings" }} title="New job opening" />
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <JobForm
            defaultValue={{ experience: "Freshers", validThrough: loaderData.validThrough, published: true }}
            lastResult={actionData?.result}
            submitLabel="Create job opening"
            withPublish
          />
        </CardContent>
      </Card>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
