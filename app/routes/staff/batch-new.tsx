import { redirect } from "react-router";
import type { Route } from "./+types/batch-new";
import { BatchForm } from "~/components/staff/batch-form";
import { DetailSection } from "~/components/staff/detail-layout";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { newBatchSchema } from "~/lib/catalogue-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { createBatch } from "~/server/batches.server";
import { parseForm } from "~/server/forms.server";
import { requireStaffAdmin } from "~/server/staff/team.server";

// A new batch is on sale at once (seats, dates, price page): administrators only (decision 147).
const ADMINS_ONLY = "Only administrators create batches.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffAdmin(request, ADMINS_ONLY);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaffAdmin(request, ADMINS_ONLY);
  const form = await parseForm(request, newBatchSchema);
  if (!form.ok) return form.response;
  const result = await createBatch(user, form.value);
  if (result.ok) return redirect(`/staff/batches/${result.id}?done=created`);
  return form.refuse({
    fieldErrors:
      result.reason === "duplicate_id"
        ? { id: ["A batch already has this code: choose another."] }
        : { courseId: ["Choose a course from the list."] },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "New batch · Staff console",
    description: "Create a batch: course, start date, days and time, mode and seats.",
    path: "/staff/batches/new",
    noindex: true,
  });

export default function NewBatch({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        back={{ to: "/staff/batches", label: "All batches" }}
        title="New batch"
        description="It shows on its course page, with its seats, as soon as it is enrolling."
      />
      <DetailSection title="Details">
        <BatchForm
          isNew
          defaultValue={{
            mode: "online",
            seats: "30",
            state: "enrolling",
            startTime: "09:30",
            endTime: "11:00",
          }}
          lastResult={actionData?.result}
        />
      </DetailSection>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
